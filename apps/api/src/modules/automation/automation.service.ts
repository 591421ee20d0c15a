/**
 * The automation webhook's rules (docs/domain/automation.md): SU's test row sent at once, a
 * FAILED or KEPT delivery sent again, the list, and the sweep the `automation-deliveries` job
 * runs — due rows posted one at a time, each in its own transaction holding the row
 * (`FOR UPDATE SKIP LOCKED`), so two workers never post one row. Sending never runs in a
 * unit of work that may run again: a retried transaction would post twice.
 */
import type { AutomationDelivery, SpreadsheetRowData } from '@catedra/contract';
import type { Static } from 'typebox';
import type { AutomationWebhook } from '../../adapters/index.js';
import { type PageQuery, pageOf, toPageRequest } from '../../core/pagination.js';
import type { Executor } from '../../db/database.js';
import type { AutomationDeliveryRow } from '../../db/schema/index.js';
import { withTransaction } from '../../db/unit-of-work.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../time/clock.js';
import type { JobCounts } from '../jobs/index.js';
import {
  type AutomationRepository,
  createAutomationRepository,
  type DeliveryFilters,
} from './automation.repository.js';
import { attempt, MAX_ATTEMPTS } from './delivery.js';

/** Rows one sweep sends at most; the next run takes the rest. */
export const SWEEP_BATCH = 100;

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

export function toDeliveryDto(row: AutomationDeliveryRow): Static<typeof AutomationDelivery> {
  return {
    id: row.id,
    kind: row.kind,
    enrollmentId: row.enrollmentId,
    sheet: row.payload.sheet,
    row: row.payload.row,
    status: row.status,
    attempts: row.attempts,
    lastHttpStatus: row.lastHttpStatus,
    lastError: row.lastError,
    nextAttemptAt: iso(row.nextAttemptAt),
    createdAt: row.createdAt.toISOString(),
    deliveredAt: iso(row.deliveredAt),
  };
}

const notResendable = (why: string) =>
  new AppError('AUTOMATION_DELIVERY_NOT_RESENDABLE', `El envío no se reenvía: ${why}`);

export function createAutomationService(deps: { db: Executor; webhook: AutomationWebhook; clock: Clock }) {
  const { db, webhook, clock } = deps;
  const now = () => clock.now();
  const pool = createAutomationRepository(db);
  const within = <T>(work: (repository: AutomationRepository) => Promise<T>) =>
    withTransaction(db, (tx) => work(createAutomationRepository(tx)));

  /** Posts the oldest due row, if any: the row as it is after the attempt. */
  const sendNextDue = (at: () => Date) =>
    within(async (repository) => {
      const row = await repository.lockNextDue(at());
      return row && (await attempt(repository, webhook, row, at)).row;
    });

  return {
    settings() {
      const { configured, host, signed, timeoutMs } = webhook;
      return { configured, host, signed, timeoutMs, maxAttempts: MAX_ATTEMPTS };
    },

    async findAll(query: PageQuery & DeliveryFilters) {
      const page = toPageRequest(query);
      const { status, kind, enrollmentId } = query;
      const { rows, total } = await pool.findPage({ status, kind, enrollmentId }, page);
      return pageOf(rows.map(toDeliveryDto), total, page);
    },

    /** SU's test row: kept as a TEST delivery and posted now, in the transaction that writes it. */
    async testSend(body: Static<typeof SpreadsheetRowData>) {
      const { outcome } = await within(async (repository) => {
        const row = await repository.insertTest({ sheet: body.sheet ?? null, row: body.values }, now());
        return attempt(repository, webhook, row, now);
      });
      return {
        delivered: outcome.result === 'delivered',
        status: 'status' in outcome ? outcome.status : null,
      };
    },

    /** A FAILED or KEPT delivery posted again now, its attempts counted afresh. */
    async resend(deliveryId: string) {
      const row = await within(async (repository) => {
        const held = await repository.findById(deliveryId, true);
        if (!held) {
          if (await pool.findById(deliveryId)) throw notResendable('se está enviando en este momento');
          throw AppError.notFound('El envío');
        }
        if (held.status === 'PENDING') throw notResendable('ya está en la cola de reintentos');
        if (held.status === 'DELIVERED') throw notResendable('la automatización ya lo recibió');
        return (await attempt(repository, webhook, { ...held, attempts: 0 }, now)).row;
      });
      return toDeliveryDto(row);
    },

    /**
     * The job's run: with a URL, the KEPT rows become due and every due row is posted (up to
     * a batch); without one, the due rows are KEPT. Answers its counts.
     */
    async sendDue(at: () => Date = now): Promise<JobCounts> {
      if (!webhook.configured) return { kept: await pool.keepDue(at()) };
      const counts = { released: await pool.releaseKept(at()), delivered: 0, retrying: 0, failed: 0 };
      for (let sent = 0; sent < SWEEP_BATCH; sent += 1) {
        const row = await sendNextDue(at);
        if (!row) break;
        if (row.status === 'DELIVERED') counts.delivered += 1;
        else if (row.status === 'PENDING') counts.retrying += 1;
        else counts.failed += 1;
      }
      return counts;
    },
  };
}

export type AutomationService = ReturnType<typeof createAutomationService>;
