/**
 * The users list runs as a named statement per shape: the text written for a shape must be
 * the same whatever the values, or a call would run another call's query.
 */
import { SCOPES } from '@catedra/contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyPageRequest } from '../../../test/setup/page-requests.js';
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
const anyPage = anyPageRequest(SORTS);

describe('users listQuery', () => {
  it('writes one text per shape, whatever the values', () => {
    let sameShapes = 0;
    fc.assert(
      fc.property(anyFilters, anyFilters, anyPage, anyPage, (first, second, pageA, pageB) => {
        const a = { ...pageA, offset: pageA.page * pageA.size };
        const b = { ...pageB, sort: a.sort, offset: pageB.page * pageB.size };
        if (listShape(filterValuesOf(first), a) !== listShape(filterValuesOf(second), b)) return;
        sameShapes += 1;
        expect(text(second, b)).toBe(text(first, a));
      }),
      { numRuns: 2000, seed: 20_261_126 },
    );
    expect(sameShapes).toBeGreaterThan(20);
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
