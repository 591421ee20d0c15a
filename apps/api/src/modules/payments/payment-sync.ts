/**
 * The sync with the vendors (syncEnrollmentPayments, syncAllEnrollmentPayments): every
 * PENDING payment initialised with a vendor is read from the vendor again and its status
 * applied through the money rule, so a notification that never arrived (or failed half-way)
 * is completed. The calls sync now; the `payments-sync` job (every 30 minutes, decision 0012)
 * syncs the payments of the last PAYMENTS_SYNC_DAYS days. In batches of BATCH_SIZE payments
 * read in id order, one vendor call at a time; a vendor failure is logged and the sync goes on
 * (the next sync retries that payment). Manual enrollments are skipped by the all-enrollments
 * sync.
 */
import { type SystemActor, systemActor } from '../../core/actor.js';
import type { JobDefinition } from '../jobs/index.js';
import type { CheckoutService } from './checkout.service.js';
import type { PaymentsRepository } from './payments.repository.js';

const BATCH_SIZE = 100;

/** How far back the scheduled sync looks: a payment older than this is left to staff. */
export const PAYMENTS_SYNC_DAYS = 30;

/** The sync acts as the system: its status changes are recorded with no user. */
const SYNC = systemActor('payment-sync');

export function createPaymentSync(deps: {
  payments: PaymentsRepository;
  checkout: CheckoutService;
  log: { warn(object: object, message: string): void };
}) {
  /** Re-checks the scope's pending vendor payments: how many, of how many enrollments, how many failed. */
  async function sync(scope: SyncScope, actor: SystemActor = SYNC) {
    const enrollments = new Set<string>();
    const counts = { payments: 0, failed: 0 };
    let afterId: string | null = null;
    for (;;) {
      const batch = await deps.payments.findSyncable(scope, afterId, BATCH_SIZE);
      for (const payment of batch) {
        if (payment.enrollmentId) enrollments.add(payment.enrollmentId);
        counts.payments += 1;
        await deps.checkout.check(payment, actor).catch((error: unknown) => {
          counts.failed += 1;
          deps.log.warn({ paymentId: payment.id, error: String(error) }, 'vendor sync of a payment failed');
        });
      }
      if (batch.length < BATCH_SIZE) return { ...counts, enrollments: enrollments.size };
      afterId = batch.at(-1)!.id;
    }
  }

  return {
    enrollment: async (enrollmentId: string) => (await sync({ enrollmentId })).enrollments,
    all: async (courseId?: string) => (await sync({ courseId })).enrollments,
    /** The scheduled sync: the payments created since `since` (of a course), as the job. */
    recent: (actor: SystemActor, since: Date, courseId?: string) =>
      sync({ courseId, createdSince: since }, actor),
  };
}

type SyncScope = { enrollmentId?: string; courseId?: string; createdSince?: Date };

/** The vendor sync as a job: every 30 minutes, the payments of the last 30 days (or a course's). */
export function paymentsSyncJob(sync: PaymentSync): JobDefinition<{ courseId?: string }> {
  return {
    name: 'payments-sync',
    title: 'Sincronizar pagos pendientes con los proveedores',
    schedule: '*/30 * * * *',
    run: ({ actor, now, data }) =>
      sync.recent(
        actor,
        new Date(now().getTime() - PAYMENTS_SYNC_DAYS * 86_400_000),
        typeof data.courseId === 'string' ? data.courseId : undefined,
      ),
  };
}

export type PaymentSync = ReturnType<typeof createPaymentSync>;
