/** The payments area's query options, keyed by the contract, through the typed client. */
import type { ApiClient } from '@catedra/client';
import { queryOptions } from '@tanstack/react-query';
import type { Input, Output } from '../../lib/api-types';
import { operationQuery } from '../../lib/query-keys';
import { ENROLLMENT_READS } from '../../lib/stale-reads';

export type Payment = Output<'findPaymentById'>;
/** A row of the payments list: the payment with its payer's name and e-mail. */
export type PaymentListItem = Output<'findAllPayments'>['content'][number];
export type PaymentDetails = Output<'getPaymentDetails'>;
export type PaymentComponent = Output<'getPaymentComponents'>[number];
export type PaymentStatus = Payment['status'];
export type PaymentMethod = NonNullable<Payment['method']>;
export type MoneyMovement = Output<'findAllMoneyMovements'>['content'][number];
export type ExchangeRate = Output<'getExchangeRate'>;
/** A rate of the history, with the name of who set it. */
export type ExchangeRateListItem = Output<'findExchangeRateHistory'>['content'][number];
export type PaymentListQuery = NonNullable<Input<'findAllPayments'>>;
export type MovementListQuery = NonNullable<Input<'findAllMoneyMovements'>>;
/** The lists' filters alone, as their totals take them. */
export type PaymentFilters = NonNullable<Input<'getPaymentsTotals'>>;
export type MovementFilters = NonNullable<Input<'getMoneyMovementsTotals'>>;
export type ExchangeHistoryQuery = NonNullable<Input<'findExchangeRateHistory'>>;
export type UnappliedCharge = Output<'findAllUnappliedCharges'>['content'][number];
export type ChargeListQuery = NonNullable<Input<'findAllUnappliedCharges'>>;

/**
 * What a change of money makes stale: every payment read, the unapplied charges, the ledger,
 * and the enrollments (their periods and figures).
 */
export const MONEY_READS = [
  'findAllPayments',
  'findPaymentById',
  'getPaymentDetails',
  'getPaymentComponents',
  'findAllUnappliedCharges',
  'findAllMoneyMovements',
  'getPaymentsTotals',
  'getMoneyMovementsTotals',
  ...ENROLLMENT_READS,
] as const;

export const paymentsQuery = (client: ApiClient, query: PaymentListQuery) =>
  operationQuery(client, 'findAllPayments', query);

export const paymentQuery = (client: ApiClient, paymentId: string) =>
  operationQuery(client, 'findPaymentById', { paymentId });

export const paymentDetailsQuery = (client: ApiClient, paymentId: string) =>
  operationQuery(client, 'getPaymentDetails', { paymentId });

export const paymentComponentsQuery = (client: ApiClient, paymentId: string) =>
  operationQuery(client, 'getPaymentComponents', { paymentId });

/** A user's latest payments (up to 200), newest first: Mis pagos, and what an enrollment may attach. */
export const userPaymentsQuery = (client: ApiClient, userId: string) =>
  operationQuery(client, 'findAllPayments', { userId, size: 200, sort: ['createdAt,desc'] });

/** A page of one enrollment's payments (findAllPayments?enrollmentId). */
export const enrollmentPaymentsQuery = (
  client: ApiClient,
  enrollmentId: string,
  request: Pick<PaymentListQuery, 'page' | 'size' | 'sort'>,
) => operationQuery(client, 'findAllPayments', { enrollmentId, ...request });

export const unappliedChargesQuery = (client: ApiClient, query: ChargeListQuery) =>
  operationQuery(client, 'findAllUnappliedCharges', query);

/** How many unapplied charges wait for a decision (the OPEN list's total; one row read). */
export const openChargesCountQuery = (client: ApiClient) =>
  queryOptions({
    ...unappliedChargesQuery(client, { status: 'OPEN', size: 1 }),
    select: (page) => page.page.totalElements,
  });

export const movementsQuery = (client: ApiClient, query: MovementListQuery) =>
  operationQuery(client, 'findAllMoneyMovements', query);

/** The amount and count per currency of every payment the list's filters match (the API sums them). */
export const paymentsTotalsQuery = (client: ApiClient, filters: PaymentFilters) =>
  operationQuery(client, 'getPaymentsTotals', filters);

/** The signed sum and count per currency of every movement the list's filters match. */
export const movementsTotalsQuery = (client: ApiClient, filters: MovementFilters) =>
  operationQuery(client, 'getMoneyMovementsTotals', filters);

export const exchangeRateQuery = (client: ApiClient) => ({
  ...operationQuery(client, 'getExchangeRate'),
  retry: false,
});

export const exchangeHistoryQuery = (client: ApiClient, query: ExchangeHistoryQuery) =>
  operationQuery(client, 'findExchangeRateHistory', query);

export type Checkout = Output<'getCheckout'>;
export type CheckoutStatus = Output<'getCheckoutStatus'>;
export type SandboxPayment = Output<'getSandboxPayment'>;

export const checkoutQuery = (client: ApiClient, token: string) => ({
  ...operationQuery(client, 'getCheckout', { token }),
  retry: false,
});

export const checkoutStatusQuery = (client: ApiClient, token: string) =>
  operationQuery(client, 'getCheckoutStatus', { token });

export const sandboxPaymentQuery = (client: ApiClient, reference: string) => ({
  ...operationQuery(client, 'getSandboxPayment', { reference }),
  retry: false,
});
