import { describe, expect, it } from 'vitest';
import { previewRespread } from './schedule-preview';

const period = (number: number, dueDate: string, amount: string, paidAmount = '0.00') => ({
  number,
  dueDate,
  amount,
  paidAmount,
  status: paidAmount === amount ? ('PAID' as const) : ('DUE' as const),
  complementary: false,
});

describe('previewRespread', () => {
  it('keeps paid periods and splits the unpaid rest exactly over the new count', () => {
    const periods = [
      period(1, '2026-01-31', '100.00', '100.00'),
      period(2, '2026-02-28', '100.00'),
      period(3, '2026-03-31', '100.00'),
    ];
    const preview = previewRespread(periods, 4, '2026-02-01');
    expect(preview).toEqual({
      kind: 'ok',
      rows: [
        { number: 1, dueDate: '2026-01-31', amount: '100.00', kept: true },
        { number: 2, dueDate: '2026-02-28', amount: '66.66', kept: false },
        { number: 3, dueDate: '2026-03-31', amount: '66.66', kept: false },
        { number: 4, dueDate: '2026-04-30', amount: '66.68', kept: false },
      ],
    });
  });

  it('shows the new periods due from today, as the API makes them: none already overdue', () => {
    const periods = ['2026-06-15', '2026-07-15', '2026-08-15', '2026-09-15', '2026-10-15'].map(
      (dueDate, index) => period(index + 1, dueDate, '100.00', index < 2 ? '100.00' : '0.00'),
    );
    const preview = previewRespread(periods, 8, '2026-11-26');
    expect(preview.kind === 'ok' && preview.rows.map((row) => [row.number, row.dueDate, row.kept])).toEqual([
      [1, '2026-06-15', true],
      [2, '2026-07-15', true],
      [3, '2026-12-15', false],
      [4, '2027-01-15', false],
      [5, '2027-02-15', false],
      [6, '2027-03-15', false],
      [7, '2027-04-15', false],
      [8, '2027-05-15', false],
    ]);
  });

  it('says when the count leaves no new period, or nothing is left to spread', () => {
    const paid = period(1, '2026-01-31', '100.00', '100.00');
    expect(previewRespread([paid, period(2, '2026-02-28', '100.00')], 1, '2026-02-01')).toEqual({
      kind: 'impossible',
    });
    expect(previewRespread([paid], 3, '2026-02-01')).toEqual({ kind: 'nothingLeft' });
  });
});
