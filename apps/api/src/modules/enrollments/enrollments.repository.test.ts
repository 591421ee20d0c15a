/**
 * The list runs as a prepared statement per shape (db/prepared.ts): the text written for a
 * shape must be the same whatever the values, or a call would run another call's query.
 */
import { ENROLLMENT_ALERTS, ENROLLMENT_STATUSES } from '@catedra/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyPageRequest } from '../../../test/setup/page-requests.js';
import type { PageRequest } from '../../core/pagination.js';
import { renderedText } from '../../db/prepared.js';
import {
  type EnrollmentFilters,
  filterValues,
  listQuery,
  listShape,
  type Visibility,
  viewerValues,
} from './enrollments.repository.js';

const id = fc.uuid();

/** The filters keeping only the fields `present` names. */
const only = (present: Record<string, boolean>, filters: EnrollmentFilters): EnrollmentFilters =>
  Object.fromEntries(Object.entries(filters).filter(([key]) => present[key]));

/** Another viewer with the same grounds (present or not) and other ids. */
const sameGrounds = (viewer: Visibility, otherId: string): Visibility =>
  viewer && {
    userId: otherId,
    allianceId: viewer.allianceId ? otherId : viewer.allianceId,
    referrerSellerId: viewer.referrerSellerId && otherId,
    anyReferredBySeller: viewer.anyReferredBySeller,
    anyMarketingReferred: viewer.anyMarketingReferred,
    courseStaffId: viewer.courseStaffId && otherId,
  };

const FILTER_KEYS: (keyof EnrollmentFilters)[] = [
  'userId',
  'courseId',
  'status',
  'referrerSellerId',
  'onlyInDebt',
  'fromDate',
  'toDate',
  'countries',
  'mustHaveRecordedClasses',
  'numberOfPeriodsPayed',
  'commentQuery',
  'alert',
  'marketingReferrerId',
  'allianceId',
];

const anyFilters: fc.Arbitrary<EnrollmentFilters> = fc.record({
  userId: id,
  courseId: id,
  status: fc.constantFrom(...ENROLLMENT_STATUSES),
  referrerSellerId: id,
  onlyInDebt: fc.boolean(),
  fromDate: fc.constant('2026-01-01T00:00:00Z'),
  toDate: fc.constant('2026-12-31T00:00:00-03:00'),
  countries: fc.array(fc.constantFrom('AR', 'UY', 'CL'), { maxLength: 3 }),
  mustHaveRecordedClasses: fc.boolean(),
  numberOfPeriodsPayed: fc.integer({ min: 0, max: 12 }),
  commentQuery: fc.constantFrom('', '  ', 'prometió', '100%_off', 'pagar el lunes', 'lunes  pagar'),
  alert: fc.constantFrom(...ENROLLMENT_ALERTS),
  marketingReferrerId: id,
  allianceId: id,
});

const anyVisibility: fc.Arbitrary<Visibility> = fc.option(
  fc.record(
    {
      userId: id,
      allianceId: fc.option(id),
      referrerSellerId: id,
      anyReferredBySeller: fc.boolean(),
      anyMarketingReferred: fc.boolean(),
      courseStaffId: id,
    },
    { requiredKeys: ['userId'] },
  ),
  { nil: undefined },
);

const anyPage = anyPageRequest(['createdAt', 'status', 'numberOfPeriodsPayed', 'debt']);

describe('listQuery', () => {
  it('writes one text per shape, whatever the values', () => {
    let sameShapes = 0;
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...FILTER_KEYS), fc.boolean()),
        anyFilters,
        anyFilters,
        anyVisibility,
        id,
        anyPage,
        anyPage,
        (present, first, second, viewer, otherId, page, otherPage) => {
          const a = filterValues(only(present, first));
          const b = filterValues(only(present, second));
          const viewerA = viewer && viewerValues(viewer);
          const viewerB = viewer && viewerValues(sameGrounds(viewer, otherId)!);
          const pageB = { ...otherPage, sort: page.sort };
          const shape = listShape(a, viewerA, page);
          if (shape !== listShape(b, viewerB, pageB)) return;
          sameShapes += 1;
          expect(renderedText(listQuery(b, viewerB, pageB))).toBe(renderedText(listQuery(a, viewerA, page)));
        },
      ),
      { numRuns: 300, seed: 20_261_123 },
    );
    // The property is not vacuous: many pairs shared a shape.
    expect(sameShapes).toBeGreaterThan(50);
  });

  it('writes different texts for different shapes', () => {
    const page: PageRequest = { page: 0, size: 20, offset: 0, sort: [] };
    const texts = new Set(
      [
        {},
        { courseId: 'c' },
        { alert: 'DEBT' as const },
        { alert: 'NONE' as const },
        { commentQuery: 'x' },
      ].map((filters) => renderedText(listQuery(filterValues(filters), undefined, page))),
    );
    expect(texts.size).toBe(5);
  });
});
