import { describe, expect, it } from 'vitest';
import { defaultsOf, parseListState } from '../../lib/list-state';
import { pageRequestOf } from '../../ui/data-list';
import {
  ACCOUNT_STATES,
  accountStateOf,
  activeOf,
  EMPTY_USER_FILTERS,
  isAllianceIdValid,
  USER_LIST_FIELDS,
  userListQuery,
} from './user-list-query';

const byNewest = { columnAccessor: 'createdAt', direction: 'desc' } as const;

describe('userListQuery', () => {
  it('sends only page, size and sort when no filter is set', () => {
    expect(userListQuery(EMPTY_USER_FILTERS, { page: 0, size: 20, sort: ['createdAt,desc'] })).toEqual({
      page: 0,
      size: 20,
      sort: ['createdAt,desc'],
    });
  });

  it('trims filters and keeps a picked country and a known scope', () => {
    const query = userListQuery(
      {
        q: '  José ',
        city: ' Córdoba',
        state: 'Córdoba ',
        country: 'AR',
        scope: 'TEACHER',
        allianceId: '',
        active: null,
      },
      { page: 2, size: 50, sort: ['lastName,asc'] },
    );
    expect(query).toEqual({
      q: 'José',
      city: 'Córdoba',
      state: 'Córdoba',
      country: 'AR',
      scope: ['TEACHER'],
      page: 2,
      size: 50,
      sort: ['lastName,asc'],
    });
  });

  it('leaves out what the API would refuse: no country (UR), a half-typed alliance id, an unsortable column', () => {
    const query = userListQuery(
      { ...EMPTY_USER_FILTERS, country: 'UR', allianceId: '0192', scope: 'NOPE' },
      { page: 0, size: 20, sort: ['phone,asc'] },
    );
    expect(query).toEqual({ page: 0, size: 20 });
  });

  it('accepts a full alliance id', () => {
    const id = '01930000-0000-7000-8000-000000000001';
    expect(userListQuery({ ...EMPTY_USER_FILTERS, allianceId: id }, { page: 0, size: 20 }).allianceId).toBe(
      id,
    );
    expect(isAllianceIdValid(id)).toBe(true);
    expect(isAllianceIdValid('')).toBe(true);
    expect(isAllianceIdValid('abc')).toBe(false);
  });
});

describe('USER_LIST_FIELDS', () => {
  it('opens the list with no filter, newest first, 20 a page', () => {
    expect(defaultsOf(USER_LIST_FIELDS)).toEqual({
      ...EMPTY_USER_FILTERS,
      page: 1,
      size: 20,
      sort: byNewest,
    });
  });

  it('turns a shared address into the same query', () => {
    const state = parseListState(
      USER_LIST_FIELDS,
      new URLSearchParams('scope=TEACHER&sort=lastName,asc&page=2&size=50&q=ana'),
    );
    expect(userListQuery(state, pageRequestOf(state))).toEqual({
      q: 'ana',
      scope: ['TEACHER'],
      page: 1,
      size: 50,
      sort: ['lastName,asc'],
    });
  });

  it('binds the state filter to `active`: every account by default, active or deactivated ones', () => {
    const request = { page: 0, size: 20 };
    const all = parseListState(USER_LIST_FIELDS, new URLSearchParams(''));
    expect(userListQuery(all, request)).not.toHaveProperty('active');
    const deactivated = parseListState(USER_LIST_FIELDS, new URLSearchParams('active=false'));
    expect(userListQuery(deactivated, request).active).toBe(false);
    const active = parseListState(USER_LIST_FIELDS, new URLSearchParams('active=true'));
    expect(userListQuery(active, request).active).toBe(true);
    const nonsense = parseListState(USER_LIST_FIELDS, new URLSearchParams('active=maybe'));
    expect(userListQuery(nonsense, request)).not.toHaveProperty('active');
  });

  it('sorts by the last sign-in, a column the contract whitelists', () => {
    const state = parseListState(USER_LIST_FIELDS, new URLSearchParams('sort=lastSignInAt,desc'));
    expect(userListQuery(state, pageRequestOf(state)).sort).toEqual(['lastSignInAt,desc']);
  });

  it('ignores a scope or a sort the list does not know', () => {
    const state = parseListState(USER_LIST_FIELDS, new URLSearchParams('scope=KING&sort=phone,asc'));
    expect(state.scope).toBeNull();
    expect(state.sort).toEqual(byNewest);
  });
});

describe('the "Estado" filter', () => {
  it('stands for the `active` value and back', () => {
    for (const state of ACCOUNT_STATES) expect(accountStateOf(activeOf(state))).toBe(state);
    expect(activeOf('deactivated')).toBe(false);
    expect(activeOf(null)).toBeNull();
  });
});
