/**
 * The money movements list's page runs as a named statement per shape (`findPage`): the text
 * written for a shape must be the same whatever the values, or a call would run another call's query.
 */
import { CURRENCIES, MONEY_MOVEMENT_TYPES, PAYMENT_VENDORS } from '@catedra/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectOneTextPerShape } from '../../../test/setup/page-requests.js';
import type { PageRequest } from '../../core/pagination.js';
import { pageShapeOf } from '../../db/prepared.js';
import { type MovementFilters, movementsList } from './money-movements.repository.js';

const anyInstant = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2030-01-01T00:00:00Z'),
  noInvalidDate: true,
});
const anyFilters: fc.Arbitrary<MovementFilters> = fc.record(
  {
    type: fc.constantFrom(...MONEY_MOVEMENT_TYPES),
    source: fc.constantFrom(...PAYMENT_VENDORS),
    currency: fc.constantFrom(...CURRENCIES),
    from: anyInstant,
    to: anyInstant,
    executed: fc.boolean(),
  },
  { requiredKeys: [] },
);
const text = (filters: MovementFilters, page: PageRequest) =>
  movementsList.preparedQueryOf(filters, page).toSQL().sql;

describe('the money movements list’s prepared page', () => {
  it('writes one text per shape, whatever the values', () => {
    expectOneTextPerShape(anyFilters, ['occurredAt', 'amount', 'createdAt'], pageShapeOf, text);
  });

  it('keeps a filter that is false (not executed) in the shape and the text', () => {
    const page = { page: 0, size: 20, offset: 0, sort: [] };
    expect(pageShapeOf({ executed: false }, page)).not.toBe(pageShapeOf({}, page));
    expect(text({ executed: false }, page)).toContain('"executed" = $');
  });
});
