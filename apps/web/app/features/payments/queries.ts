/** The payments area's query options and keys, through the typed client. */
import type { ApiClient } from '@catedra/client';
import { queryOptions } from '@tanstack/react-query';
import type { Input, Output } from '../../lib/api-types';

export type Payment = Output<'findPaymentById'>;
/** A row of the payments list: the payment with its payer's name and e-mail. */
export type PaymentListItem = Output<'findAllPayments'>['content'][number];
export type PaymentDetails = Output<'getPaymentDetails'>;
export type PaymentComponent = Output<'getPaymentComponents'>[number];
export type PaymentStatus = Payment['status'];
export type MoneyMovement = Output<'findAllMoneyMovements'>['content'][number];
export type ExchangeRate = Output<'getExchangeRate'>;
/** A rate of the history, with the name of who set it. */
export type ExchangeRateListItem = Output<'findExchangeRateHistory'>['content'][number];
export type PaymentListQuery = NonNullable<Input<'findAllPayments'>>;
export type MovementListQuery = NonNullable<Input<'findAllMoneyMovements'>>;
export type ExchangeHistoryQuery = NonNullable<Input<'findExchangeRateHistory'>>;
export type UnappliedCharge = Output<'findAllUnappliedCharges'>['content'][number];
export type ChargeListQuery = NonNullable<Input<'findAllUnappliedCharges'>>;

export const paymentKeys = {
  all: ['payments'] as const,
  list: (query: PaymentListQuery) => ['payments', 'list', query] as const,
  totals: (query: PaymentListQuery) => ['payments', 'totals', query] as const,
  one: (paymentId: string) => ['payments', 'one', paymentId] as const,
  details: (paymentId: string) => ['payments', 'details', paymentId] as const,
  components: (paymentId: string) => ['payments', 'components', paymentId] as const,
  ofUser: (userId: string) => ['payments', 'user', userId] as const,
  movements: (query: MovementListQuery) => ['money-movements', 'list', query] as const,
  movementTotals: (query: MovementListQuery) => ['money-movements', 'totals', query] as const,
  /** Under `payments`: a change of money refreshes them with every payment read. */
  charges: (query: ChargeListQuery) => ['payments', 'unapplied-charges', query] as const,
  exchangeRate: ['exchange-rate', 'current'] as const,
  exchangeHistory: (query: ExchangeHistoryQuery) => ['exchange-rate', 'history', query] as const,
};

export const paymentsQuery = (client: ApiClient, query: PaymentListQuery) =>
  queryOptions({
    queryKey: paymentKeys.list(query),
    queryFn: ({ signal }) => client.findAllPayments(query, { signal }),
  });

export const paymentQuery = (client: ApiClient, paymentId: string) =>
  queryOptions({
    queryKey: paymentKeys.one(paymentId),
    queryFn: ({ signal }) => client.findPaymentById({ paymentId }, { signal }),
  });

export const paymentDetailsQuery = (client: ApiClient, paymentId: string) =>
  queryOptions({
    queryKey: paymentKeys.details(paymentId),
    queryFn: ({ signal }) => client.getPaymentDetails({ paymentId }, { signal }),
  });

export const paymentComponentsQuery = (client: ApiClient, paymentId: string) =>
  queryOptions({
    queryKey: paymentKeys.components(paymentId),
    queryFn: ({ signal }) => client.getPaymentComponents({ paymentId }, { signal }),
  });

/** A user's latest payments (up to 200), newest first: Mis pagos, and what an enrollment may attach. */
export const userPaymentsQuery = (client: ApiClient, userId: string) =>
  queryOptions({
    queryKey: paymentKeys.ofUser(userId),
    queryFn: ({ signal }) =>
      client.findAllPayments({ userId, size: 200, sort: ['createdAt,desc'] }, { signal }),
  });

/** A page of one enrollment's payments (findAllPayments?enrollmentId). */
export const enrollmentPaymentsQuery = (
  client: ApiClient,
  enrollmentId: string,
  request: Pick<PaymentListQuery, 'page' | 'size' | 'sort'>,
) =>
  queryOptions({
    queryKey: paymentKeys.list({ enrollmentId, ...request }),
    queryFn: ({ signal }) => client.findAllPayments({ enrollmentId, ...request }, { signal }),
  });

export const unappliedChargesQuery = (client: ApiClient, query: ChargeListQuery) =>
  queryOptions({
    queryKey: paymentKeys.charges(query),
    queryFn: ({ signal }) => client.findAllUnappliedCharges(query, { signal }),
  });

/** How many unapplied charges wait for a decision (the OPEN list's total; one row read). */
export const openChargesCountQuery = (client: ApiClient) =>
  queryOptions({
    ...unappliedChargesQuery(client, { status: 'OPEN', size: 1 }),
    select: (page) => page.page.totalElements,
  });

export const movementsQuery = (client: ApiClient, query: MovementListQuery) =>
  queryOptions({
    queryKey: paymentKeys.movements(query),
    queryFn: ({ signal }) => client.findAllMoneyMovements(query, { signal }),
  });

export const exchangeRateQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: paymentKeys.exchangeRate,
    queryFn: ({ signal }) => client.getExchangeRate(undefined, { signal }),
    retry: false,
  });

export const exchangeHistoryQuery = (client: ApiClient, query: ExchangeHistoryQuery) =>
  queryOptions({
    queryKey: paymentKeys.exchangeHistory(query),
    queryFn: ({ signal }) => client.findExchangeRateHistory(query, { signal }),
  });

export type Checkout = Output<'getCheckout'>;
export type CheckoutStatus = Output<'getCheckoutStatus'>;
export type SandboxPayment = Output<'getSandboxPayment'>;

export const checkoutKeys = {
  one: (token: string) => ['checkout', token] as const,
  status: (token: string) => ['checkout', token, 'status'] as const,
  sandbox: (reference: string) => ['sandbox-payment', reference] as const,
};

export const checkoutQuery = (client: ApiClient, token: string) =>
  queryOptions({
    queryKey: checkoutKeys.one(token),
    queryFn: ({ signal }) => client.getCheckout({ token }, { signal }),
    retry: false,
  });

export const checkoutStatusQuery = (client: ApiClient, token: string) =>
  queryOptions({
    queryKey: checkoutKeys.status(token),
    queryFn: ({ signal }) => client.getCheckoutStatus({ token }, { signal }),
  });

export const sandboxPaymentQuery = (client: ApiClient, reference: string) =>
  queryOptions({
    queryKey: checkoutKeys.sandbox(reference),
    queryFn: ({ signal }) => client.getSandboxPayment({ reference }, { signal }),
    retry: false,
  });
