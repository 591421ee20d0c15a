/**
 * Queries on the commerce e-mail outbox, and the read that fills an enrollment's e-mail (the
 * student, the course) when it becomes due; a payment's parties come from the payments module. Built on an Executor: the enqueueing transaction's
 * handle, or the pool for the dispatcher.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { selectEnrollmentWithStudentAndCourse } from '../../db/enrollment-parties.js';
import { lockNextDue } from '../../db/outbox-rows.js';
import { insertOnce } from '../../db/rows.js';
import {
  type CommerceMailKind,
  type CommerceMailRow,
  commerceMailOutbox,
  courses,
  enrollments,
  users,
} from '../../db/schema/index.js';

export type OutboxEntry = {
  kind: CommerceMailKind;
  subjectId: string;
  to: string;
  payload: Record<string, unknown>;
  paymentId?: string | null;
};

export function createOutboxRepository(db: Executor) {
  return {
    /** Writes the e-mail once per (kind, subject): false when it was enqueued before. */
    async enqueue(entry: OutboxEntry, now: Date): Promise<boolean> {
      return insertOnce(db, commerceMailOutbox, { ...entry, nextAttemptAt: now, createdAt: now }, [
        commerceMailOutbox.kind,
        commerceMailOutbox.subjectId,
      ]);
    },

    /** The student and course of an enrollment, with the course's invitation link. */
    async enrollmentParties(enrollmentId: string) {
      const [row] = await selectEnrollmentWithStudentAndCourse(db, {
        email: users.email,
        firstName: users.firstName,
        courseId: courses.id,
        courseTitle: courses.title,
        invitationUrl: courses.invitationUrl,
      }).where(eq(enrollments.id, enrollmentId));
      return row;
    },

    /** The oldest due row, locked for this dispatcher's transaction (db/outbox-rows.ts). */
    lockNextDue(now: Date): Promise<CommerceMailRow | undefined> {
      return lockNextDue(db, commerceMailOutbox, now);
    },

    async markSent(id: string, now: Date) {
      await db
        .update(commerceMailOutbox)
        .set({
          status: 'SENT',
          sentAt: now,
          attempts: sql`${commerceMailOutbox.attempts} + 1`,
          lastError: null,
        })
        .where(eq(commerceMailOutbox.id, id));
    },

    /** Counts a failed attempt: tried again at `retryAt`, or FAILED when there is none. */
    async markAttemptFailed(id: string, error: string, retryAt: Date | null) {
      await db
        .update(commerceMailOutbox)
        .set({
          attempts: sql`${commerceMailOutbox.attempts} + 1`,
          lastError: error.slice(0, 2000),
          ...(retryAt ? { nextAttemptAt: retryAt } : { status: 'FAILED' as const }),
        })
        .where(eq(commerceMailOutbox.id, id));
    },

    findBySubject(kind: CommerceMailKind, subjectId: string) {
      return db
        .select()
        .from(commerceMailOutbox)
        .where(and(eq(commerceMailOutbox.kind, kind), eq(commerceMailOutbox.subjectId, subjectId)));
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
