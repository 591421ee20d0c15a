import { describe, expect, it } from 'vitest';
import { getMessages } from '../../i18n';
import { paidPeriodsPhrase } from './paid-periods';

const texts = getMessages().payments.paidPeriods;
const whole = (number: number) => ({ number, downPayment: false, whole: true });
const part = (number: number) => ({ number, downPayment: false, whole: false });

describe('paidPeriodsPhrase', () => {
  it('names one whole instalment', () => {
    expect(paidPeriodsPhrase([whole(1)], texts)).toBe('Cuota 1');
  });

  it('names two or more whole instalments together', () => {
    expect(paidPeriodsPhrase([whole(3), whole(2)], texts)).toBe('Cuotas 2 y 3');
    expect(paidPeriodsPhrase([whole(2), whole(3), whole(4)], texts)).toBe('Cuotas 2, 3 y 4');
  });

  it('names a part after the whole instalments, and a part alone', () => {
    expect(paidPeriodsPhrase([whole(2), part(3)], texts)).toBe('Cuota 2 y parte de la 3');
    expect(paidPeriodsPhrase([part(4)], texts)).toBe('Parte de la cuota 4');
    expect(paidPeriodsPhrase([part(2), whole(3)], texts)).toBe('Parte de la cuota 2 y cuota 3');
  });

  it('names the down payment, whole or in part', () => {
    expect(paidPeriodsPhrase([{ number: 1, downPayment: true, whole: true }], texts)).toBe('Pago inicial');
    expect(paidPeriodsPhrase([{ number: 1, downPayment: true, whole: true }, part(2)], texts)).toBe(
      'Pago inicial y parte de la cuota 2',
    );
    expect(paidPeriodsPhrase([{ number: 1, downPayment: true, whole: false }], texts)).toBe(
      'Parte del pago inicial',
    );
  });

  it('says nothing was paid on periods with a dash', () => {
    expect(paidPeriodsPhrase([], texts)).toBe('—');
  });
});
