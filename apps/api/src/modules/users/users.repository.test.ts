/**
 * The users list runs as a named statement per shape: the text written for a shape must be
 * the same whatever the values, or a call would run another call's query.
 */
import { SCOPES } from '@catedra/contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectOneTextPerShape } from '../../../test/setup/page-requests.js';
import type { PageRequest } from '../../core/pagination.js';
import * as schema from '../../db/schema/index.js';
import { filterValuesOf, listQuery, listShape, type UserFilters } from './users.repository.js';

const db = drizzle.mock({ schema, casing: 'snake_case' });
const text = (filters: UserFilters, page: PageRequest) =>
  listQuery(db, filterValuesOf(filters), page).toSQL().sql;

const anyFilters = fc.record(
  {
    q: fc.string({ maxLength: 10 }),
    city: fc.string({ maxLength: 10 }),
    state: fc.string({ maxLength: 10 }),
    country: fc.constantFrom('AR', 'UY'),
    scope: fc.subarray([...SCOPES], { minLength: 1 }),
    allianceId: fc.uuid(),
    active: fc.boolean(),
  },
  { requiredKeys: [] },
);
const SORTS = ['createdAt', 'email', 'firstName', 'lastName', 'country', 'lastSignInAt'];

describe('users listQuery', () => {
  it('writes one text per shape, whatever the values', () => {
    expectOneTextPerShape(
      anyFilters,
      SORTS,
      (filters, page) => listShape(filterValuesOf(filters), page),
      text,
    );
  });

  it('writes different texts for different shapes', () => {
    const page: PageRequest = { page: 0, size: 20, offset: 0, sort: [] };
    const shapes: UserFilters[] = [{}, { q: 'ana' }, { city: 'x' }, { state: 'x' }, { country: 'AR' }];
    shapes.push(
      { scope: ['SU'] },
      { allianceId: crypto.randomUUID() },
      { active: false },
      { q: 'a', active: true },
    );
    const texts = new Set(shapes.map((filters) => text(filters, page)));
    texts.add(text({}, { ...page, sort: [{ field: 'email', direction: 'asc' }] }));
    expect(texts.size).toBe(shapes.length + 1);
  });
});
