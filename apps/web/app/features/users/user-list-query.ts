/**
 * The users table's state (filters, page, size, sort) as the address keeps it, and from it
 * to findAllUsers' query: empty filters are left out (the API would refuse an empty country
 * or alliance id) and the sort is on the contract's whitelist.
 */
import { isScope, SCOPES } from '@catedra/contract/browser';
import { isCountryCode, isUuid } from '../../lib/formats';
import { defaultsOf, type ListState, option, text } from '../../lib/list-state';
import { type PageRequest, pagingFields, sortableColumns } from '../../ui/data-list';
import type { UserListQuery } from './queries';

/** findAllUsers' filters as the address keeps them. */
const USER_FILTER_FIELDS = {
  q: text(),
  city: text(),
  state: text(),
  country: text({ accept: isCountryCode }),
  scope: option(SCOPES),
  allianceId: text(),
};

export type UserFilters = ListState<typeof USER_FILTER_FIELDS>;

export const EMPTY_USER_FILTERS: UserFilters = defaultsOf(USER_FILTER_FIELDS);

/** The list in the address, e.g. `/admin/users?scope=TEACHER&sort=lastName,asc&page=2`. */
export const USER_LIST_FIELDS = {
  ...USER_FILTER_FIELDS,
  ...pagingFields('findAllUsers', { column: 'createdAt', direction: 'desc' }),
};

export function isAllianceIdValid(value: string): boolean {
  return value.trim() === '' || isUuid(value.trim());
}

const SORTABLE: readonly string[] = sortableColumns('findAllUsers');
const isSortable = (sort: string) => SORTABLE.includes(sort.split(',')[0] ?? '');

export function userListQuery(filters: UserFilters, request: PageRequest): UserListQuery {
  const query: UserListQuery = { page: request.page, size: request.size };
  const q = filters.q.trim();
  if (q) query.q = q;
  if (filters.city.trim()) query.city = filters.city.trim();
  if (filters.state.trim()) query.state = filters.state.trim();
  if (isCountryCode(filters.country)) query.country = filters.country;
  if (filters.scope && isScope(filters.scope)) query.scope = filters.scope;
  const alliance = filters.allianceId.trim();
  if (alliance && isUuid(alliance)) query.allianceId = alliance;
  const sort = request.sort?.filter(isSortable);
  if (sort?.length) query.sort = sort;
  return query;
}
