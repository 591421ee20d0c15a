import { describe, expect, it } from 'vitest';
import {
  type PlanFormValues,
  planCreation,
  planFormErrors,
  plansByType,
  planUpdate,
  previewSchedule,
} from './plan-form';

const texts = { required: 'req', amountInvalid: 'amount', periodsInvalid: 'periods' };
const base: PlanFormValues = {
  name: 'Plan',
  type: 'hybrid',
  currency: 'ARS',
  numberOfPeriods: 3,
  upfrontAmount: '10.000,50',
  periodAmount: '5000',
  active: true,
  allianceId: null,
};
const course = {
  startDate: '2026-03-01',
  endDate: '2026-07-31',
  timezoneId: 'America/Argentina/Buenos_Aires',
};

describe('planFormErrors', () => {
  it('asks for each amount the type needs, and only those', () => {
    expect(planFormErrors({ ...base, upfrontAmount: '' }, texts)).toEqual({ upfrontAmount: 'req' });
    expect(
      planFormErrors({ ...base, type: 'complete', upfrontAmount: '', numberOfPeriods: '' }, texts),
    ).toEqual({});
    expect(planFormErrors({ ...base, type: 'recurring', numberOfPeriods: 0 }, texts)).toEqual({
      numberOfPeriods: 'periods',
    });
    expect(planFormErrors({ ...base, type: 'upfront', upfrontAmount: '1,234' }, texts)).toEqual({
      upfrontAmount: 'amount',
    });
    expect(planFormErrors({ ...base, name: ' ' }, texts)).toEqual({ name: 'req' });
  });
});

describe('planCreation and planUpdate', () => {
  it('send only what the type uses; an update clears the rest', () => {
    expect(planCreation({ ...base, type: 'complete', allianceId: 'a1' })).toEqual({
      name: 'Plan',
      type: 'complete',
      currency: 'ARS',
      active: true,
      periodAmount: '5000.00',
      allianceId: 'a1',
    });
    expect(planUpdate({ ...base, type: 'upfront' })).toMatchObject({
      upfrontAmount: '10000.50',
      periodAmount: null,
      numberOfPeriods: null,
      allianceId: null,
    });
  });
});

describe('previewSchedule', () => {
  it('shows a hybrid plan’s down payment today and instalments monthly after, in the course zone', () => {
    // 02:00 UTC on 1 April is still 31 March in Buenos Aires: the month-end clamps follow.
    const periods = previewSchedule(base, course, new Date('2026-04-01T02:00:00Z'));
    expect(periods?.map((period) => [period.dueDate, period.amount])).toEqual([
      ['2026-03-31', '10000.50'],
      ['2026-04-30', '5000.00'],
      ['2026-05-31', '5000.00'],
      ['2026-06-30', '5000.00'],
    ]);
  });

  it('counts a complete plan’s instalments from the course months, and waits for missing amounts', () => {
    const complete = { ...base, type: 'complete' as const, periodAmount: '100' };
    expect(previewSchedule(complete, course, new Date('2026-03-10T12:00:00Z'))).toHaveLength(5);
    expect(previewSchedule({ ...base, periodAmount: '' }, course, new Date())).toBeNull();
  });
});

describe('plansByType', () => {
  it('groups in the order of the types, leaving empty ones out', () => {
    const plans = [
      { type: 'complete' as const },
      { type: 'upfront' as const },
      { type: 'complete' as const },
    ];
    expect(plansByType(plans).map((group) => [group.type, group.plans.length])).toEqual([
      ['upfront', 1],
      ['complete', 2],
    ]);
  });
});
