/**
 * Sending: claim queued reminders due now (`FOR UPDATE SKIP LOCKED`: two senders never take
 * the same row), recheck each period inside that transaction (paid → CANCELLED; after a
 * partial payment, what is left), mark them SENDING and commit; then get the period's
 * checkout link and send each channel on its own (one failing never blocks the other) and
 * record SENT or FAILED. A crash between the two leaves SENDING: never sent twice.
 */
import { compareMoney, owedOn } from '@catedra/contract';
import type { Actor } from '../../../core/actor.js';
import { type ReminderFacts, reminderEmail, reminderWhatsApp } from '../reminder-messages.js';
import type { ClaimedReminder, ClaimOutcome, SendOutcome } from '../reminders.repository.js';
import type { RemindersDeps } from './deps.js';

/** Reminders claimed per transaction. */
const BATCH = 200;
/** Messages under way at once. */
const PARALLEL = 8;

/** What the recheck decides of a claimed reminder, under its lock. */
export function recheck(row: ClaimedReminder): ClaimOutcome {
  const cancel = (error: string): ClaimOutcome => ({ id: row.id, status: 'CANCELLED', amount: null, error });
  if (row.amount === null || row.paidAmount === null) return cancel('El período ya no existe');
  if (row.enrollmentStatus === 'INACTIVE') return cancel('Inscripción inactiva');
  if (row.manual) return cancel('Inscripción manual');
  if (row.waived) return cancel('Período bonificado');
  const owed = owedOn({ amount: row.amount, paidAmount: row.paidAmount, waived: false });
  if (compareMoney(owed, '0.00') <= 0) return cancel('Pagado antes del envío');
  if (row.channel === 'WHATSAPP' && !row.phone) {
    return { id: row.id, status: 'FAILED', amount: owed, error: 'Sin teléfono' };
  }
  return { id: row.id, status: 'SENDING', amount: owed, error: null };
}

async function inParallel<T>(items: T[], work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export type SendCounts = { sent: number; failed: number; cancelled: number };

export function createReminderSending(deps: RemindersDeps) {
  const { reminders, clock } = deps;

  async function checkoutUrl(actor: Actor, row: ClaimedReminder) {
    try {
      const { linkToken } = await deps.periodLink(actor, row.enrollmentId, row.periodNumber);
      return deps.linkUrl(linkToken);
    } catch {
      // No link can be made (an open payment of other periods holds it): the student's payments.
      return deps.paymentsPageUrl;
    }
  }

  async function sendOne(
    actor: Actor,
    row: ClaimedReminder,
    facts: ReminderFacts,
    settings: Awaited<ReturnType<typeof reminders.settings>>,
  ): Promise<SendOutcome> {
    try {
      if (row.channel === 'EMAIL') {
        await deps.mailer.send({ to: row.email, ...reminderEmail(settings, facts) });
        return { id: row.id, status: 'SENT', messageId: null, error: null };
      }
      const result = await deps.whatsapp.send({
        to: row.phone!,
        ...reminderWhatsApp(settings, facts),
        actor,
        reference: { reminderId: row.id },
      });
      return result.status === 'FAILED' || result.error
        ? { id: row.id, status: 'FAILED', messageId: result.messageId, error: result.error ?? 'Rechazado' }
        : { id: row.id, status: 'SENT', messageId: result.messageId, error: null };
    } catch (error) {
      return { id: row.id, status: 'FAILED', messageId: null, error: messageOf(error) };
    }
  }

  /** One batch: claim and recheck (one transaction), then send. Answers what it claimed and the counts. */
  async function sendBatch(actor: Actor, ids?: string[]) {
    const claimed = await deps.unitOfWork.run(async (tx) => {
      const rows = await tx.reminders.claimDue(clock.now(), BATCH, ids);
      const outcomes = rows.map(recheck);
      await tx.reminders.markClaimed(outcomes, clock.now());
      return rows.map((row, index) => ({ row, outcome: outcomes[index]! }));
    });
    const counts: SendCounts = { sent: 0, failed: 0, cancelled: 0 };
    for (const { outcome } of claimed) {
      if (outcome.status === 'CANCELLED') counts.cancelled++;
      if (outcome.status === 'FAILED') counts.failed++;
    }
    const sending = claimed.filter(({ outcome }) => outcome.status === 'SENDING');
    if (sending.length === 0) return { claimed: claimed.length, counts };
    const settings = await reminders.settings();
    // One checkout link per period: both channels of a period carry the same one.
    const links = new Map<string, Promise<string>>();
    const linkOf = (row: ClaimedReminder) => {
      const key = `${row.enrollmentId}:${row.periodNumber}`;
      if (!links.has(key)) links.set(key, checkoutUrl(actor, row));
      return links.get(key)!;
    };
    const results: SendOutcome[] = [];
    await inParallel(sending, async ({ row, outcome }) => {
      const facts: ReminderFacts = {
        firstName: row.firstName,
        courseTitle: row.courseTitle,
        owed: outcome.amount!,
        currency: row.currency,
        dueDate: row.dueDate!,
        checkoutUrl: await linkOf(row),
      };
      results.push(await sendOne(actor, row, facts, settings));
    });
    await reminders.markSent(results, clock.now());
    for (const result of results) counts[result.status === 'SENT' ? 'sent' : 'failed']++;
    return { claimed: claimed.length, counts };
  }

  return {
    /**
     * Sends what is queued and due now, batch after batch until none is left (`ids`: only
     * those, once). `progress` hears how many were handled.
     */
    async sendDue(
      actor: Actor,
      ids?: string[],
      progress?: (done: number) => Promise<void>,
    ): Promise<SendCounts> {
      const total: SendCounts = { sent: 0, failed: 0, cancelled: 0 };
      for (;;) {
        const { claimed, counts } = await sendBatch(actor, ids);
        total.sent += counts.sent;
        total.failed += counts.failed;
        total.cancelled += counts.cancelled;
        await progress?.(total.sent + total.failed + total.cancelled);
        if (claimed === 0 || ids) return total;
      }
    },
  };
}
