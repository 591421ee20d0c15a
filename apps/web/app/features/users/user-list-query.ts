/**
 * The users table's state (filters, page, size, sort) as the address keeps it, and from it
 * to findAllUsers' query: empty filters are left out (the API would refuse an empty country
 * or alliance id) and the sort is on the contract's whitelist.
 */
import { isScope, SCOPES } from '@catedra/contract/browser';
import { isCountryCode, isUuid } from '../../lib/formats';
import { defaultsOf, flag, type ListState, option, text } from '../../lib/list-state';
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
  /** Active (true), deactivated (false) or every account (empty, the default): `?active=false`. */
  active: flag(),
};

export type UserFilters = ListState<typeof USER_FILTER_FIELDS>;

export const EMPTY_USER_FILTERS: UserFilters = defaultsOf(USER_FILTER_FIELDS);

/** The list in the address, e.g. `/admin/users?scope=TEACHER&sort=lastName,asc&page=2`. */
export const USER_LIST_FIELDS = {
  ...USER_FILTER_FIELDS,
  ...pagingFields('findAllUsers', { column: 'createdAt', direction: 'desc' }),
};

/** The "Estado" filter's choices, and to and from the `active` value they stand for. */
export const ACCOUNT_STATES = ['all', 'active', 'deactivated'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

export function accountStateOf(active: boolean | null): AccountState {
  if (active === null) return 'all';
  return active ? 'active' : 'deactivated';
}

export function activeOf(state: string | null): boolean | null {
  if (state === 'active') return true;
  return state === 'deactivated' ? false : null;
}

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
  if (filters.scope && isScope(filters.scope)) query.scope = [filters.scope];
  const alliance = filters.allianceId.trim();
  if (alliance && isUuid(alliance)) query.allianceId = alliance;
  if (filters.active !== null) query.active = filters.active;
  const sort = request.sort?.filter(isSortable);
  if (sort?.length) query.sort = sort;
  return query;
}
