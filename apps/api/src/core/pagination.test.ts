import { desc } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { orderByOf, pageOf, toPageRequest } from './pagination.js';

describe('toPageRequest', () => {
  it('defaults to the first page of 20', () => {
    expect(toPageRequest({})).toEqual({ page: 0, size: 20, sort: [], offset: 0 });
  });

  it('caps the size at 200 and computes the offset', () => {
    expect(toPageRequest({ page: 3, size: 500 })).toMatchObject({ size: 200, offset: 600 });
  });

  it('reads field,direction pairs, ascending by default', () => {
    expect(toPageRequest({ sort: ['email', 'createdAt,desc'] }).sort).toEqual([
      { field: 'email', direction: 'asc' },
      { field: 'createdAt', direction: 'desc' },
    ]);
  });
});

describe('orderByOf', () => {
  const dialect = new PgDialect();
  const render = (parts: ReturnType<typeof orderByOf>) => parts.map((part) => dialect.sqlToQuery(part).sql);

  it('maps whitelisted fields to columns and always ends with the tie-breaker', () => {
    const request = toPageRequest({ sort: ['email,desc', 'unknown'] });
    expect(render(orderByOf(request, { email: users.email }, [], users.id))).toEqual([
      '"users"."email" desc',
      '"users"."id" asc',
    ]);
  });

  it('falls back to the default order when no sort is asked for', () => {
    const order = orderByOf(toPageRequest({}), { email: users.email }, [desc(users.createdAt)], users.id);
    expect(render(order)).toEqual(['"users"."created_at" desc', '"users"."id" asc']);
  });
});

describe('pageOf', () => {
  it('wraps content with page metadata', () => {
    expect(pageOf(['a', 'b'], 45, toPageRequest({ page: 2, size: 20 }))).toEqual({
      content: ['a', 'b'],
      page: { number: 2, size: 20, totalElements: 45, totalPages: 3 },
    });
  });

  it('answers zero pages for an empty list', () => {
    expect(pageOf([], 0, toPageRequest({})).page.totalPages).toBe(0);
  });
});
