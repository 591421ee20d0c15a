/**
 * The payments list's page runs as a named statement per shape (`findPage`): the text written
 * for a shape must be the same whatever the values, or a call would run another call's query.
 */
import { PAYMENT_SEGMENTS, PAYMENT_STATUSES, PAYMENT_VENDORS } from '@catedra/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectOneTextPerShape } from '../../../test/setup/page-requests.js';
import type { PageRequest } from '../../core/pagination.js';
import { pageShapeOf } from '../../db/prepared.js';
import { type PaymentFilters, paymentsList } from './payments.repository.js';

const anyInstant = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2030-01-01T00:00:00Z'),
  noInvalidDate: true,
});
const anyFilters: fc.Arbitrary<PaymentFilters> = fc.record(
  {
    from: anyInstant,
    toBefore: anyInstant,
    userId: fc.uuid(),
    enrollmentId: fc.uuid(),
    status: fc.constantFrom(...PAYMENT_STATUSES),
    vendorId: fc.constantFrom(...PAYMENT_VENDORS),
    referrerSellerId: fc.uuid(),
    segment: fc.constantFrom(...PAYMENT_SEGMENTS),
  },
  { requiredKeys: [] },
);
const text = (filters: PaymentFilters, page: PageRequest) =>
  paymentsList.preparedQueryOf(filters, page).toSQL().sql;

describe('the payments list’s prepared page', () => {
  it('writes one text per shape, whatever the values', () => {
    expectOneTextPerShape(anyFilters, ['createdAt', 'paidAt', 'amount', 'status'], pageShapeOf, text);
  });

  it('writes the page size in the text and sends the filters and the offset as values', () => {
    const page = { page: 2, size: 20, offset: 40, sort: [] };
    const query = paymentsList.preparedQueryOf(
      { status: 'APPROVED', from: new Date('2026-01-01T03:00:00Z') },
      page,
    );
    const { sql, params } = query.toSQL();
    expect(sql).toContain('limit 20 offset $');
    expect(sql).not.toContain('2026');
    expect(params).toHaveLength(3);
    expect(text({}, { ...page, size: 50 })).not.toBe(text({}, page));
  });
});
