/** How late a debt is: the four buckets' bounds, the same in JavaScript and in the report's SQL. */

import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { debtAgeBucketOf, debtAgeBucketSql, periodsFigures } from './enrollment-figures.js';

describe('debt age buckets', () => {
  it('puts 1–30 days in DAYS_0_30, 31–60, 61–90, and the rest in OVER_90', () => {
    const cases: [number, string][] = [
      [1, 'DAYS_0_30'],
      [30, 'DAYS_0_30'],
      [31, 'DAYS_31_60'],
      [60, 'DAYS_31_60'],
      [61, 'DAYS_61_90'],
      [90, 'DAYS_61_90'],
      [91, 'OVER_90'],
      [400, 'OVER_90'],
    ];
    for (const [days, bucket] of cases) expect(debtAgeBucketOf(days), `${days} days`).toBe(bucket);
  });

  it('writes the same bounds in SQL', () => {
    const query = new PgDialect().sqlToQuery(debtAgeBucketSql(sql.raw('d')));
    expect(query.sql).toBe(
      "(case when d <= 30 then 'DAYS_0_30' when d <= 60 then 'DAYS_31_60' when d <= 90 then 'DAYS_61_90' else 'OVER_90' end)",
    );
  });

  it('the periods-status figures bucket an enrollment’s late periods by the same rule', () => {
    const period = (number: number, dueDate: string) => ({
      number,
      dueDate,
      amount: '100.00',
      paidAmount: '0.00',
      waived: false,
    });
    // On 31 March: 30, 31 and 91 days late.
    const figures = periodsFigures(
      [period(1, '2030-03-01'), period(2, '2030-02-28'), period(3, '2029-12-30')],
      '2030-03-31',
    );
    expect(figures.debtByAge).toEqual({
      days0To30: '100.00',
      days31To60: '100.00',
      days61To90: '0.00',
      over90Days: '100.00',
    });
  });
});
