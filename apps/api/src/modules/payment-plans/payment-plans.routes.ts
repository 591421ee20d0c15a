/** Binds the payment-plan operations (and the course calls about plans) to the payment-plans service. */
import { defineHandlers } from '../../http/handlers.js';
import type { PaymentPlansService } from './payment-plans.service.js';

export function paymentPlansHandlers({ paymentPlans: service }: { paymentPlans: PaymentPlansService }) {
  return defineHandlers({
    createCoursePaymentPlan: ({ params, body }) => service.create(params.courseId, body),
    findCoursePaymentPlanById: ({ caller, params }) =>
      service.findById(caller, params.courseId, params.paymentPlanId),
    updateCoursePaymentPlan: ({ params, body }) =>
      service.update(params.courseId, params.paymentPlanId, body),
    createPaymentPlanTierOverride: ({ params, body }) =>
      service.createOverride(params.courseId, params.paymentPlanId, body),
    updatePaymentPlanTierOverride: ({ params, body }) =>
      service.updateOverride(params.courseId, params.paymentPlanId, params.tier, body),
    findCoursePaymentPlans: ({ caller, params, query }) =>
      service.findOffered(caller, params.courseId, query.allianceId),
    importCoursePaymentPlans: ({ params, query }) =>
      service.importFrom(params.courseId, query.sourceCourseId),
  });
}
