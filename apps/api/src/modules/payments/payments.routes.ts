/** Binds the payment operations (and the enrollment's payment history) to the payments service. */
import { type Caller, defineHandlers } from '../../http/handlers.js';
import { sendCsvDownload } from '../../http/send-csv.js';
import { sendPdfDownload } from '../../http/send-pdf.js';
import type { EnrollmentsService } from '../enrollments/index.js';
import type { PaymentsService } from './payments.service.js';
import type { AttachPayments } from './use-cases/attach-payments.js';

/** The Idempotency-Key header, when one was sent. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers['idempotency-key'];
  const key = Array.isArray(value) ? value[0] : value;
  return key && key.length <= 200 ? key : undefined;
}

export function paymentsHandlers({
  payments: service,
  attachPayments,
  enrollments,
}: {
  payments: PaymentsService;
  attachPayments: AttachPayments;
  enrollments: EnrollmentsService;
}) {
  return defineHandlers({
    createPayment: async ({ caller, body, request }) =>
      service.create(caller, body, idempotencyKeyOf(request.headers)),
    quotePayment: ({ caller, body }) => service.quote(caller, body),
    findAllPayments: ({ caller, query }) => service.findAll(caller, query),
    getPaymentsTotals: ({ caller, query }) => service.totals(caller, query),
    getEnrollmentsIncome: ({ query }) => service.enrollmentsIncome(query),
    exportPayments: async ({ caller, query, reply }) =>
      sendCsvDownload(reply, await service.exportCsv(caller, query)),
    findPaymentById: ({ caller, params }) => service.findById(caller, params.paymentId),
    getPaymentReceipt: async ({ caller, params, reply }) =>
      sendPdfDownload(reply, await service.receipt(caller, params.paymentId)),
    updatePayment: ({ params, body }) => service.update(params.paymentId, body),
    getPaymentDetails: ({ caller, params }) => service.details(caller, params.paymentId),
    getPaymentComponents: ({ caller, params }) => service.components(caller, params.paymentId),
    getPaymentAllowedVendors: ({ caller, params }) => service.allowedVendors(caller, params.paymentId),
    updatePaymentStatus: ({ caller, params, body, request }) =>
      service.forceStatus(
        caller,
        params.paymentId,
        params.paymentStatus,
        body,
        idempotencyKeyOf(request.headers),
      ),
    getExchangeRate: () => service.currentExchangeRate(),
    setExchangeRate: ({ caller, body }) => service.setExchangeRate(caller, body),
    findExchangeRateHistory: ({ query }) => service.exchangeRateHistory(query),
    addEnrollmentPaymentHistory: async ({
      caller,
      body,
    }: {
      caller: Caller;
      body: { enrollmentId: string; paymentIds: string[] };
    }) => {
      await attachPayments(body.enrollmentId, body.paymentIds, caller.userId);
      return enrollments.periodsStatus(caller, body.enrollmentId);
    },
  });
}
