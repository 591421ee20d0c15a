import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMoney, fromCents, moneyEquals, percentageOf, subtractMoney, toCents } from './money.js';
import {
  amountsForTier,
  buildSchedule,
  complementaryPeriod,
  type HeldPeriod,
  MAX_PERIODS,
  monthlyDueDate,
  monthsSpanned,
  planTotal,
  respreadSchedule,
  ScheduleError,
  type ScheduleInput,
} from './payment-schedule.js';

const base: Omit<ScheduleInput, 'type'> = {
  upfrontAmount: null,
  periodAmount: null,
  numberOfPeriods: null,
  courseStartDate: '2027-03-01',
  courseEndDate: '2027-07-31',
  enrolledOn: '2027-01-31',
  scholarshipPercent: 0,
};

describe('the schedule of each plan type', () => {
  it('upfront: the whole price, due on enrollment', () => {
    expect(buildSchedule({ ...base, type: 'upfront', upfrontAmount: '150000.00' })).toEqual([
      { number: 1, dueDate: '2027-01-31', amount: '150000.00', waived: false },
    ]);
  });

  it('recurring: instalments from enrollment, monthly on its day, clamped to the month end', () => {
    const periods = buildSchedule({ ...base, type: 'recurring', periodAmount: '100.00', numberOfPeriods: 4 });
    expect(periods.map((period) => period.dueDate)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
  });

  it('hybrid: the down payment on enrollment, instalments from one month later', () => {
    const periods = buildSchedule({
      ...base,
      type: 'hybrid',
      upfrontAmount: '500.00',
      periodAmount: '200.00',
      numberOfPeriods: 2,
      enrolledOn: '2028-01-30',
    });
    expect(periods).toEqual([
      { number: 1, dueDate: '2028-01-30', amount: '500.00', waived: false },
      { number: 2, dueDate: '2028-02-29', amount: '200.00', waived: false },
      { number: 3, dueDate: '2028-03-30', amount: '200.00', waived: false },
    ]);
  });

  it('complete: one instalment per calendar month the course touches', () => {
    expect(monthsSpanned('2027-03-01', '2027-07-31')).toBe(5);
    expect(monthsSpanned('2027-11-15', '2028-02-01')).toBe(4);
    expect(monthsSpanned('2027-03-10', '2027-03-20')).toBe(1);
    const periods = buildSchedule({ ...base, type: 'complete', periodAmount: '80.00' });
    expect(periods).toHaveLength(5);
  });

  it('complete: at most 120 instalments, as every other count of periods, however long the course', () => {
    expect(MAX_PERIODS).toBe(120);
    // Forty years and a month: 481 calendar months.
    const dates = { courseStartDate: '2026-01-01', courseEndDate: '2066-01-31' };
    expect(monthsSpanned(dates.courseStartDate, dates.courseEndDate)).toBe(120);
    const periods = buildSchedule({ ...base, ...dates, type: 'complete', periodAmount: '80.00' });
    expect(periods).toHaveLength(120);
    expect(planTotal({ ...base, ...dates, type: 'complete', periodAmount: '80.00' })).toBe('9600.00');
  });

  it('refuses a plan without the amounts its type needs', () => {
    expect(() =>
      buildSchedule({ ...base, type: 'hybrid', periodAmount: '1.00', numberOfPeriods: 2 }),
    ).toThrow(ScheduleError);
    expect(() => buildSchedule({ ...base, type: 'recurring', periodAmount: '1.00' })).toThrow(ScheduleError);
  });

  it('a scholarship rounds each period down and leaves the remainder on the last', () => {
    const periods = buildSchedule({
      ...base,
      type: 'recurring',
      periodAmount: '100.01',
      numberOfPeriods: 3,
      scholarshipPercent: 50,
    });
    // 300.03 less 50% (150.02, half up) = 150.01 owed: 50.00 + 50.00 + 50.01
    expect(periods.map((period) => period.amount)).toEqual(['50.00', '50.00', '50.01']);
  });

  it('a 100% scholarship waives every period', () => {
    const periods = buildSchedule({
      ...base,
      type: 'hybrid',
      upfrontAmount: '10.00',
      periodAmount: '5.00',
      numberOfPeriods: 2,
      scholarshipPercent: 100,
    });
    expect(periods.every((period) => period.waived && period.amount === '0.00')).toBe(true);
  });
});

describe('tier prices', () => {
  const plan = { upfrontAmount: '1000.00', periodAmount: '333.33' };

  it('applies the tier discount, rounded half up', () => {
    expect(amountsForTier(plan, { discountPercent: '12.5' })).toEqual({
      upfrontAmount: '875.00',
      periodAmount: '291.66',
    });
  });

  it('prefers the override, falling back to the discount for an amount it leaves out', () => {
    expect(
      amountsForTier(plan, {
        discountPercent: 10,
        override: { upfrontAmount: '700.00', periodAmount: null },
      }),
    ).toEqual({ upfrontAmount: '700.00', periodAmount: '300.00' });
  });

  it('without a tier the plan is unchanged', () => {
    expect(amountsForTier(plan, null)).toBe(plan);
  });
});

const calendarDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const amount = fc.bigInt({ min: 0n, max: 10n ** 9n }).map(fromCents);

const scheduleInput: fc.Arbitrary<ScheduleInput> = fc
  .record({
    type: fc.constantFrom('upfront', 'recurring', 'hybrid', 'complete' as const),
    upfrontAmount: amount,
    periodAmount: amount,
    numberOfPeriods: fc.integer({ min: 1, max: 120 }),
    courseStartDate: calendarDate,
    courseLengthDays: fc.integer({ min: 0, max: 1500 }),
    enrolledOn: calendarDate,
    scholarshipPercent: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constantFrom(0, 50, 99, 100)),
  })
  .map(({ courseLengthDays, ...input }) => ({
    ...input,
    courseEndDate: new Date(Date.parse(input.courseStartDate) + courseLengthDays * 86_400_000)
      .toISOString()
      .slice(0, 10),
  }));

