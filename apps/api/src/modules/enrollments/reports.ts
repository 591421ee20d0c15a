/**
 * The enrollments' figures other modules' reports read (modules/reports): narrow functions on
 * a handle (the pool or a transaction) over this module's reports repository.
 */
import { ENROLLMENT_STATUSES } from '@catedra/contract';
import type { Executor } from '../../db/database.js';
import { createEnrollmentReportsRepository } from './reports.repository.js';

export type { CurrencyAmount, DebtAgeRow, EnrollmentStats } from './reports.repository.js';

/** Every status, in the contract's order, with how many enrollments (of a course, or of all) have it now. */
export async function enrollmentsByStatus(db: Executor, courseId?: string) {
  const rows = await createEnrollmentReportsRepository(db).countByStatus(courseId);
  return ENROLLMENT_STATUSES.map((status) => ({
    status,
    count: rows.find((row) => row.status === status)?.count ?? 0,
  }));
}

/** What live enrollments owed past due just before `before` (`today`: the academy's date then), per currency and age. */
export function debtByAge(db: Executor, before: Date, today: string, currency?: 'ARS' | 'USD') {
  return createEnrollmentReportsRepository(db).debtByAge(before, today, currency);
}

/**
 * The enrollments' part of the accounting stats as of `before` (`today`: the academy's date
 * then), in one statement: the ACTIVE ones, and per currency what was due from `firstDay` to
 * `lastDay` and what was owed past due.
 */
export function enrollmentStatsBefore(
  db: Executor,
  before: Date,
  today: string,
  firstDay: string,
  lastDay: string,
) {
  return createEnrollmentReportsRepository(db).statsBefore(before, today, firstDay, lastDay);
}
