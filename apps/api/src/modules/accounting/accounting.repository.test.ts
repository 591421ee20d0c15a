import { addDays } from '@catedra/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderedText, statementWithValues } from '../../db/prepared.js';
import { type Grouping, type PeriodRun, rangeStatementOf, rollupPlanOf } from './accounting.repository.js';

describe('which rollup rows add up to a range', () => {
  /** The levels by segment, and the levels by course. */
  const months = ['month', 'day'] as const;
  const byCourse = ['year', 'quarter', 'month', 'dekad', 'day'] as const;

  /** A plan as one line a run: `+month 2025-12-01..2026-11-01` (added, the months from … to …). */
  const written = (plan: readonly PeriodRun[]) =>
    plan.map(({ period, from, to, sign }) => `${sign === 1 ? '+' : '-'}${period} ${from}..${to}`);

  /** The last day of the period of a level that starts on `start`. */
  const lastDayOf = (period: PeriodRun['period'], start: string) => {
    // 31 days a month from its 1st land in the month `months + 1` after; the day before that one's 1st ends the one wanted.
    const monthEndAfter = (months: number) =>
      addDays(`${addDays(`${start.slice(0, 7)}-01`, 31 * (months + 1)).slice(0, 7)}-01`, -1);
    if (period === 'day') return start;
    if (period === 'dekad') return start.endsWith('-21') ? monthEndAfter(0) : addDays(start, 9);
    if (period === 'month') return monthEndAfter(0);
    if (period === 'quarter') return monthEndAfter(2);
    return `${start.slice(0, 4)}-12-31`;
  };

  /** How many periods a plan reads. */
  const periodsOf = (plan: readonly PeriodRun[]) =>
    plan.reduce((count, { period, from, to }) => {
      for (let start = from; start <= to; start = addDays(lastDayOf(period, start), 1)) count += 1;
      return count;
    }, 0);

  it.each([
    [
      'whole months from the monthly rows',
      months,
      '2026-01-01',
      '2026-02-28',
      ['+month 2026-01-01..2026-02-01'],
    ],
    [
      '…or, by course, a whole quarter',
      byCourse,
      '2026-01-01',
      '2026-03-31',
      ['+quarter 2026-01-01..2026-01-01'],
    ],
    [
      'a short part of a month from its days',
      months,
      '2026-01-28',
      '2026-02-03',
      ['+day 2026-01-28..2026-02-03'],
    ],
    ['…by course too', byCourse, '2026-01-28', '2026-02-03', ['+day 2026-01-28..2026-02-03']],
    [
      'most of a month as the month less the days left out',
      months,
      '2026-02-03',
      '2026-02-25',
      ['+month 2026-02-01..2026-02-01', '-day 2026-02-01..2026-02-02', '-day 2026-02-26..2026-02-28'],
    ],
    [
      'a year to the 26th as twelve months less four days',
      months,
      '2025-11-27',
      '2026-11-26',
      ['+day 2025-11-27..2025-11-30', '+month 2025-12-01..2026-11-01', '-day 2026-11-27..2026-11-30'],
    ],
    [
      'by course, a part of a month as its dekads and a few days',
      byCourse,
      '2026-03-09',
      '2026-03-25',
      ['+day 2026-03-09..2026-03-10', '+dekad 2026-03-11..2026-03-11', '+day 2026-03-21..2026-03-25'],
    ],
    [
      'by course, a year to the 26th as a month and days, and a year less what is still to come',
      byCourse,
      '2025-11-27',
      '2026-11-26',
      [
        '+day 2025-11-27..2025-11-30',
        '+month 2025-12-01..2025-12-01',
        '+year 2026-01-01..2026-01-01',
        '-day 2026-11-27..2026-11-30',
        '-month 2026-12-01..2026-12-01',
      ],
    ],
    [
      'by course, a year from the 16th of March as a year less a quarter, and a quarter, with days and dekads',
      byCourse,
      '2025-03-16',
      '2026-03-15',
      [
        '+year 2025-01-01..2025-01-01',
        '-quarter 2025-01-01..2025-01-01',
        '+day 2025-03-16..2025-03-20',
        '+dekad 2025-03-21..2025-03-21',
        '+quarter 2026-01-01..2026-01-01',
        '-day 2026-03-16..2026-03-20',
        '-dekad 2026-03-21..2026-03-21',
      ],
    ],
    [
      'by course, a year from the 16th of June as four quarters, with days and dekads',
      byCourse,
      '2025-06-16',
      '2026-06-15',
      [
        '+day 2025-06-16..2025-06-20',
        '+dekad 2025-06-21..2025-06-21',
        '+quarter 2025-07-01..2026-04-01',
        '-day 2026-06-16..2026-06-20',
        '-dekad 2026-06-21..2026-06-21',
      ],
    ],
    ['by course, whole years', byCourse, '2023-01-01', '2025-12-31', ['+year 2023-01-01..2025-01-01']],
    ['one day', byCourse, '2024-02-29', '2024-02-29', ['+day 2024-02-29..2024-02-29']],
    ['nothing for an empty range', byCourse, '2026-03-02', '2026-03-01', []],
  ] as const)('reads %s', (_, levels, from, to, expected) => {
    expect(written(rollupPlanOf(from, to, levels))).toEqual(expected);
  });

  it('counts every day of the range once and no other day, whatever the levels', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3_000 }),
        fc.integer({ min: -1, max: 1_200 }),
        fc.constantFrom(months, byCourse),
        (start, length, levels) => {
          const from = addDays('2023-01-01', start);
          const to = addDays(from, length);
          const counted = new Map<string, number>();
          for (const planned of rollupPlanOf(from, to, levels)) {
            expect(planned.from <= planned.to).toBe(true);
            for (
              let day = planned.from;
              day <= lastDayOf(planned.period, planned.to);
              day = addDays(day, 1)
            ) {
              counted.set(day, (counted.get(day) ?? 0) + planned.sign);
            }
          }
          for (const [day, times] of counted) expect(times, day).toBe(day >= from && day <= to ? 1 : 0);
          for (let day = from; day <= to; day = addDays(day, 1)) expect(counted.get(day), day).toBe(1);
        },
      ),
    );
  });

  it('by course, reads any year’s range in 18 periods at most, whatever its first day', () => {
    let most = 0;
    for (let start = 0; start < 4 * 366; start += 1) {
      const from = addDays('2023-01-01', start);
      most = Math.max(most, periodsOf(rollupPlanOf(from, addDays(from, 364), byCourse)));
    }
    // At the worst, about six days at each end of the range and a few longer periods between.
    expect(most).toBe(18);
    // On months and days alone, that year's range reads eleven months and thirty days.
    expect(periodsOf(rollupPlanOf('2025-06-16', '2026-06-15', months))).toBe(41);
  });
});

