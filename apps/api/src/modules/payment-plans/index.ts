/** The payment-plans module's public surface. */
export { paymentPlansHandlers } from './payment-plans.routes.js';
export {
  createPaymentPlansService,
  type PaymentPlansService,
  toOverrideDto,
  toPlanDto,
} from './payment-plans.service.js';
