/**
 * "An enrollment with its student and course": the join several modules read (a certificate's
 * issue, the commerce mails, the automation row). The caller picks the columns and adds its
 * own joins and conditions.
 */
import { eq } from 'drizzle-orm';
import type { PgSelectBase, SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from './database.js';
import { courses, enrollments, users } from './schema/index.js';

/** The select Drizzle writes for `fields` from enrollments inner-joined to users and courses. */
type EnrollmentWithStudentAndCourse<T extends SelectedFields> = PgSelectBase<
  'enrollments',
  T,
  'partial',
  { enrollments: 'not-null'; users: 'not-null'; courses: 'not-null' },
  false,
  never
>;

export function selectEnrollmentWithStudentAndCourse<T extends SelectedFields>(
  db: Executor,
  fields: T,
): EnrollmentWithStudentAndCourse<T> {
  // Drizzle cannot chain joins on a generic selection; the query is built on the untyped
  // selection and typed back as what it selects.
  const selection: SelectedFields = fields;
  return db
    .select(selection)
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .innerJoin(courses, eq(courses.id, enrollments.courseId)) as unknown as EnrollmentWithStudentAndCourse<T>;
}
