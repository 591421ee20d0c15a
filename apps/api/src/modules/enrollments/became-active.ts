/**
 * What follows, in the same transaction, from an enrollment becoming ACTIVE (a payment
 * reached a PENDING one, a 100% scholarship, a reactivation of a paid one): its "inscripción
 * activa" e-mail and its row for the spreadsheet automation, each queued once per enrollment
 * by its module's unique key, and sent after the commit.
 */
import type { Executor } from '../../db/database.js';
import { queueEnrollmentRow } from '../automation/index.js';
import { enqueueEnrollmentActive } from '../notifications/index.js';

export async function enrollmentBecameActive(tx: Executor, enrollmentId: string, now: Date) {
  await enqueueEnrollmentActive(tx, enrollmentId, now);
  await queueEnrollmentRow(tx, enrollmentId, now);
}
