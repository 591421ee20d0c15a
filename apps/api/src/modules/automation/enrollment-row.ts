/**
 * What the enrollments module calls in the transaction that makes an enrollment ACTIVE
 * (decision 0007: this module owns its table; the caller hands its `tx`): the enrollment's row,
 * read in that transaction, queued once per enrollment by the table's unique key — concurrent
 * approvals, a retried transaction or a later reactivation queue nothing more. The
 * `automation-deliveries` job posts it after the commit.
 */
import type { Executor } from '../../db/database.js';
import { createAutomationRepository } from './automation.repository.js';

const fullName = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

/** Queues the row of an enrollment that became ACTIVE at `activatedAt`: false when it was queued before. */
export async function queueEnrollmentRow(
  tx: Executor,
  enrollmentId: string,
  activatedAt: Date,
): Promise<boolean> {
  const repository = createAutomationRepository(tx);
  const facts = await repository.enrollmentFacts(enrollmentId);
  if (!facts) return false;
  const row = {
    enrollmentId,
    activatedAt: activatedAt.toISOString(),
    studentName: fullName(facts.firstName, facts.lastName),
    studentEmail: facts.email,
    course: facts.courseTitle,
    plan: facts.planName,
    amount: facts.amount,
    currency: facts.currency,
    seller: fullName(facts.sellerFirstName, facts.sellerLastName),
    sellerEmail: facts.sellerEmail,
  };
  return repository.queueEnrollment(enrollmentId, { sheet: null, row }, activatedAt);
}
