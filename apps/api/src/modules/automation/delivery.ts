/**
 * One attempt of one delivery, as every path sends it (the test call, Reenviar, the job): the
 * body built from the row, posted through the webhook adapter, and what the answer leaves on
 * the row. The caller holds the row (its own new row, or one locked `FOR UPDATE SKIP LOCKED`)
 * for the whole attempt, so two senders never post one row.
 */
import type { AutomationWebhook, WebhookOutcome } from '../../adapters/index.js';
import type { AutomationDeliveryRow } from '../../db/schema/index.js';
import type { AttemptResult, AutomationRepository } from './automation.repository.js';

/** Attempts before a delivery the automation keeps failing (429, 5xx, no answer) is FAILED. */
export const MAX_ATTEMPTS = 10;

/** The wait after `attempts` failed ones: 1, 2, 4… minutes, at most 6 hours (about a day and a half in all). */
export const retryDelayMs = (attempts: number) => Math.min(2 ** (attempts - 1), 360) * 60_000;

/** The JSON the automation receives (docs/domain/automation.md). */
export function bodyOf(row: AutomationDeliveryRow): string {
  return JSON.stringify({
    deliveryId: row.id,
    kind: row.kind,
    sheet: row.payload.sheet,
    row: row.payload.row,
    createdAt: row.createdAt.toISOString(),
  });
}

/** What an answer leaves on a row that had `attempts` before it. */
export function attemptResultOf(outcome: WebhookOutcome, attempts: number, now: Date): AttemptResult {
  const none = { lastHttpStatus: null, lastError: null, nextAttemptAt: null, deliveredAt: null };
  switch (outcome.result) {
    case 'not-configured':
      return { ...none, status: 'KEPT', attempts };
    case 'delivered':
      return {
        ...none,
        status: 'DELIVERED',
        attempts: attempts + 1,
        lastHttpStatus: outcome.status,
        deliveredAt: now,
      };
    case 'refused':
      return {
        ...none,
        status: 'FAILED',
        attempts: attempts + 1,
        lastHttpStatus: outcome.status,
        lastError: outcome.error,
      };
    case 'retry': {
      const made = attempts + 1;
      const wait = Math.max(retryDelayMs(made), outcome.retryAfterMs ?? 0);
      return {
        ...none,
        status: made < MAX_ATTEMPTS ? 'PENDING' : 'FAILED',
        attempts: made,
        lastHttpStatus: outcome.status,
        lastError: outcome.error,
        nextAttemptAt: made < MAX_ATTEMPTS ? new Date(now.getTime() + wait) : null,
      };
    }
  }
}

/** Posts the held row and records what came of it; answers the row as it is then, and the outcome. */
export async function attempt(
  repository: AutomationRepository,
  webhook: AutomationWebhook,
  row: AutomationDeliveryRow,
  now: () => Date,
): Promise<{ row: AutomationDeliveryRow; outcome: WebhookOutcome }> {
  const outcome = await webhook.post(row.id, bodyOf(row));
  const updated = await repository.recordAttempt(row.id, attemptResultOf(outcome, row.attempts, now()));
  return { row: updated, outcome };
}
