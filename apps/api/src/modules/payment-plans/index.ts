/** The payment-plans module's public surface. */
export { createPaymentPlansRepository, type PaymentPlansRepository } from './payment-plans.repository.js';
export { paymentPlansHandlers } from './payment-plans.routes.js';
export {
  createPaymentPlansService,
  type PaymentPlansService,
  toOverrideDto,
  toPlanDto,
} from './payment-plans.service.js';
