import { describe, expect, it } from 'vitest';
import { enrolPreview } from './enrol-preview';
import type { PaymentPlan } from './queries';

const course = {
  startDate: '2026-03-01',
  endDate: '2026-07-31',
  timezoneId: 'America/Argentina/Buenos_Aires',
};
const plan = (values: Partial<PaymentPlan>) =>
  ({
    id: '0190b0c0-0000-7000-8000-000000000001',
    name: 'Plan',
    currency: 'ARS',
    numberOfPeriods: null,
    upfrontAmount: null,
    periodAmount: null,
    ...values,
  }) as PaymentPlan;

describe('enrolPreview', () => {
  it('gives a hybrid plan its down payment today and the instalments monthly, with the total', () => {
    // 01:30 UTC of the 31st is still the 30th in Buenos Aires: the course zone's date anchors.
    const preview = enrolPreview(
      plan({ type: 'hybrid', upfrontAmount: '5000.00', periodAmount: '20000.00', numberOfPeriods: 2 }),
      course,
      new Date('2026-01-31T01:30:00Z'),
    )!;
    expect(
      preview.periods.map(({ number, dueDate, amount, downPayment }) => [
        number,
        dueDate,
        amount,
        downPayment,
      ]),
    ).toEqual([
      [1, '2026-01-30', '5000.00', true],
      [2, '2026-02-28', '20000.00', false],
      [3, '2026-03-30', '20000.00', false],
    ]);
    expect(preview.total).toBe('45000.00');
  });

  it('is null for a plan the rule cannot schedule (an amount missing)', () => {
    expect(enrolPreview(plan({ type: 'recurring', numberOfPeriods: 3 }), course, new Date())).toBeNull();
  });
});
