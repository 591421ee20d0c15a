import { describe, expect, it } from 'vitest';
import { mayCall, scopesOf, teachesOnlyOwnCourses } from './access';

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

describe('teachesOnlyOwnCourses', () => {
  it('is a teacher without a scope that reaches every course', () => {
    expect(teachesOnlyOwnCourses(['TEACHER'])).toBe(true);
    expect(teachesOnlyOwnCourses(['TEACHER', 'HOST', 'STUDENT'])).toBe(true);
  });

  it('is not academic staff, MANAGER, or anyone who does not teach', () => {
    for (const scope of ['SU', 'MANAGER_ADMIN', 'ACADEMIC_ADMIN', 'ACADEMIC', 'MANAGER'] as const) {
      expect(teachesOnlyOwnCourses(['TEACHER', scope]), scope).toBe(false);
    }
    expect(teachesOnlyOwnCourses(['HOST'])).toBe(false);
  });
});
