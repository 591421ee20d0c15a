import { describe, expect, it } from 'vitest';
import { parseListState } from '../../lib/list-state';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, pageRequestOf, pagingFields, sortableColumns } from './paging';

describe('a paged list', () => {
  it('sorts by the columns the contract whitelists, nothing else', () => {
    expect(sortableColumns('findAllCourses')).toEqual(['startDate', 'title', 'createdAt']);
    const fields = pagingFields('findAllCourses', { column: 'startDate', direction: 'desc' });
    const fromAddress = (search: string) => parseListState(fields, new URLSearchParams(search)).sort;
    expect(fromAddress('sort=title,asc')).toEqual({ columnAccessor: 'title', direction: 'asc' });
    expect(fromAddress('sort=summary,asc')).toEqual({ columnAccessor: 'startDate', direction: 'desc' });
  });

  it('offers one set of page sizes, 20 by default, and refuses others in the address', () => {
    const fields = pagingFields('findAllUsers', { column: 'createdAt', direction: 'desc' });
    expect(PAGE_SIZES).toContain(DEFAULT_PAGE_SIZE);
    expect(parseListState(fields, new URLSearchParams('size=50')).size).toBe(50);
    expect(parseListState(fields, new URLSearchParams('size=15')).size).toBe(DEFAULT_PAGE_SIZE);
  });

  it('asks the API for 0-based pages with the sort written field,direction', () => {
    const fields = pagingFields('findAllUsers', { column: 'createdAt', direction: 'desc' });
    const state = parseListState(fields, new URLSearchParams('page=3&size=10&sort=email,asc'));
    expect(pageRequestOf(state)).toEqual({ page: 2, size: 10, sort: ['email,asc'] });
    expect(
      pageRequestOf({ statsPage: 2 }, { page: 'statsPage', size: 'statsSize', sort: 'statsSort' }),
    ).toEqual({
      page: 1,
      size: DEFAULT_PAGE_SIZE,
    });
  });
});
