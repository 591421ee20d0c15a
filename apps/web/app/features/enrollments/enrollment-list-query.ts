/**
 * The enrollments table's state as the address keeps it, and from it findAllEnrollments'
 * query: empty or malformed filters are left out (the API would refuse them with a 400) and
 * dates are whole days in the academy's zone (from the day's first instant to its last).
 */
import { ENROLLMENT_ALERTS, ENROLLMENT_STATUSES } from '@catedra/contract/browser';
import { dayBoundary } from '../../lib/dates';
import { isCountryCode, validId } from '../../lib/formats';
import { defaultsOf, flag, type ListState, option, strings, text } from '../../lib/list-state';
import { type PageRequest, pagingFields, sortableColumns } from '../../ui/data-list';
import type { EnrollmentListQuery } from './queries';

const ENROLLMENT_FILTER_FIELDS = {
  courseId: text(),
  status: option(ENROLLMENT_STATUSES),
  alert: option(ENROLLMENT_ALERTS),
  onlyInDebt: flag(),
  countries: strings({ accept: isCountryCode }),
  fromDate: text(),
  toDate: text(),
  allianceId: text(),
  referrerSellerId: text(),
  marketingReferrerId: text(),
  userId: text(),
  numberOfPeriodsPayed: text(),
  mustHaveRecordedClasses: flag(),
  commentQuery: text(),
};

export type EnrollmentFilters = ListState<typeof ENROLLMENT_FILTER_FIELDS>;
export const EMPTY_ENROLLMENT_FILTERS: EnrollmentFilters = defaultsOf(ENROLLMENT_FILTER_FIELDS);
export const ENROLLMENT_FILTER_NAMES = Object.keys(EMPTY_ENROLLMENT_FILTERS) as (keyof EnrollmentFilters)[];

/** The list in the address, e.g. `/admin/enrollments?courseId=…&onlyInDebt=true&sort=debt,desc`. */
export const ENROLLMENT_LIST_FIELDS = {
  ...ENROLLMENT_FILTER_FIELDS,
  ...pagingFields('findAllEnrollments', { column: 'createdAt', direction: 'desc' }),
};

const SORTABLE: readonly string[] = sortableColumns('findAllEnrollments');
const isSortable = (sort: string) => SORTABLE.includes(sort.split(',')[0] ?? '');

export function enrollmentListQuery(filters: EnrollmentFilters, request: PageRequest): EnrollmentListQuery {
  const query: EnrollmentListQuery = { page: request.page, size: request.size };
  const ids = ['courseId', 'allianceId', 'referrerSellerId', 'marketingReferrerId', 'userId'] as const;
  for (const name of ids) {
    const id = validId(filters[name]);
    if (id) query[name] = id;
  }
  if (filters.status) query.status = filters.status as EnrollmentListQuery['status'];
  if (filters.alert) query.alert = filters.alert as EnrollmentListQuery['alert'];
  if (filters.onlyInDebt) query.onlyInDebt = true;
  if (filters.mustHaveRecordedClasses) query.mustHaveRecordedClasses = true;
  if (filters.countries.length) query.countries = filters.countries;
  const from = dayBoundary(filters.fromDate, 'start');
  const to = dayBoundary(filters.toDate, 'end');
  if (from) query.fromDate = from;
  if (to) query.toDate = to;
  if (/^\d{1,3}$/.test(filters.numberOfPeriodsPayed.trim())) {
    query.numberOfPeriodsPayed = Number(filters.numberOfPeriodsPayed.trim());
  }
  const comment = filters.commentQuery.trim();
  if (comment) query.commentQuery = comment.slice(0, 100);
  const sort = request.sort?.filter(isSortable);
  if (sort?.length) query.sort = sort;
  return query;
}

/** The CSV export's query: the screen's filters and sort, no page. */
export function enrollmentExportQuery(filters: EnrollmentFilters, request: PageRequest) {
  const { page: _page, size: _size, ...query } = enrollmentListQuery(filters, request);
  return query;
}
