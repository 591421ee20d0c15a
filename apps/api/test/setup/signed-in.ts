/** A stored user with the given scopes and the headers of its bearer token. */
import type { Scope } from '@catedra/contract';
import type { NewUserRow } from '../../src/db/schema/index.js';
import { createCourse, createEnrollment } from '../factories/academic.js';
import { createUser } from '../factories/users.js';
import { bearer, type TestApp, tokenFor } from './test-app.js';

export async function signedIn(t: TestApp, scopes: Scope[], overrides: Partial<NewUserRow> = {}) {
  const user = await createUser(t.database.db, { ...overrides, scopes });
  return { user, headers: bearer(await tokenFor(t.config, user)) };
}

/** A course with its signed-in teacher and host, and a signed-in student enrolled in it. */
export async function courseWithPeople(t: TestApp) {
  const teacher = await signedIn(t, ['TEACHER']);
  const host = await signedIn(t, ['HOST']);
  const course = await createCourse(t.database.db, {
    teacherIds: [teacher.user.id],
    hostIds: [host.user.id],
  });
  const student = await signedIn(t, ['STUDENT']);
  await createEnrollment(t.database.db, student.user.id, course.id);
  return { teacher, host, course, student };
}
