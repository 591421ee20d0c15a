/**
 * Refunds go through the vendor (issue 17, item 4; docs/domain/payments.md, "Refunds").
 *
 * - Staff's refund of a vendor payment (updatePaymentStatus REFUNDED) asks the vendor's refund
 *   API: reserved under the payment's lock, the vendor called outside any transaction with our
 *   idempotency key, its answer settled (use-cases/request-refund.ts).
 * - Settling a vendor refund (`settle`) is one transaction under the payment's lock, once
 *   whatever the number of notifications or re-checks that report it; a COMPLETED one writes
 *   the REFUND movement through the money rule (use-cases/settle-refund.ts).
 * - What the vendor reports (`reconcile`, `confirmPending`, `receive`): for a payer's check,
 *   the sync and the vendors' notifications, as the actor that runs them
 *   (use-cases/reconcile-refunds.ts).
 * - Only a manual payment (or one never initialised with a vendor) is refunded by hand: the
 *   money rule alone, as before.
 *
 * This factory wires those use cases with their dependencies into the one service.
 */
import type { PaymentVendors } from '../../adapters/payments/index.js';
import type { PaymentRow } from '../../db/schema/index.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import type { Clock } from '../../time/clock.js';
import type { ApplyPaymentStatus, MoneyRepositories } from './payment-status.js';
import type { PaymentsRepository } from './payments.repository.js';
import { createRefundReconciliation } from './use-cases/reconcile-refunds.js';
import { toRefundDto } from './use-cases/refund-amounts.js';
import { createVendorRefunds } from './use-cases/refund-through-vendor.js';
import { createRefundRequest } from './use-cases/request-refund.js';
import { createRefundSettlement } from './use-cases/settle-refund.js';

export type { VendorRefundCall, VendorRefundOutcome } from './use-cases/refund-through-vendor.js';

export type RefundsDeps = {
  unitOfWork: UnitOfWork<MoneyRepositories>;
  payments: PaymentsRepository;
  applyPaymentStatus: ApplyPaymentStatus;
  vendors: PaymentVendors;
  /** The API's public address: where dLocal notifies a refund it settles later. */
  notificationBaseUrl: string;
  clock: Clock;
  log: { info(object: object, message: string): void; warn(object: object, message: string): void };
};

export function createRefundsService(deps: RefundsDeps) {
  const vendorRefunds = createVendorRefunds(deps);
  const settlement = createRefundSettlement(deps);
  const { refundThroughVendor, refundUnappliedCharge } = vendorRefunds;
  return {
    refundThroughVendor,
    refundUnappliedCharge,
    settle: settlement.settle,
    ...createRefundRequest(deps, vendorRefunds, settlement),
    ...createRefundReconciliation(deps, vendorRefunds, settlement),

    /** A payment's refunds for getPaymentDetails, oldest first. */
    async of(payment: PaymentRow) {
      return (await deps.payments.refunds.ofPayment(payment.id)).map((row) =>
        toRefundDto(row, payment.currency),
      );
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
