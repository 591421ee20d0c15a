import { describe, expect, it } from 'vitest';
import { sumByCurrency, TOTALS_MAX_PAGES, totalsOf } from './totals';

const row = (currency: 'ARS' | 'USD', amount: string) => ({ currency, amount });

describe('totals per currency', () => {
  it('adds each currency apart, exactly (no float drift), never across currencies', () => {
    const rows = [row('ARS', '0.10'), row('USD', '5.00'), row('ARS', '0.20'), row('ARS', '-0.05')];
    expect(sumByCurrency(rows, (r) => r)).toEqual([
      { currency: 'ARS', amount: '0.25', count: 3 },
      { currency: 'USD', amount: '5.00', count: 1 },
    ]);
  });

  it('reads every page of the filters and says when it stopped at the cap', async () => {
    const pages: number[] = [];
    const fetchPage = async (page: number, size: number) => {
      pages.push(page);
      return {
        content: [row('ARS', '1.00')],
        page: { number: page, size, totalElements: 3, totalPages: 3 },
      };
    };
    expect(await totalsOf(fetchPage, (r) => r)).toEqual({
      totals: [{ currency: 'ARS', amount: '3.00', count: 3 }],
      truncated: false,
      read: 3,
    });
    expect(pages).toEqual([0, 1, 2]);
    const many = async (page: number, size: number) => ({
      content: [row('USD', '2.00')],
      page: { number: page, size, totalElements: 99, totalPages: TOTALS_MAX_PAGES + 5 },
    });
    const capped = await totalsOf(many, (r) => r);
    expect(capped.truncated).toBe(true);
    expect(capped.read).toBe(TOTALS_MAX_PAGES);
  });
});
