/** The payments module's public surface. */
export { checkoutHandlers } from './checkout.routes.js';
export { type CheckoutService, createCheckoutService } from './checkout.service.js';
export { rebuildPaymentDailyCounts } from './daily-counts.js';
export { canonicalRate, convertMoney } from './exchange.js';
export { createIdempotency, type Idempotent } from './idempotency.js';
export { checkLedger, type LedgerReport } from './ledger.js';
export { createNotificationsService, type NotificationsService } from './notifications.service.js';
export { hashLinkToken, toPaymentDto } from './payment-dtos.js';
export {
  type ApplyPaymentStatus,
  createPaymentStatusRule,
  type StatusRequest,
  type VendorCharge,
} from './payment-status.js';
export { createPaymentSync, type PaymentSync, paymentsSyncJob } from './payment-sync.js';
export { transitionOf } from './payment-transitions.js';
export { paymentsHandlers } from './payments.routes.js';
export { createPaymentsService, type PaymentsService } from './payments.service.js';
export { type ReceiptFile, receiptOfPayment } from './receipt-of.js';
export {
  createRefundsService,
  type RefundsService,
  type VendorRefundCall,
  type VendorRefundOutcome,
} from './refunds.service.js';
export { createSandboxPaymentStore } from './sandbox-store.js';
export { unappliedChargesHandlers } from './unapplied-charges.routes.js';
export {
  createUnappliedChargesService,
  type RefundCharge,
  type UnappliedChargesService,
} from './unapplied-charges.service.js';
export { type AttachPayments, createPaymentAttachment } from './use-cases/attach-payments.js';
export { exchangeRateBefore } from './use-cases/exchange-rates.js';
