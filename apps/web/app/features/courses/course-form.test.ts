import { describe, expect, it } from 'vitest';
import { validateCourse, valuesOf } from './course-form';

const texts = { required: 'obligatorio', countryInvalid: 'país', endBeforeStart: 'orden' };

describe('validateCourse', () => {
  it('asks for the required fields of a new course', () => {
    const errors = validateCourse({ ...valuesOf(null), timezoneId: null }, texts);
    expect(errors).toEqual({
      title: 'obligatorio',
      topicId: 'obligatorio',
      startDate: 'obligatorio',
      endDate: 'obligatorio',
      timezoneId: 'obligatorio',
    });
  });

  it('refuses a bad country code and an end before the start', () => {
    const values = {
      ...valuesOf(null),
      title: 'Curso',
      topicId: 'x',
      country: 'ARG',
      startDate: '2026-05-10',
      endDate: '2026-05-01',
    };
    expect(validateCourse(values, texts)).toEqual({ country: 'país', endDate: 'orden' });
  });
});
