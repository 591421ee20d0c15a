/**
 * The table's state (filters, page, size, sort) as the address keeps it, and from it to
 * findAllUsers' query: empty filters are left out (the API would refuse an empty country
 * or alliance id) and the sort is written `field,direction` on the contract's whitelist.
 */
import { isScope, SCOPES } from '@catedra/contract/browser';
import { isCountryCode, isUuid } from '../../lib/formats';
import { defaultsOf, type ListState, option, pageNumber, pageSize, sortBy, text } from '../../lib/list-state';
import type { UserListQuery } from './api';

/** findAllUsers' filters as the address keeps them. */
const USER_FILTER_FIELDS = {
  q: text(),
  city: text(),
  state: text(),
  country: text(),
  scope: option(SCOPES),
  allianceId: text(),
};

export type UserFilters = ListState<typeof USER_FILTER_FIELDS>;

export const EMPTY_USER_FILTERS: UserFilters = defaultsOf(USER_FILTER_FIELDS);

/** The columns the API sorts by (contract: createdAt, email, firstName, lastName, country). */
export const SORTABLE_USER_COLUMNS = ['createdAt', 'email', 'firstName', 'lastName', 'country'] as const;
export type SortableUserColumn = (typeof SORTABLE_USER_COLUMNS)[number];
export type UserSort = { columnAccessor: string; direction: 'asc' | 'desc' };

export const USER_PAGE_SIZES = [10, 20, 50, 100];

/** The list in the address, e.g. `/admin/users?scope=TEACHER&sort=lastName,asc&page=2`. */
export const USER_LIST_FIELDS = {
  ...USER_FILTER_FIELDS,
  page: pageNumber(),
  size: pageSize(USER_PAGE_SIZES, 20),
  sort: sortBy(SORTABLE_USER_COLUMNS, { columnAccessor: 'createdAt', direction: 'desc' }),
};

export function isAllianceIdValid(value: string): boolean {
  return value.trim() === '' || isUuid(value.trim());
}

function isSortable(column: string): column is SortableUserColumn {
  return (SORTABLE_USER_COLUMNS as readonly string[]).includes(column);
}

export function userListQuery(
  filters: UserFilters,
  page: number,
  size: number,
  sort: UserSort,
): UserListQuery {
  const query: UserListQuery = { page, size };
  const q = filters.q.trim();
  if (q) query.q = q;
  if (filters.city.trim()) query.city = filters.city.trim();
  if (filters.state.trim()) query.state = filters.state.trim();
  const country = filters.country.trim().toUpperCase();
  if (isCountryCode(country)) query.country = country;
  if (filters.scope && isScope(filters.scope)) query.scope = filters.scope;
  const alliance = filters.allianceId.trim();
  if (alliance && isUuid(alliance)) query.allianceId = alliance;
  if (isSortable(sort.columnAccessor)) query.sort = [`${sort.columnAccessor},${sort.direction}`];
  return query;
}
