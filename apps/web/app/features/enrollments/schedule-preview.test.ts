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
    const preview = previewRespread(periods, 4);
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

  it('says when the count leaves no new period, or nothing is left to spread', () => {
    const paid = period(1, '2026-01-31', '100.00', '100.00');
    expect(previewRespread([paid, period(2, '2026-02-28', '100.00')], 1)).toEqual({ kind: 'impossible' });
    expect(previewRespread([paid], 3)).toEqual({ kind: 'nothingLeft' });
  });
});
