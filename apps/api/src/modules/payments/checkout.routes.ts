/**
 * Binds the vendor side of payments: initialising, re-checking and capturing a payment, the
 * public checkout of a payment link, the sandbox vendor's page and every vendor notification.
 */
import type { FastifyRequest } from 'fastify';
import { VendorError } from '../../adapters/http-json.js';
import type { PaymentVendors } from '../../adapters/payments/index.js';
import type { PaymentVendorId } from '../../adapters/payments/payment-vendor.js';
import { AppError } from '../../errors/app-error.js';
import { defineHandlers } from '../../http/handlers.js';
import type { EnrollmentsService } from '../enrollments/index.js';
import type { CheckoutService } from './checkout.service.js';
import type { NotificationsService } from './notifications.service.js';
import { toPaymentDto } from './payment-dtos.js';
import type { PaymentSync } from './payment-sync.js';
import { idempotencyKeyOf } from './payments.routes.js';
import type { PaymentsService } from './payments.service.js';

const incomingOf = (request: FastifyRequest) => ({
  rawBody: request.rawBody ?? Buffer.alloc(0),
  headers: request.headers,
  query: request.query as Record<string, string | undefined>,
});

const statusOf = (payment: { status: string; paidAt: Date | null }) => ({
  status: payment.status as never,
  paidAt: payment.paidAt?.toISOString() ?? null,
});

export function checkoutHandlers({
  payments,
  checkout,
  notifications,
  vendors,
  enrollments,
  paymentSync,
}: {
  payments: PaymentsService;
  checkout: CheckoutService;
  notifications: NotificationsService;
  vendors: PaymentVendors;
  enrollments: EnrollmentsService;
  paymentSync: PaymentSync;
}) {
  const receive =
    (vendorId: PaymentVendorId) =>
    async ({ request }: { request: FastifyRequest }) => {
      await notifications.receive(vendorId, incomingOf(request));
      return { received: true as const };
    };

  async function sandboxPayment(reference: string) {
    if (!vendors.sandbox) throw AppError.notFound('El pago de prueba');
    try {
      const payment = await vendors.sandbox.fetchPayment(reference);
      return {
        reference: payment.vendorReference,
        amount: payment.amount,
        currency: payment.currency as 'ARS' | 'USD',
        status: payment.status as 'PENDING' | 'APPROVED' | 'REJECTED',
      };
    } catch (error) {
      if (error instanceof VendorError) throw AppError.notFound('El pago de prueba');
      throw error;
    }
  }

  return defineHandlers({
    initializePayment: async ({ caller, params, query, body, request }) => {
      const payment = await payments.payableBy(caller, params.paymentId);
      const staff = payments.isPaymentStaff(caller);
      const result = await checkout.initialize(payment, query.vendor, body, {
        owner: caller.userId,
        staff,
        idempotencyKey: idempotencyKeyOf(request.headers),
      });
      return {
        payment: toPaymentDto(result.payment),
        vendorId: result.vendorId,
        redirectUrl: result.redirectUrl,
        vendorOrderId: result.vendorOrderId,
      };
    },
    checkPayment: async ({ caller, params }) =>
      toPaymentDto(await checkout.check(await payments.payableBy(caller, params.paymentId), caller)),
    capturePaypalOrder: async ({ caller, query }) =>
      toPaymentDto(await checkout.capturePaypal(await payments.payableBy(caller, query.paymentId))),
    getPaypalClientId: () => {
      if (!vendors.paypal) throw AppError.notFound('PayPal');
      return {
        clientId: vendors.paypal.clientId,
        environment: vendors.paypal.environment,
        currency: 'USD' as const,
      };
    },
    reissuePaymentLink: async ({ caller, params }) =>
      checkout.issueLink(await payments.linkIssuableBy(caller, params.paymentId)),

    getCheckout: async ({ params }) => checkout.view(await checkout.paymentOfLink(params.token)),
    getCheckoutStatus: async ({ params }) => statusOf(await checkout.paymentOfLink(params.token)),
    initializeCheckout: async ({ params, query, body, request }) => {
      const payment = await checkout.paymentOfLink(params.token);
      const result = await checkout.initialize(payment, query.vendor, body, {
        // Public: the key belongs to the payment the token names.
        owner: `link:${payment.id}`,
        staff: false,
        idempotencyKey: idempotencyKeyOf(request.headers),
      });
      return {
        status: result.payment.status,
        vendorId: result.vendorId,
        redirectUrl: result.redirectUrl,
        vendorOrderId: result.vendorOrderId,
        chargedAmount: result.chargedAmount,
        chargedCurrency: result.chargedCurrency,
      };
    },
    captureCheckoutPaypalOrder: async ({ params }) =>
      statusOf(await checkout.capturePaypal(await checkout.paymentOfLink(params.token))),

    getSandboxPayment: ({ params }) => sandboxPayment(params.reference),
    decideSandboxPayment: async ({ params, body, request }) => {
      await sandboxPayment(params.reference);
      const signed = await vendors.sandbox!.decide(params.reference, body.decision);
      // The sandbox notifies the API like a vendor: the same route, signature and path.
      const url = new URL(signed.url);
      const answer = await request.server.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: signed.headers,
        payload: signed.rawBody,
      });
      if (answer.statusCode >= 300) {
        throw new AppError('VENDOR_UNAVAILABLE', 'La notificación de prueba no se pudo entregar');
      }
      return sandboxPayment(params.reference);
    },

    createReferredEnrollment: async ({ caller, body }) => {
      const { leadId, person, userId, ...referral } = body;
      const named = [userId, person, leadId].filter((given) => given !== undefined).length;
      if (named !== 1) {
        throw new AppError(
          'VALIDATION_FAILED',
          'Datos inválidos: indicá exactamente uno de body.userId, body.person y body.leadId',
          [
            {
              path: 'body.userId',
              message: 'indicá exactamente uno de userId, person y leadId',
              code: 'required',
            },
          ],
        );
      }
      const sale = leadId
        ? { ...referral, leadId }
        : person
          ? { ...referral, person }
          : { ...referral, userId: userId! };
      const { enrollmentId, payment, studentAsTyped } = await payments.createReferredEnrollment(caller, sale);
      return {
        enrollment: { ...(await enrollments.findCreated(enrollmentId)), ...studentAsTyped },
        payment,
        paymentLink: checkout.linkUrl(payment.linkToken!),
      };
    },
    syncEnrollmentPayments: async ({ caller, params }) => {
      await enrollments.periodsStatus(caller, params.enrollmentId);
      await paymentSync.enrollment(params.enrollmentId);
      return enrollments.periodsStatus(caller, params.enrollmentId);
    },
    syncAllEnrollmentPayments: async ({ query }) => ({
      courseId: query.courseId ?? null,
      queued: await paymentSync.all(query.courseId),
    }),

    receiveMercadoPagoWebhook: receive('mercadopago'),
    receivePaypalWebhook: receive('paypal'),
    receiveDlocalNotification: receive('dlocal'),
    receiveSandboxNotification: receive('sandbox'),
  });
}
