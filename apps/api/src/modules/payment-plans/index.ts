/** The payment-plans module's public surface. */
export { paymentPlansHandlers } from './payment-plans.routes.js';
export { createPaymentPlansService, type PaymentPlansService } from './payment-plans.service.js';
export { toOverrideDto, toPlanDto } from './plan-dtos.js';
