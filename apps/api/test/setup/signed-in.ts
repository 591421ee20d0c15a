/** A stored user with the given scopes, the headers of its bearer token, and requests sent with them. */
import type { Scope } from '@catedra/contract';
import type { NewUserRow } from '../../src/db/schema/index.js';
import type { Clock } from '../../src/time/clock.js';
import { createCourse, createEnrollment } from '../factories/academic.js';
import { createUser } from '../factories/users.js';
import { bearer, requestsWith, type TestApp, tokenFor } from './test-app.js';

export async function signedIn(
  t: TestApp,
  scopes: Scope[],
  overrides: Partial<NewUserRow> = {},
  clock?: Clock,
) {
  const user = await createUser(t.database.db, { ...overrides, scopes });
  const headers = bearer(await tokenFor(t.config, user, clock));
  return { user, headers, ...requestsWith(t, headers) };
}

export type SignedIn = Awaited<ReturnType<typeof signedIn>>;

/** `signedIn` for one test file's app, its tokens signed by the app's clock (for an app that travels in time). */
export function signingIn(t: TestApp, clock?: Clock) {
  return (scopes: Scope[], overrides: Partial<NewUserRow> = {}) => signedIn(t, scopes, overrides, clock);
}

/** A course with its signed-in teacher, and a signed-in student enrolled in it. */
export async function courseWithStudent(t: TestApp) {
  const teacher = await signedIn(t, ['TEACHER']);
  const course = await createCourse(t.database.db, { teacherIds: [teacher.user.id] });
  const student = await signedIn(t, ['STUDENT']);
  await createEnrollment(t.database.db, student.user.id, course.id);
  return { teacher, course, student };
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
