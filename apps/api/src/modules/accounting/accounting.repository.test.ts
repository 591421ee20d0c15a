import { addDays } from '@catedra/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderedText, statementWithValues } from '../../db/prepared.js';
import { type Grouping, rangeStatementOf, rollupPlanOf } from './accounting.repository.js';

describe('which rollup rows add up to a range', () => {
  it('reads whole months from the monthly rows', () => {
    expect(rollupPlanOf('2026-01-01', '2026-03-31')).toEqual({
      months: ['2026-01-01', '2026-02-01', '2026-03-01'],
      days: [],
    });
  });

  it('reads a short part of a month from its days', () => {
    expect(rollupPlanOf('2026-01-28', '2026-02-03')).toEqual({
      months: [],
      days: [
        { from: '2026-01-28', to: '2026-01-31', sign: 1 },
        { from: '2026-02-01', to: '2026-02-03', sign: 1 },
      ],
    });
  });

  it('reads most of a month as the month less the days left out', () => {
    expect(rollupPlanOf('2025-11-27', '2026-11-26')).toEqual({
      months: [
        '2025-12-01',
        '2026-01-01',
        '2026-02-01',
        '2026-03-01',
        '2026-04-01',
        '2026-05-01',
        '2026-06-01',
        '2026-07-01',
        '2026-08-01',
        '2026-09-01',
        '2026-10-01',
        '2026-11-01',
      ],
      days: [
        { from: '2025-11-27', to: '2025-11-30', sign: 1 },
        { from: '2026-11-27', to: '2026-11-30', sign: -1 },
      ],
    });
    expect(rollupPlanOf('2026-02-03', '2026-02-25')).toEqual({
      months: ['2026-02-01'],
      days: [
        { from: '2026-02-01', to: '2026-02-02', sign: -1 },
        { from: '2026-02-26', to: '2026-02-28', sign: -1 },
      ],
    });
  });

  it('reads one day, and nothing for an empty range', () => {
    expect(rollupPlanOf('2026-03-02', '2026-03-01')).toEqual({ months: [], days: [] });
    expect(rollupPlanOf('2024-02-29', '2024-02-29')).toEqual({
      months: [],
      days: [{ from: '2024-02-29', to: '2024-02-29', sign: 1 }],
    });
  });

  it('reads consecutive months, whatever the range (the query reads them as a range of months)', () => {
    const firstOfMonthAfter = (month: string) =>
      addDays(`${month.slice(0, 7)}-28`, 4)
        .slice(0, 7)
        .concat('-01');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_000 }), fc.integer({ min: 0, max: 800 }), (start, length) => {
        const from = addDays('2024-01-01', start);
        const { months } = rollupPlanOf(from, addDays(from, length));
        months.slice(1).forEach((month, index) => {
          expect(month).toBe(firstOfMonthAfter(months[index]!));
        });
      }),
    );
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
