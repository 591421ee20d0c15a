import { describe, expect, it } from 'vitest';
import { mayCall, scopesOf } from './access';

describe('mayCall', () => {
  it('follows the contract: academic admins create topics, teachers do not', () => {
    expect(mayCall('createCourseTopic', ['ACADEMIC_ADMIN'])).toBe(true);
    expect(mayCall('createCourseTopic', ['TEACHER'])).toBe(false);
  });

  it('lets anybody call a public operation', () => {
    expect(scopesOf('verifyCertificate')).toBe('public');
    expect(mayCall('verifyCertificate', [])).toBe(true);
  });

  it('lets teachers and hosts read the roster, not students', () => {
    expect(mayCall('findCourseStudents', ['HOST'])).toBe(true);
    expect(mayCall('findCourseStudents', ['STUDENT'])).toBe(false);
  });
});
