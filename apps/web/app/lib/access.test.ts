import { describe, expect, it } from 'vitest';
import { mayCall, ownCoursesFilter, scopesOf } from './access';

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

describe('ownCoursesFilter', () => {
  it('starts a teacher on the courses it teaches, a host on those it hosts', () => {
    expect(ownCoursesFilter(['TEACHER'])).toBe('teacherIds');
    expect(ownCoursesFilter(['TEACHER', 'HOST', 'STUDENT'])).toBe('teacherIds');
    expect(ownCoursesFilter(['HOST'])).toBe('hostIds');
  });

  it('leaves academic staff, MANAGER and everyone else on every course', () => {
    for (const scope of ['SU', 'MANAGER_ADMIN', 'ACADEMIC_ADMIN', 'ACADEMIC', 'MANAGER'] as const) {
      expect(ownCoursesFilter(['TEACHER', scope]), scope).toBe(null);
      expect(ownCoursesFilter(['HOST', scope]), scope).toBe(null);
    }
    expect(ownCoursesFilter(['STUDENT'])).toBe(null);
  });
});
