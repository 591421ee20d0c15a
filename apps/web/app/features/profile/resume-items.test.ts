import { describe, expect, it } from 'vitest';
import { getMessages } from '../../i18n';
import { itemPayload, itemTitle, itemValues, validateItem } from './resume-items';

const forms = getMessages().forms;

describe('resume items', () => {
  it('turns an item into form values, nulls into empty strings', () => {
    expect(
      itemValues('professional', {
        id: 'x',
        company: 'Acme',
        role: 'Dev',
        startDate: '2020-01-01',
        endDate: null,
        description: null,
      }),
    ).toEqual({ company: 'Acme', role: 'Dev', startDate: '2020-01-01', endDate: '', description: '' });
  });

  it('starts a new technology at an intermediate level', () => {
    expect(itemValues('technology')).toEqual({ name: '', level: 'INTERMEDIATE', yearsOfExperience: '' });
  });

  it('asks for the required fields and a sensible period, in Spanish', () => {
    const errors = validateItem(
      'academic',
      {
        institution: '',
        degree: 'Lic.',
        field: '',
        startDate: '2020-05-01',
        endDate: '2019-01-01',
        description: '',
      },
      forms,
    );
    expect(errors).toEqual({ institution: forms.required, endDate: forms.endBeforeStart });
    expect(
      validateItem('technology', { name: 'Go', level: 'EXPERT', yearsOfExperience: '70' }, forms),
    ).toEqual({
      yearsOfExperience: forms.numberInvalid,
    });
  });

  it('sends a cleared end date as null and years as a number', () => {
    expect(
      itemPayload('professional', {
        company: ' Acme ',
        role: 'Dev',
        startDate: '2020-01-01',
        endDate: '',
        description: '',
      }),
    ).toEqual({ company: 'Acme', role: 'Dev', startDate: '2020-01-01', endDate: null, description: '' });
    expect(
      itemPayload('technology', { name: 'TypeScript', level: 'EXPERT', yearsOfExperience: '5' }),
    ).toEqual({
      name: 'TypeScript',
      level: 'EXPERT',
      yearsOfExperience: 5,
    });
  });

  it('names an item for the confirmation', () => {
    expect(itemTitle('academic', { degree: 'Ingeniería', institution: 'UBA' })).toBe('Ingeniería · UBA');
    expect(itemTitle('technology', { name: 'Go' })).toBe('Go');
  });
});