describe('properties of every schedule', () => {
  it('adds up exactly to the plan total less the scholarship, no period negative', () => {
    fc.assert(
      fc.property(scheduleInput, (input) => {
        const periods = buildSchedule(input);
        const total = planTotal(input);
        const owed = subtractMoney(total, percentageOf(total, input.scholarshipPercent));
        expect(moneyEquals(addMoney(...periods.map((period) => period.amount)), owed)).toBe(true);
        for (const period of periods) expect(toCents(period.amount) >= 0n).toBe(true);
      }),
    );
  });

  it('is due on the enrollment date first, then strictly later each month, on the anchor day or the month end', () => {
    fc.assert(
      fc.property(scheduleInput, (input) => {
        const periods = buildSchedule(input);
        expect(periods[0]!.dueDate).toBe(input.enrolledOn);
        const anchorDay = Number(input.enrolledOn.slice(8));
        periods.forEach((period, index) => {
          expect(period.number).toBe(index + 1);
          const [year, month, day] = period.dueDate.split('-').map(Number) as [number, number, number];
          const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
          expect(day).toBe(Math.min(anchorDay, lastDay));
          if (index > 0) expect(period.dueDate > periods[index - 1]!.dueDate).toBe(true);
        });
      }),
    );
  });

  it('never drifts: the 13th due date is the anchor day a year later when the month has it', () => {
    expect(monthlyDueDate('2027-01-31', 12)).toBe('2028-01-31');
    expect(monthlyDueDate('2027-08-31', 6)).toBe('2028-02-29');
    expect(monthlyDueDate('2027-08-31', 7)).toBe('2028-03-31');
  });
});

/** A schedule with payments on a prefix of its periods, as oldest-first allocation leaves it. */
const heldSchedule = fc
  .record({
    input: scheduleInput.filter((input) => input.scholarshipPercent < 100),
    paidCents: fc.bigInt({ min: 0n, max: 10n ** 11n }),
  })
  .map(({ input, paidCents }) => {
    let left = paidCents;
    const periods: HeldPeriod[] = buildSchedule(input).map((period) => {
      const cents = toCents(period.amount);
      const paid = left >= cents ? cents : left;
      left -= paid;
      return { ...period, paidAmount: fromCents(paid) };
    });
    return { periods, anchor: input.enrolledOn };
  });

