/** Page requests for the lists' property tests (the prepared lists' one text per shape). */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { PageRequest } from '../../src/core/pagination.js';

/** Any page request sorting by up to two of `fields`. */
export const anyPageRequest = (fields: readonly string[]): fc.Arbitrary<PageRequest> =>
  fc.record({
    page: fc.nat(5),
    size: fc.integer({ min: 1, max: 200 }),
    offset: fc.nat(1000),
    sort: fc.array(
      fc.record({
        field: fc.constantFrom(...fields),
        direction: fc.constantFrom('asc' as const, 'desc' as const),
      }),
      { maxLength: 2 },
    ),
  });

/**
 * Checks that a list's page statement, prepared once per shape, is written the same for every
 * call of that shape whatever its values (else a call would run another call's statement):
 * pairs of calls of `anyFilters` and pages sorting by `sorts`, the second given the first's sort
 * and size, compared when `shapeOf` says they share a shape.
 */
export function expectOneTextPerShape<F>(
  anyFilters: fc.Arbitrary<F>,
  sorts: readonly string[],
  shapeOf: (filters: F, page: PageRequest) => string,
  textOf: (filters: F, page: PageRequest) => string,
): void {
  const anyPage = anyPageRequest(sorts);
  let sameShapes = 0;
  fc.assert(
    fc.property(anyFilters, anyFilters, anyPage, anyPage, (first, second, pageA, pageB) => {
      const a = { ...pageA, offset: pageA.page * pageA.size };
      const b = { ...pageB, sort: a.sort, size: a.size, offset: pageB.page * a.size };
      if (shapeOf(first, a) !== shapeOf(second, b)) return;
      sameShapes += 1;
      expect(textOf(second, b)).toBe(textOf(first, a));
    }),
    { numRuns: 2000, seed: 20_261_126 },
  );
  expect(sameShapes).toBeGreaterThan(20);
}
