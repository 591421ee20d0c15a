import { describe, expect, it } from 'vitest';
import { leadsByStatusText, netEarned, paidShare, rateOf } from './figures';
import { thisMonth } from './figures-controls';

describe('a seller’s figures on screen', () => {
  it('says the leads by status that have any, in the pipeline’s order', () => {
    const labels = { NEW: 'Nuevo', CONTACTED: 'Contactado', WON: 'Ganado', LOST: 'Perdido' };
    expect(leadsByStatusText({ NEW: 2, CONTACTED: 0, WON: 1, LOST: 1 }, labels)).toBe(
      'Nuevo 2 · Ganado 1 · Perdido 1',
    );
    expect(leadsByStatusText({ NEW: 0, WON: 0 }, labels)).toBe('');
    expect(leadsByStatusText({ QUALIFIED: 3 }, labels)).toBe('QUALIFIED 3');
  });

  it('the share paid is of what was earned net of clawbacks, 0–100', () => {
    expect(paidShare({ accrued: '200.00', clawedBack: '20.00', paid: '90.00' })).toBe(50);
    expect(paidShare({ accrued: '0.00', clawedBack: '0.00', paid: '0.00' })).toBe(0);
    expect(paidShare({ accrued: '100.00', clawedBack: '100.00', paid: '50.00' })).toBe(0);
    expect(paidShare({ accrued: '100.00', clawedBack: '60.00', paid: '50.00' })).toBe(100);
    expect(netEarned('10.00', '25.00')).toBe('0.00');
  });

  it('reads a typed rate with a comma or a point, 0 to 100 with two decimals', () => {
    expect(rateOf('7,5')).toBe('7.5');
    expect(rateOf(' 10 ')).toBe('10');
    expect(rateOf('100')).toBe('100');
    for (const typed of ['100.5', '12.345', '']) {
      expect(rateOf(typed), typed).toBeNull();
    }
  });

  it('the default range is the month of the day given', () => {
    expect(thisMonth('2096-02-14')).toEqual({ from: '2096-02-01', to: '2096-02-29' });
    expect(thisMonth('2097-12-31')).toEqual({ from: '2097-12-01', to: '2097-12-31' });
  });
});
