/**
 * The Pagos and Movimientos lists' state as the address keeps it, and from it each API
 * query: empty or malformed filters are left out (the API would refuse them with a 400).
 * Pagos' dates are date-only (the API takes them as whole days in Buenos Aires);
 * Movimientos' are instants, so a day becomes its first and last instant there.
 */
import {
  CURRENCIES,
  MONEY_MOVEMENT_TYPES,
  PAYMENT_SEGMENTS,
  PAYMENT_STATUSES,
  PAYMENT_VENDORS,
} from '@catedra/contract/browser';
import { dayBoundary, isCalendarDate } from '../../lib/dates';
import { validId } from '../../lib/formats';
import { flag, option, text } from '../../lib/list-state';
import {
  type PageRequest,
  type PagingKeys,
  pageQueryOf,
  pageRequestOf,
  pagingFields,
} from '../../ui/data-list';
import type { MovementListQuery, PaymentListQuery } from './queries';

type MoneyList = 'findAllPayments' | 'findAllMoneyMovements';

/** The list's sort as the address keeps it (the export sorts as the screen does). */
function sortOf(state: Record<string, unknown>, keys: PagingKeys, operation: MoneyList) {
  const { sort } = pageQueryOf(pageRequestOf(state, keys), operation);
  return sort ? { sort } : {};
}

/**
 * A list's two queries from the query of its filters alone (which its totals ask for): the
 * page's (filters, page and sort) and the CSV export's (the screen's filters and sort, no page).
 */
function listQueriesOf<F, Q extends object>(operation: MoneyList, filterQuery: (filters: F) => Q) {
  return {
    list: (filters: F, request: PageRequest): Q & PageRequest => ({
      ...filterQuery(filters),
      ...pageQueryOf(request, operation),
    }),
    export: (state: F & Record<string, unknown>, keys: PagingKeys) => ({
      ...filterQuery(state),
      ...sortOf(state, keys, operation),
    }),
  };
}

export const PAYMENT_LIST_FIELDS = {
  fromDate: text(),
  toDate: text(),
  status: option(PAYMENT_STATUSES),
  vendorId: option(PAYMENT_VENDORS),
  segment: option(PAYMENT_SEGMENTS),
  userId: text(),
  referrerSellerId: text(),
  ...pagingFields('findAllPayments', { column: 'createdAt', direction: 'desc' }),
};

export const MOVEMENT_LIST_FIELDS = {
  type: option(MONEY_MOVEMENT_TYPES),
  source: option(PAYMENT_VENDORS),
  currency: option(CURRENCIES),
  fromDate: text(),
  toDate: text(),
  executed: flag(),
  ...pagingFields('findAllMoneyMovements', { column: 'occurredAt', direction: 'desc' }),
};

type PaymentFilters = {
  fromDate: string;
  toDate: string;
  status: string | null;
  vendorId: string | null;
  segment: string | null;
  userId: string;
  referrerSellerId: string;
};

/** The filters alone (no page): the list and its totals ask for the same payments. */
export function paymentFilterQuery(filters: PaymentFilters): PaymentListQuery {
  const query: PaymentListQuery = {};
  if (isCalendarDate(filters.fromDate)) query.fromDate = filters.fromDate;
  if (isCalendarDate(filters.toDate)) query.toDate = filters.toDate;
  if (filters.status) query.status = filters.status as PaymentListQuery['status'];
  if (filters.vendorId) query.vendorId = filters.vendorId as PaymentListQuery['vendorId'];
  if (filters.segment) query.segment = filters.segment as PaymentListQuery['segment'];
  const userId = validId(filters.userId);
  if (userId) query.userId = userId;
  const referrerSellerId = validId(filters.referrerSellerId);
  if (referrerSellerId) query.referrerSellerId = referrerSellerId;
  return query;
}

/** Pagos' page query and its CSV export's. */
export const { list: paymentListQuery, export: paymentExportQuery } = listQueriesOf(
  'findAllPayments',
  paymentFilterQuery,
);

type MovementFilters = {
  type: string | null;
  source: string | null;
  currency: string | null;
  fromDate: string;
  toDate: string;
  executed: boolean | null;
};

export function movementFilterQuery(filters: MovementFilters): MovementListQuery {
  const query: MovementListQuery = {};
  if (filters.type) query.type = filters.type as MovementListQuery['type'];
  if (filters.source) query.source = filters.source as MovementListQuery['source'];
  if (filters.currency) query.currency = filters.currency as MovementListQuery['currency'];
  const from = dayBoundary(filters.fromDate, 'start');
  const to = dayBoundary(filters.toDate, 'end');
  if (from) query.from = from;
  if (to) query.to = to;
  if (filters.executed) query.executed = true;
  return query;
}

/** Movimientos' page query and its CSV export's. */
export const { list: movementListQuery, export: movementExportQuery } = listQueriesOf(
  'findAllMoneyMovements',
  movementFilterQuery,
);
