import { describe, expect, it } from 'vitest';
import { defaultsOf, parseListState } from '../../lib/list-state';
import { EMPTY_USER_FILTERS, isAllianceIdValid, USER_LIST_FIELDS, userListQuery } from './user-list-query';

const byNewest = { columnAccessor: 'createdAt', direction: 'desc' } as const;

describe('userListQuery', () => {
  it('sends only page, size and sort when no filter is set', () => {
    expect(userListQuery(EMPTY_USER_FILTERS, 0, 20, byNewest)).toEqual({
      page: 0,
      size: 20,
      sort: ['createdAt,desc'],
    });
  });

  it('trims filters, upper-cases the country and keeps a known scope', () => {
    const query = userListQuery(
      { q: '  José ', city: ' Córdoba', state: 'Córdoba ', country: 'ar', scope: 'TEACHER', allianceId: '' },
      2,
      50,
      { columnAccessor: 'lastName', direction: 'asc' },
    );
    expect(query).toEqual({
      q: 'José',
      city: 'Córdoba',
      state: 'Córdoba',
      country: 'AR',
      scope: 'TEACHER',
      page: 2,
      size: 50,
      sort: ['lastName,asc'],
    });
  });

  it('leaves out what the API would refuse: a half-typed country or alliance id, an unsortable column', () => {
    const query = userListQuery(
      { ...EMPTY_USER_FILTERS, country: 'A', allianceId: '0192', scope: 'NOPE' },
      0,
      20,
      { columnAccessor: 'phone', direction: 'asc' },
    );
    expect(query).toEqual({ page: 0, size: 20 });
  });

  it('accepts a full alliance id', () => {
    const id = '01930000-0000-7000-8000-000000000001';
    expect(userListQuery({ ...EMPTY_USER_FILTERS, allianceId: id }, 0, 20, byNewest).allianceId).toBe(id);
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
    expect(userListQuery(state, state.page - 1, state.size, state.sort)).toEqual({
      q: 'ana',
      scope: 'TEACHER',
      page: 1,
      size: 50,
      sort: ['lastName,asc'],
    });
  });

  it('ignores a scope or a sort the list does not know', () => {
    const state = parseListState(USER_LIST_FIELDS, new URLSearchParams('scope=KING&sort=phone,asc'));
    expect(state.scope).toBeNull();
    expect(state.sort).toEqual(byNewest);
  });
});
