/**
 * What every enrollments use case is built with, and the steps several of them share:
 * answering an enrollment just written, locking one for a change, its schedule's anchor.
 * Module-private: only the use cases and the service factory import it.
 */
import { localDateOf } from '@catedra/contract';
import type { CsvExports } from '../../../core/csv/csv-file.js';
import type { Executor } from '../../../db/database.js';
import type { EnrollmentRow } from '../../../db/schema/index.js';
import type { UnitOfWork } from '../../../db/unit-of-work.js';
import { AppError } from '../../../errors/app-error.js';
import type { Clock } from '../../../time/clock.js';
import type { CertificatesService } from '../../certificates/index.js';
import type { EnrollmentsRepository } from '../enrollments.repository.js';

export type EnrollmentsDeps = {
  enrollments: EnrollmentsRepository;
  /** `executor`: the transaction's handle, for other modules' functions (the e-mail outbox). */
  unitOfWork: UnitOfWork<{ executor: Executor; enrollments: EnrollmentsRepository }>;
  certificates: CertificatesService;
  users: { findById(id: string): Promise<{ allianceId: string | null } | undefined> };
  clock: Clock;
  /** The list's CSV export (in the academy's zone). */
  csv: CsvExports;
};

/** What a 404 about an enrollment names. */
export const PAGE_OF_ALL = 'La inscripción';

/** The contract's answer for an enrollment just written (it exists: the caller's transaction made it). */
export async function answerOf({ enrollments, clock }: EnrollmentsDeps, enrollmentId: string) {
  return (await enrollments.read(enrollmentId, clock.now()))!.dto;
}

/** Locks the enrollment for a change; an INACTIVE one is refused. */
export async function lockChangeable(repository: EnrollmentsRepository, enrollmentId: string) {
  const row = await repository.lock(enrollmentId);
  if (!row) throw AppError.notFound(PAGE_OF_ALL);
  if (row.status === 'INACTIVE')
    throw new AppError('ENROLLMENT_NOT_CHANGEABLE', 'La inscripción está inactiva');
  return row;
}

/** The enrollment's anchor date: its first period's due date (the day it was made, in the course's zone). */
export async function anchorOf(repository: EnrollmentsRepository, row: EnrollmentRow, timezoneId: string) {
  const [first] = await repository.findPeriods(row.id);
  return first?.dueDate ?? localDateOf(row.createdAt, timezoneId);
}
