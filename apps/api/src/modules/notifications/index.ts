/** The notifications module's public surface: the commerce e-mail outbox (enqueue in a transaction) and its dispatcher. */
export {
  COMMERCE_MAIL_JOB,
  type CommerceMailDispatcher,
  commerceMailJob,
  createCommerceMailDispatcher,
  MAX_ATTEMPTS,
  retryDelayMs,
  wakeCommerceMail,
} from './dispatcher.js';
export { type Paragraph, type RenderedEmail, renderEmail } from './emails.js';
export {
  enqueueEnrollmentActive,
  enqueuePaymentApproved,
  enqueuePaymentRejected,
  enqueuePreparedEmail,
  enqueueRefundMade,
  type MailedPayment,
  type PaymentParties,
  type PreparedEmail,
  type PreparedMailKind,
} from './enqueue.js';