describe('the summaries’ prepared statements', () => {
  it('write one statement per shape, the same for every range of it: the dates are values, never frozen in it', () => {
    const firstOfShape = new Map<string, ReturnType<typeof rangeStatementOf>>();
    const kinds = ['totals', 'named', 'usd'] as const;
    const groupings: Grouping[] = ['none', 'currency', 'segment', 'course', 'topic', 'month'];
    const uuid = fc.uuid({ version: 7 });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3_000 }),
        fc.integer({ min: 0, max: 800 }),
        fc.constantFrom(...kinds),
        fc.constantFrom(...groupings),
        fc.option(fc.array(uuid, { minLength: 1, maxLength: 3 }), { nil: undefined }),
        fc.constantFrom('ARS' as const, 'USD' as const),
        (start, length, kind, grouping, ids, currency) => {
          const from = addDays('2024-01-01', start);
          const range = { from, to: addDays(from, length), currency, ...(ids ? { ids } : {}) };
          const statement = rangeStatementOf(kind, grouping, range);
          const first = firstOfShape.get(statement.shape) ?? statement;
          firstOfShape.set(statement.shape, first);
          // The statement prepared for the shape's first range, run with this range's values, is this range's.
          expect(statementWithValues(first.build, statement.values)).toEqual(
            statementWithValues(statement.build, statement.values),
          );
          expect(renderedText(first.build)).toBe(renderedText(statement.build));
        },
      ),
      { numRuns: 1_000 },
    );
    expect(firstOfShape.size).toBeGreaterThan(50);
  });
});
