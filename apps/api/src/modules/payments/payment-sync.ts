/**
 * The sync with the vendors (syncEnrollmentPayments, syncAllEnrollmentPayments): every
 * PENDING payment initialised with a vendor is read from the vendor again and its status
 * applied through the money rule, so a notification that never arrived (or failed half-way)
 * is completed. pg-boss is not installed: the sync runs now, in batches of BATCH_SIZE
 * payments read in id order, one vendor call at a time; a vendor failure is logged and the
 * sync goes on (the next sync retries that payment). Manual enrollments are skipped by the
 * all-enrollments sync.
 */
import { systemActor } from '../../core/actor.js';
import type { CheckoutService } from './checkout.service.js';
import type { PaymentsRepository } from './payments.repository.js';

const BATCH_SIZE = 100;

/** The sync acts as the system: its status changes are recorded with no user. */
const SYNC = systemActor('payment-sync');

export function createPaymentSync(deps: {
  payments: PaymentsRepository;
  checkout: CheckoutService;
  log: { warn(object: object, message: string): void };
}) {
  /** Re-checks the scope's pending vendor payments; answers how many enrollments they belong to. */
  async function sync(scope: { enrollmentId?: string; courseId?: string }): Promise<number> {
    const enrollments = new Set<string>();
    let afterId: string | null = null;
    for (;;) {
      const batch = await deps.payments.findSyncable(scope, afterId, BATCH_SIZE);
      for (const payment of batch) {
        if (payment.enrollmentId) enrollments.add(payment.enrollmentId);
        await deps.checkout.check(payment, SYNC).catch((error: unknown) => {
          deps.log.warn({ paymentId: payment.id, error: String(error) }, 'vendor sync of a payment failed');
        });
      }
      if (batch.length < BATCH_SIZE) return enrollments.size;
      afterId = batch.at(-1)!.id;
    }
  }

  return {
    enrollment: (enrollmentId: string) => sync({ enrollmentId }),
    all: (courseId?: string) => sync({ courseId }),
  };
}

export type PaymentSync = ReturnType<typeof createPaymentSync>;
