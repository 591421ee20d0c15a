import { describe, expect, it } from 'vitest';
import { amountsOf, plansFor, previewEnrollment } from './new-enrollment-plan';
import type { PaymentPlan } from './queries';

const ALLIANCE = '0190c0de-0000-7000-8000-0000000000a1';
const OTHER_ALLIANCE = '0190c0de-0000-7000-8000-0000000000a2';

function plan(overrides: Partial<PaymentPlan> = {}): PaymentPlan {
  return {
    id: '0190c0de-0000-7000-8000-000000000001',
    courseId: '0190c0de-0000-7000-8000-000000000002',
    name: 'Anticipo y cuotas',
    type: 'hybrid',
    currency: 'ARS',
    period: 'MONTHLY',
    numberOfPeriods: 3,
    upfrontAmount: '10000.00',
    periodAmount: '5000.00',
    active: true,
    allianceId: null,
    tierOverrides: [],
    instalments: 3,
    total: '25000.00',
    tierPrices: [
      {
        tierId: '0190c0de-0000-7000-8000-000000000003',
        allianceId: ALLIANCE,
        tier: 'DOCENTE',
        tierName: 'Docentes',
        upfrontAmount: '7500.00',
        periodAmount: '3750.00',
        total: '18750.00',
      },
    ],
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  } as PaymentPlan;
}

const course = {
  startDate: '2026-03-01',
  endDate: '2026-07-31',
  timezoneId: 'America/Argentina/Buenos_Aires',
};
// 23:30 on 10 March in Buenos Aires: already the 11th in UTC.
const now = new Date('2026-03-11T02:30:00Z');

describe('Nueva inscripción: plans and preview', () => {
  it('offers the active plans open to all and the person’s alliance’s own', () => {
    const plans = [
      plan({ id: 'open' }),
      plan({ id: 'inactive', active: false }),
      plan({ id: 'own', allianceId: ALLIANCE }),
      plan({ id: 'other', allianceId: OTHER_ALLIANCE }),
    ];
    expect(plansFor(plans, ALLIANCE).map((each) => each.id)).toEqual(['open', 'own']);
    expect(plansFor(plans, null).map((each) => each.id)).toEqual(['open']);
  });

  it('charges the tier’s price, and the plan’s own without a tier', () => {
    expect(amountsOf(plan(), ALLIANCE, 'DOCENTE')).toEqual({
      upfrontAmount: '7500.00',
      periodAmount: '3750.00',
    });
    expect(amountsOf(plan(), ALLIANCE, null)).toEqual({ upfrontAmount: '10000.00', periodAmount: '5000.00' });
  });

  it('previews the schedule from the course zone’s today, with the tier and the scholarship', () => {
    const preview = previewEnrollment({
      plan: plan(),
      course,
      allianceId: ALLIANCE,
      tier: 'DOCENTE',
      scholarshipPercent: 0,
      now,
    });
    expect(preview.periods.map((period) => [period.dueDate, period.amount])).toEqual([
      ['2026-03-10', '7500.00'],
      ['2026-04-10', '3750.00'],
      ['2026-05-10', '3750.00'],
      ['2026-06-10', '3750.00'],
    ]);
    expect(preview.total).toBe('18750.00');
    const totalWithScholarship = (scholarshipPercent: number) =>
      previewEnrollment({ plan: plan(), course, allianceId: null, tier: null, scholarshipPercent, now })
        .total;
    expect(totalWithScholarship(50)).toBe('12500.00');
    expect(totalWithScholarship(100)).toBe('0.00');
  });
});
