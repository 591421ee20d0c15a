/**
 * From the table's state (filters, page, sort) to findAllUsers' query: empty filters are
 * left out (the API would refuse an empty country or alliance id) and the sort is written
 * `field,direction` on the contract's whitelist.
 */
import { isScope } from '@catedra/contract';
import type { UserListQuery } from './api';

export type UserFilters = {
  q: string;
  city: string;
  state: string;
  country: string;
  scope: string | null;
  allianceId: string;
};

export const EMPTY_USER_FILTERS: UserFilters = {
  q: '',
  city: '',
  state: '',
  country: '',
  scope: null,
  allianceId: '',
};

/** The columns the API sorts by (contract: createdAt, email, firstName, lastName, country). */
export const SORTABLE_USER_COLUMNS = ['createdAt', 'email', 'firstName', 'lastName', 'country'] as const;
export type SortableUserColumn = (typeof SORTABLE_USER_COLUMNS)[number];
export type UserSort = { columnAccessor: string; direction: 'asc' | 'desc' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COUNTRY = /^[A-Z]{2}$/;

export function isAllianceIdValid(value: string): boolean {
  return value.trim() === '' || UUID.test(value.trim());
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
  if (COUNTRY.test(country)) query.country = country;
  if (filters.scope && isScope(filters.scope)) query.scope = filters.scope;
  const alliance = filters.allianceId.trim();
  if (alliance && UUID.test(alliance)) query.allianceId = alliance;
  if (isSortable(sort.columnAccessor)) query.sort = [`${sort.columnAccessor},${sort.direction}`];
  return query;
}
