/**
 * Sends the commerce e-mails the outbox holds, after the transactions that enqueued them
 * committed (an e-mail is never sent from inside a transaction that may still roll back or
 * run again, nor from a GET). It is the `commerce-mail` job (decision 0012): enqueued after
 * every unit of work that committed (one waiting at a time, `singletonKey`), and scheduled
 * every minute for what a wake missed (a failure to retry, a row another process wrote)
 * (docs/domain/commerce-mail.md).
 *
 * One row at a time, each in its own transaction holding the row (`FOR UPDATE SKIP LOCKED`):
 * two workers never send one row. A sent row is SENT; a failure counts the attempt, keeps
 * the error and tries again later (doubling waits), FAILED after MAX_ATTEMPTS. A mail failure
 * never touches the payment: it committed before.
 */
import type { Executor } from '../../db/database.js';
import type { CommerceMailRow } from '../../db/schema/index.js';
import { withTransaction } from '../../db/unit-of-work.js';
import type { Clock } from '../../time/clock.js';
import type { JobDefinition, JobQueue } from '../jobs/index.js';
import type { Mailer, OutgoingEmail } from '../mail/index.js';
import { type CommercePayload, commerceEmail } from './emails.js';
import type { PreparedEmail } from './enqueue.js';
import { createOutboxRepository } from './outbox.repository.js';

export const MAX_ATTEMPTS = 8;
/** Rows one sweep sends at most; the next wake or sweep takes the rest. */
const SWEEP_BATCH = 50;

/** The wait before the next attempt after `attempts` failed ones: 1, 2, 4… minutes, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(2 ** (attempts - 1), 60) * 60_000;

export type Attachment = { filename: string; content: Buffer; contentType: string };

export type DispatcherDeps = {
  db: Executor;
  mailer: Mailer;
  clock: Clock;
  /** The public site, for the links the e-mails carry. */
  webOrigin: string;
  /** The receipt PDF of an approved payment (the payments module's). */
  receiptOf: (paymentId: string) => Promise<{ fileName: string; content: Buffer } | undefined>;
  log: { error(object: object, message: string): void; warn(object: object, message: string): void };
};

export function createCommerceMailDispatcher(deps: DispatcherDeps) {
  async function emailOf(row: CommerceMailRow): Promise<OutgoingEmail> {
    const prepared = (row.payload as { prepared?: PreparedEmail }).prepared;
    if (prepared) return { to: row.to, ...prepared };
    const email = commerceEmail(row.kind, row.payload as CommercePayload, deps.webOrigin);
    const outgoing: OutgoingEmail = { to: row.to, ...email };
    if (row.kind === 'PAYMENT_APPROVED' && row.paymentId) {
      const receipt = await deps.receiptOf(row.paymentId);
      if (receipt) {
        outgoing.attachments = [
          { filename: receipt.fileName, content: receipt.content, contentType: 'application/pdf' },
        ];
      }
    }
    return outgoing;
  }

  /** Sends the oldest due row, if any: whether there was one, and whether it left. */
  async function sendNext(): Promise<'sent' | 'failed' | false> {
    return withTransaction(deps.db, async (tx) => {
      const outbox = createOutboxRepository(tx);
      const now = deps.clock.now();
      const row = await outbox.lockNextDue(now);
      if (!row) return false;
      try {
        await deps.mailer.send(await emailOf(row));
        await outbox.markSent(row.id, deps.clock.now());
        return 'sent';
      } catch (error) {
        const attempts = row.attempts + 1;
        const retryAt = attempts < MAX_ATTEMPTS ? new Date(now.getTime() + retryDelayMs(attempts)) : null;
        deps.log.warn({ outboxId: row.id, kind: row.kind, attempts, err: error }, 'commerce e-mail not sent');
        await outbox.markAttemptFailed(
          row.id,
          error instanceof Error ? error.message : String(error),
          retryAt,
        );
        return 'failed';
      }
    });
  }

  /** Sends what is due, up to a batch: how many left and how many failed (the job's counts). */
  async function sweep(): Promise<{ sent: number; failed: number }> {
    const counts = { sent: 0, failed: 0 };
    for (let handled = 0; handled < SWEEP_BATCH; handled += 1) {
      const outcome = await sendNext();
      if (!outcome) break;
      counts[outcome] += 1;
    }
    return counts;
  }

  return { sendNext, sweep };
}

export type CommerceMailDispatcher = ReturnType<typeof createCommerceMailDispatcher>;

export const COMMERCE_MAIL_JOB = 'commerce-mail';

/**
 * The dispatcher as a job: every minute, and enqueued after each commit (`wakeCommerceMail`).
 * A sweep that found nothing leaves no run on Tareas.
 */
export function commerceMailJob(dispatcher: CommerceMailDispatcher): JobDefinition {
  return {
    name: COMMERCE_MAIL_JOB,
    title: 'Correos comerciales',
    schedule: '* * * * *',
    recordIdleRuns: false,
    run: () => dispatcher.sweep(),
  };
}

/** After a commit: one sweep waiting (a key of its own), so what it enqueued leaves at once. */
export function wakeCommerceMail(queue: JobQueue): Promise<void> {
  return queue.enqueue(COMMERCE_MAIL_JOB, {}, { singletonKey: 'wake' });
}
