/** The notifications module's public surface: the commerce e-mail outbox (enqueue in a transaction) and its dispatcher. */
export {
  type CommerceMailDispatcher,
  createCommerceMailDispatcher,
  MAX_ATTEMPTS,
  retryDelayMs,
} from './dispatcher.js';
export { type Paragraph, type RenderedEmail, renderEmail } from './emails.js';
export {
  enqueueEnrollmentActive,
  enqueuePaymentApproved,
  enqueuePaymentRejected,
  enqueueRefundMade,
  type MailedPayment,
  type PaymentParties,
} from './enqueue.js';
