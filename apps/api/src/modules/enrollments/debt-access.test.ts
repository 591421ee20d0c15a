/** Access on debt: the rule, with an injected clock judged in the academy's zone. */
import { describe, expect, it } from 'vitest';
import { testClock } from '../../../test/fakes/test-clock.js';
import { createDebtAccess, type DebtAccessFacts, debtRestrictionOf, isNewContent } from './debt-access.js';

const ZONE = 'America/Argentina/Buenos_Aires';
const enrollment = { id: '01900000-0000-7000-8000-000000000001', manual: false, currency: 'ARS' as const };
const period = (number: number, dueDate: string, paidAmount = '0.00', waived = false) => ({
  number,
  dueDate,
  amount: '100.00',
  paidAmount,
  waived,
});
const facts = (overrides: Partial<DebtAccessFacts>): DebtAccessFacts => ({
  enrollment,
  debtAccessDays: 10,
  periods: [period(1, '2026-11-03'), period(2, '2026-12-03')],
  today: '2026-11-14',
  ...overrides,
});

describe('debtRestrictionOf', () => {
  it('restricts from the day after N days past the due date, never on the Nth', () => {
    expect(debtRestrictionOf(facts({ today: '2026-11-13' }))).toBeNull(); // 10 days past due
    const restriction = debtRestrictionOf(facts({ today: '2026-11-14' })); // 11 days
    expect(restriction).toEqual({
      enrollmentId: enrollment.id,
      since: '2026-11-14',
      debtAccessDays: 10,
      period: { number: 1, dueDate: '2026-11-03', owed: '100.00' },
      owedByCurrency: [{ currency: 'ARS', amount: '100.00' }],
      howToPay: { operationId: 'createPayment', body: { enrollmentId: enrollment.id } },
    });
  });

  it('is off without a policy, and never for a manual enrollment', () => {
    expect(debtRestrictionOf(facts({ debtAccessDays: null }))).toBeNull();
    expect(debtRestrictionOf(facts({ enrollment: { ...enrollment, manual: true } }))).toBeNull();
  });

  it('keeps restricting after a partial payment, for what is left', () => {
    const restriction = debtRestrictionOf(facts({ periods: [period(1, '2026-11-03', '60.00')] }));
    expect(restriction?.period.owed).toBe('40.00');
    expect(restriction?.owedByCurrency).toEqual([{ currency: 'ARS', amount: '40.00' }]);
  });

  it('judges the oldest owed period: paid and waived ones never restrict', () => {
    const periods = [
      period(1, '2026-09-03', '100.00'),
      period(2, '2026-10-03', '0.00', true),
      period(3, '2026-11-03'),
      period(4, '2026-12-03'),
    ];
    expect(debtRestrictionOf(facts({ periods, today: '2026-11-13' }))).toBeNull();
    expect(debtRestrictionOf(facts({ periods, today: '2026-11-14' }))?.period.number).toBe(3);
    const allWaived = [period(1, '2026-09-03', '0.00', true)];
    expect(debtRestrictionOf(facts({ periods: allWaived, today: '2027-01-01' }))).toBeNull();
  });

  it('counts every past-due period in what is owed, not those due later', () => {
    const periods = [period(1, '2026-10-03'), period(2, '2026-11-03'), period(3, '2026-12-03')];
    const restriction = debtRestrictionOf(facts({ periods, today: '2026-11-20' }));
    expect(restriction?.since).toBe('2026-10-14');
    expect(restriction?.owedByCurrency[0]?.amount).toBe('200.00');
  });

  it('ends when the period is paid in full', () => {
    expect(debtRestrictionOf(facts({ periods: [period(1, '2026-11-03', '100.00')] }))).toBeNull();
  });
});

describe('new content', () => {
  it('is a class starting after the day the restriction began, in the academy zone', () => {
    const since = { since: '2026-11-14' };
    expect(isNewContent(since, new Date('2026-11-14T23:00:00-03:00'), ZONE)).toBe(false);
    // 00:30 of the 15th in Buenos Aires is still the 14th in UTC: the academy's date counts.
    expect(isNewContent(since, new Date('2026-11-15T03:30:00Z'), ZONE)).toBe(true);
    expect(isNewContent(since, new Date('2026-11-10T19:00:00-03:00'), ZONE)).toBe(false);
  });
});

describe('createDebtAccess', () => {
  const reads = (debtAccessDays: number | null, manual = false) => ({
    findDebtAccess: async () => ({ enrollment: { ...enrollment, manual }, debtAccessDays }),
    findPeriods: async () => [period(1, '2026-11-03')] as never,
  });

  it('judges today in the academy zone of the injected clock', async () => {
    // 02:00 UTC of the 14th is still the 13th in Buenos Aires: 10 days, not restricted yet.
    const clock = testClock('2026-11-14T02:00:00Z');
    const access = createDebtAccess({ enrollments: reads(10), clock, timeZone: ZONE });
    expect(await access.restrictionOf('user', 'course')).toBeNull();
    clock.set('2026-11-14T03:00:00Z'); // midnight in Buenos Aires
    expect((await access.restrictionOf('user', 'course'))?.since).toBe('2026-11-14');
  });

  it('reads no periods when the policy is off or the enrollment is manual', async () => {
    const clock = testClock('2027-01-01T12:00:00Z');
    for (const [days, manual] of [
      [null, false],
      [10, true],
    ] as const) {
      const access = createDebtAccess({
        enrollments: { ...reads(days, manual), findPeriods: () => Promise.reject(new Error('read')) },
        clock,
        timeZone: ZONE,
      });
      expect(await access.restrictionOf('user', 'course')).toBeNull();
    }
  });
});