describe('re-spreading what is unpaid', () => {
  it('keeps the total owed to the cent and leaves paid periods untouched', () => {
    fc.assert(
      fc.property(heldSchedule, fc.integer({ min: 1, max: 130 }), ({ periods, anchor }, wanted) => {
        const touched = periods.filter((period) => toCents(period.paidAmount) > 0n).length;
        const untouched = periods.length - touched;
        fc.pre(untouched > 0 && wanted > touched);
        const { kept, added, removedNumbers } = respreadSchedule(periods, wanted, anchor, anchor);
        expect(kept).toEqual(periods.filter((period) => toCents(period.paidAmount) > 0n));
        expect(kept.length + added.length).toBe(wanted);
        const before = addMoney(...periods.map((period) => period.amount));
        const after = addMoney(
          ...kept.map((period) => period.amount),
          ...added.map((period) => period.amount),
        );
        expect(moneyEquals(before, after)).toBe(true);
        const numbers = [...kept.map((period) => period.number), ...added.map((period) => period.number)];
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(added[0]!.number).toBe(removedNumbers[0]);
        for (let index = 1; index < added.length; index++) {
          expect(added[index]!.dueDate > added[index - 1]!.dueDate).toBe(true);
        }
      }),
    );
  });

  it('never makes a period already overdue: 5 → 8 periods on 26 Nov 2026 starts on the enrollment’s next day, not in August', () => {
    const periods: HeldPeriod[] = ['2026-06-15', '2026-07-15', '2026-08-15', '2026-09-15', '2026-10-15'].map(
      (dueDate, index) => ({
        number: index + 1,
        dueDate,
        amount: '100.00',
        paidAmount: index < 2 ? '100.00' : '0.00',
        waived: false,
      }),
    );
    const { added } = respreadSchedule(periods, 8, '2026-06-15', '2026-11-26');
    expect(added.map((period) => [period.number, period.dueDate])).toEqual([
      [3, '2026-12-15'],
      [4, '2027-01-15'],
      [5, '2027-02-15'],
      [6, '2027-03-15'],
      [7, '2027-04-15'],
      [8, '2027-05-15'],
    ]);
    // On the enrollment's day itself, the first new period is due that very day.
    expect(respreadSchedule(periods, 8, '2026-06-15', '2026-12-15').added[0]!.dueDate).toBe('2026-12-15');
    // Nothing overdue yet: the new periods start where the replaced ones did.
    expect(respreadSchedule(periods, 8, '2026-06-15', '2026-07-20').added[0]!.dueDate).toBe('2026-08-15');
  });

  it('starts the new periods on the anchor’s day, on or after both today and the first replaced due date', () => {
    fc.assert(
      fc.property(
        heldSchedule,
        fc.integer({ min: 1, max: 130 }),
        fc.integer({ min: 0, max: 900 }),
        ({ periods, anchor }, wanted, daysLater) => {
          const touched = periods.filter((period) => toCents(period.paidAmount) > 0n).length;
          fc.pre(periods.length - touched > 0 && wanted > touched);
          const today = new Date(Date.parse(`${anchor}T00:00:00Z`) + daysLater * 86_400_000)
            .toISOString()
            .slice(0, 10);
          const { added } = respreadSchedule(periods, wanted, anchor, today);
          const firstReplaced = periods
            .filter((period) => toCents(period.paidAmount) === 0n)
            .map((period) => period.dueDate)
            .sort()[0]!;
          expect(added[0]!.dueDate >= today).toBe(true);
          expect(added[0]!.dueDate >= firstReplaced).toBe(true);
          // The first is the earliest such date of the enrollment's monthly dates.
          const [year, month] = added[0]!.dueDate.split('-').map(Number) as [number, number];
          const monthsAfterAnchor =
            (year - Number(anchor.slice(0, 4))) * 12 + month - Number(anchor.slice(5, 7));
          const monthBefore = monthlyDueDate(anchor, monthsAfterAnchor - 1);
          expect(monthBefore < today || monthBefore < firstReplaced).toBe(true);
          const anchorDay = Number(anchor.slice(8));
          for (const period of added) {
            const day = Number(period.dueDate.slice(8));
            const monthEnd = new Date(
              Date.UTC(Number(period.dueDate.slice(0, 4)), Number(period.dueDate.slice(5, 7)), 0),
            ).getUTCDate();
            expect(day).toBe(Math.min(anchorDay, monthEnd));
          }
        },
      ),
    );
  });

  it('refuses when everything has a payment or the count leaves no new period', () => {
    const periods: HeldPeriod[] = [
      { number: 1, dueDate: '2027-01-10', amount: '10.00', paidAmount: '10.00', waived: false },
      { number: 2, dueDate: '2027-02-10', amount: '10.00', paidAmount: '0.00', waived: false },
    ];
    expect(() => respreadSchedule(periods, 1, '2027-01-10', '2027-01-20')).toThrow(ScheduleError);
    expect(() => respreadSchedule([periods[0]!], 3, '2027-01-10', '2027-01-20')).toThrow(ScheduleError);
    const { added } = respreadSchedule(periods, 4, '2027-01-10', '2027-01-20');
    expect(added.map((period) => [period.number, period.dueDate, period.amount])).toEqual([
      [2, '2027-02-10', '3.33'],
      [3, '2027-03-10', '3.33'],
      [4, '2027-04-10', '3.34'],
    ]);
  });
});

describe('a complementary period', () => {
  const periods = [
    { number: 1, dueDate: '2026-01-31' },
    { number: 2, dueDate: '2026-02-28' },
  ];
  const base = {
    upfrontAmount: null,
    periodAmount: '1000.00',
    scholarshipPercent: 0,
    periods,
    anchorDate: '2026-01-31',
  };

  it('comes a month after the last period, on the enrollment’s day, less the scholarship', () => {
    expect(complementaryPeriod({ ...base, scholarshipPercent: 25, today: '2026-02-10' })).toEqual({
      number: 3,
      dueDate: '2026-03-31',
      amount: '750.00',
      waived: false,
    });
  });

  it('is due today when that date has passed, and waived under a whole scholarship', () => {
    expect(complementaryPeriod({ ...base, scholarshipPercent: 100, today: '2026-05-04' })).toEqual({
      number: 3,
      dueDate: '2026-05-04',
      amount: '0.00',
      waived: true,
    });
  });

  it('takes an upfront plan’s price, and is null without plan amounts', () => {
    const upfront = { ...base, upfrontAmount: '5000.00', periodAmount: null, today: '2026-02-10' };
    expect(complementaryPeriod(upfront)?.amount).toBe('5000.00');
    expect(complementaryPeriod({ ...upfront, upfrontAmount: null })).toBeNull();
  });
});
