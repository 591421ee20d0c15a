/** Payments' hooks: reads of a payment, its totals, and every write of the payment screens. */
import { formatReceiptNumber } from '@catedra/contract/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateOperations } from '../../lib/query-keys';
import { saveBlobAs } from '../../lib/save-file';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useApiClient } from '../session';
import {
  exchangeRateQuery,
  MONEY_READS,
  openChargesCountQuery,
  type Payment,
  type PaymentMethod,
  type PaymentStatus,
  paymentComponentsQuery,
  paymentDetailsQuery,
  paymentQuery,
  userPaymentsQuery,
} from './queries';

export function usePayment(paymentId: string) {
  return useQuery(paymentQuery(useApiClient(), paymentId));
}

export function usePaymentDetails(paymentId: string) {
  return useQuery(paymentDetailsQuery(useApiClient(), paymentId));
}

export function usePaymentComponents(paymentId: string) {
  return useQuery(paymentComponentsQuery(useApiClient(), paymentId));
}

export function useUserPayments(userId: string | undefined) {
  return useQuery({ ...userPaymentsQuery(useApiClient(), userId ?? ''), enabled: Boolean(userId) });
}

export function useExchangeRate() {
  return useQuery(exchangeRateQuery(useApiClient()));
}

/** How many unapplied charges wait for a staff decision. */
export function useOpenChargesCount(enabled = true) {
  return useQuery({ ...openChargesCountQuery(useApiClient()), enabled });
}

/**
 * A payment's change moves money and periods: every payment read, the ledger and the
 * enrollments (their periods and figures) are stale after it.
 */
function useInvalidateMoney() {
  const queryClient = useQueryClient();
  return () => invalidateOperations(queryClient, ...MONEY_READS);
}

export const useForcePaymentStatus = (paymentId: string) =>
  useApiMutation(
    (
      client,
      {
        status,
        ...update
      }: { status: PaymentStatus; reason: string; amount?: string; method?: PaymentMethod },
    ) =>
      client.updatePaymentStatus({
        paymentId,
        paymentStatus: status,
        paymentStatusUpdate: {
          reason: update.reason,
          ...(update.amount ? { amount: update.amount } : {}),
          ...(update.method ? { method: update.method } : {}),
        },
      }),
    MONEY_READS,
  );

/**
 * Refunds a payment (updatePaymentStatus REFUNDED): a vendor payment's through its vendor. The
 * dialog sends one Idempotency-Key per refund, so asking again after a failure (the vendor did
 * not answer) never refunds twice.
 */
export function useRefundPayment(paymentId: string) {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: { amount: string; reason: string; idempotencyKey: string }) =>
      client.updatePaymentStatus(
        {
          paymentId,
          paymentStatus: 'REFUNDED',
          paymentStatusUpdate: { reason: input.reason, amount: input.amount },
        },
        { headers: { 'Idempotency-Key': input.idempotencyKey } },
      ),
    // A refund the vendor did not answer may be pending now: the payment is re-read either way.
    onSettled: useInvalidateMoney(),
  });
}

export const useSetExchangeRate = () =>
  useApiMutation(
    (client, rate: string) => client.setExchangeRate({ exchangeRateCreation: { rate } }),
    ['getExchangeRate', 'findExchangeRateHistory'],
  );

export const useAttachPayment = (enrollmentId: string) =>
  useApiMutation(
    (client, paymentId: string) =>
      client.addEnrollmentPaymentHistory({
        enrollmentPaymentHistoryDTO: { enrollmentId, paymentIds: [paymentId] },
      }),
    MONEY_READS,
  );

/** A payment for the enrollment's oldest owed period; its answer carries the link's token once. */
export const useCreateEnrollmentPayment = () =>
  useApiMutation(
    (client, enrollmentId: string) => client.createPayment({ paymentCreation: { enrollmentId } }),
    MONEY_READS,
  );

/** A staff decision on an unapplied charge: apply it to the enrollment, or refund it through the vendor. */
export const useDecideCharge = () =>
  useApiMutation((client, input: { chargeId: string; decision: 'apply' | 'refund'; reason: string }) => {
    const request = { chargeId: input.chargeId, unappliedChargeDecision: { reason: input.reason } };
    return input.decision === 'apply'
      ? client.applyUnappliedCharge(request)
      : client.refundUnappliedCharge(request);
  }, MONEY_READS);

/** Downloads an approved payment's PDF receipt through the typed client (it carries the token), named by its number. */
export function useDownloadReceipt() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (payment: Pick<Payment, 'id' | 'receiptNumber'>) => {
      const blob = await client.getPaymentReceipt({ paymentId: payment.id });
      const name = payment.receiptNumber ? formatReceiptNumber(payment.receiptNumber) : payment.id;
      saveBlobAs(blob, `comprobante-${name}.pdf`);
    },
  });
}
