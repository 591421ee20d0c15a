/**
 * Sends the commerce e-mails the outbox holds, after the transactions that enqueued them
 * committed (an e-mail is never sent from inside a transaction that may still roll back or
 * run again, nor from a GET). In-process for now: `wake()` after every unit of work that
 * committed (composition/dependencies.ts), a sweep at start-up and one every minute for what a
 * wake missed (a failure to retry, a row another process wrote). The collections issue moves
 * this onto its pg-boss job runner: the outbox table and `sendNext` stay, only the triggering
 * changes (docs/domain/commerce-mail.md).
 *
 * One row at a time, each in its own transaction holding the row (`FOR UPDATE SKIP LOCKED`):
 * two dispatchers never send one row. A sent row is SENT; a failure counts the attempt, keeps
 * the error and tries again later (doubling waits), FAILED after MAX_ATTEMPTS. A mail failure
 * never touches the payment: it committed before.
 */
import type { Executor } from '../../db/database.js';
import type { CommerceMailRow } from '../../db/schema/index.js';
import { withTransaction } from '../../db/unit-of-work.js';
import type { Clock } from '../../time/clock.js';
import type { Mailer, OutgoingEmail } from '../mail/index.js';
import { type CommercePayload, commerceEmail } from './emails.js';
import { createOutboxRepository } from './outbox.repository.js';

export const MAX_ATTEMPTS = 8;
export const SWEEP_EVERY_MS = 60_000;
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
  /** The periodic sweep's timer (tests pass their own). */
  every?: (run: () => void, ms: number) => { unref?(): void };
  stopTimer?: (handle: unknown) => void;
};

export function createCommerceMailDispatcher(deps: DispatcherDeps) {
  const every = deps.every ?? ((run, ms) => setInterval(run, ms));
  const stopTimer = deps.stopTimer ?? ((handle) => clearInterval(handle as NodeJS.Timeout));
  let running: Promise<void> | null = null;
  let wokenWhileRunning = false;
  let timer: unknown = null;
  let stopped = false;

  async function emailOf(row: CommerceMailRow): Promise<OutgoingEmail> {
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

  /** Sends the oldest due row, if any: whether there was one. */
  async function sendNext(): Promise<boolean> {
    return withTransaction(deps.db, async (tx) => {
      const outbox = createOutboxRepository(tx);
      const now = deps.clock.now();
      const row = await outbox.lockNextDue(now);
      if (!row) return false;
      try {
        await deps.mailer.send(await emailOf(row));
        await outbox.markSent(row.id, deps.clock.now());
      } catch (error) {
        const attempts = row.attempts + 1;
        const retryAt = attempts < MAX_ATTEMPTS ? new Date(now.getTime() + retryDelayMs(attempts)) : null;
        deps.log.warn({ outboxId: row.id, kind: row.kind, attempts, err: error }, 'commerce e-mail not sent');
        await outbox.markAttemptFailed(
          row.id,
          error instanceof Error ? error.message : String(error),
          retryAt,
        );
      }
      return true;
    });
  }

  /** Sends what is due, up to a batch; answers how many rows it handled. */
  async function sweep(): Promise<number> {
    let handled = 0;
    while (!stopped && handled < SWEEP_BATCH && (await sendNext())) handled += 1;
    return handled;
  }

  function runSweep() {
    if (stopped) return;
    if (running) {
      wokenWhileRunning = true;
      return;
    }
    running = sweep()
      .then(() => undefined)
      .catch((error) => deps.log.error({ err: error }, 'commerce e-mail sweep failed'))
      .finally(() => {
        running = null;
        if (wokenWhileRunning) {
          wokenWhileRunning = false;
          runSweep();
        }
      });
  }

  return {
    sendNext,
    sweep,
    /** After a commit: sends what it enqueued, without holding up the caller. */
    wake() {
      if (!stopped) setImmediate(runSweep);
    },
    /** The sweep at start-up, then every minute. */
    start() {
      stopped = false;
      runSweep();
      const handle = every(runSweep, SWEEP_EVERY_MS);
      handle.unref?.();
      timer = handle;
    },
    /** No new sweep; waits for the one under way. */
    async stop() {
      stopped = true;
      if (timer !== null) stopTimer(timer);
      timer = null;
      await running;
    },
  };
}

export type CommerceMailDispatcher = ReturnType<typeof createCommerceMailDispatcher>;
