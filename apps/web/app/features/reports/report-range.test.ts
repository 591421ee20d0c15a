import { describe, expect, it } from 'vitest';
import { topByNet } from './figures';
import {
  addMonths,
  chartRangeOf,
  debtAsOfOf,
  reportFields,
  reportRangeOf,
  statsInstantOf,
  summaryQueryOf,
} from './report-range';

const range = { from: '2026-03-01', to: '2026-03-31', currency: 'ARS' as const, usd: false };

describe('Informes’ range', () => {
  it('defaults to the current month up to today in Buenos Aires, whatever the browser’s day', () => {
    // 02:30 UTC on 1 April is still 31 March in Buenos Aires (GMT−3).
    const fields = reportFields(new Date('2026-04-01T02:30:00Z'));
    expect([fields.from.default, fields.to.default]).toEqual(['2026-03-01', '2026-03-31']);
    const january = reportFields(new Date('2027-01-01T12:00:00Z'));
    expect([january.from.default, january.to.default]).toEqual(['2027-01-01', '2027-01-01']);
  });

  it('takes from the address only dates that exist', () => {
    const { from } = reportFields(new Date('2026-06-10T12:00:00Z'));
    expect(from.parse(['2026-02-28'])).toBe('2026-02-28');
    expect(from.parse(['2026-02-30'])).toBeUndefined();
    expect(from.parse(['28/02/2026'])).toBeUndefined();
    expect(from.parse([''])).toBeUndefined();
  });

  it('asks nothing for a range that ends before it starts, and USD values only beside ARS', () => {
    expect(reportRangeOf({ from: '2026-04-01', to: '2026-03-31', currency: 'ARS', usd: true })).toBeNull();
    expect(reportRangeOf({ from: '2026-03-31', to: '2026-03-31', currency: 'USD', usd: true })?.usd).toBe(
      false,
    );
    expect(reportRangeOf({ ...range, usd: true })?.usd).toBe(true);
    expect(summaryQueryOf(range)).toEqual({ from: '2026-03-01', to: '2026-03-31', currency: 'ARS' });
    expect(summaryQueryOf({ ...range, usd: true })).toMatchObject({ usd: true });
  });

  it('draws at least the twelve months up to the range’s end, more when the range is longer', () => {
    expect(addMonths('2026-03-01', -11)).toBe('2025-04-01');
    expect(addMonths('2026-12-01', 1)).toBe('2027-01-01');
    expect(chartRangeOf(range)).toMatchObject({ from: '2025-04-01', to: '2026-03-31' });
    expect(chartRangeOf({ ...range, from: '2023-01-15' })).toMatchObject({ from: '2023-01-15' });
  });

  it('reads the collection rate at the range’s last instant, or now when that is to come', () => {
    // The end of 31 March in Buenos Aires is 02:59:59.999 UTC on 1 April.
    expect(statsInstantOf(range, new Date('2026-06-01T00:00:00Z'))).toBe('2026-04-01T02:59:59.999Z');
    expect(statsInstantOf(range, new Date('2026-03-20T15:00:00Z'))).toBe('2026-03-20T15:00:00.000Z');
  });

  it('reads debt by age as of the range’s last day, or today when that is to come', () => {
    expect(debtAsOfOf(range, new Date('2026-06-01T00:00:00Z'))).toBe('2026-03-31');
    // 01:00 UTC on 21 March is still 20 March in Buenos Aires.
    expect(debtAsOfOf(range, new Date('2026-03-21T01:00:00Z'))).toBe('2026-03-20');
    expect(debtAsOfOf(range, new Date('2026-04-01T02:30:00Z'))).toBe('2026-03-31');
  });

  it('ranks by net with exact decimals, ten at most', () => {
    const rows = Array.from({ length: 12 }, (_, index) => ({ id: index, net: `${index}.00` }));
    rows.push({ id: 99, net: '10.01' }, { id: 98, net: '-5.00' });
    const top = topByNet(rows);
    expect(top.map((row) => row.id)).toEqual([11, 99, 10, 9, 8, 7, 6, 5, 4, 3]);
  });
});
