/** Page requests for the lists' property tests (the prepared lists' one text per shape). */
import fc from 'fast-check';
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
