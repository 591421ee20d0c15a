/**
 * Enrollments: who is a course's student (DESIGN.md section 4, "Enrollment"). This issue
 * creates the table with its statuses; the enrollments issue extends it with the plan,
 * payment and seller columns.
 */
import { ENROLLMENT_STATUSES } from '@catedra/contract';
import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { courses } from './academic.js';
import { createdAt, id, updatedAt } from './columns.js';
import { users } from './users.js';

export const enrollmentStatus = pgEnum('enrollment_status', ENROLLMENT_STATUSES);

export const enrollments = pgTable(
  'enrollments',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    status: enrollmentStatus('status').notNull().default('PENDING'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    inactiveReason: text('inactive_reason'),
    inactivatedAt: timestamp('inactivated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One enrollment per user and course, not counting the inactive ones.
    uniqueIndex('enrollments_user_id_course_id_current_key')
      .on(table.userId, table.courseId)
      .where(sql`${table.status} <> 'INACTIVE'`),
    index('enrollments_course_id_status_idx').on(table.courseId, table.status),
    index('enrollments_user_id_idx').on(table.userId),
    index('enrollments_created_at_idx').on(table.createdAt),
  ],
);

export type EnrollmentRow = typeof enrollments.$inferSelect;
export type NewEnrollmentRow = typeof enrollments.$inferInsert;
