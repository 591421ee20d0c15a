import { describe, expect, it } from 'vitest';
import { getMessages } from '../../i18n';
import { historyPhrase } from './history-phrase';

const messages = getMessages().payments;
const change = {
  from: 'APPROVED' as const,
  to: 'APPROVED' as const,
  at: '2026-11-26T04:19:00.000Z',
  by: null,
  source: 'staff' as const,
  reason: null,
  refundedAmount: null,
};

describe('a payment history line', () => {
  it('reads a partial refund as a refund, with the amount formatted', () => {
    expect(historyPhrase({ ...change, refundedAmount: '1234.50' }, 'ARS', messages)).toBe(
      'Reembolso parcial de $\u00a01.234,50',
    );
  });

  it('says what a whole refund gave back and the change of status', () => {
    const whole = { ...change, to: 'REFUNDED' as const, refundedAmount: '300.00' };
    expect(historyPhrase(whole, 'USD', messages)).toBe(
      'Reembolso de US$\u00a0300,00: Aprobado → Reembolsado',
    );
  });

  it('writes a change of status with an arrow, the first one alone, and never "Aprobado → Aprobado"', () => {
    expect(historyPhrase({ ...change, from: 'CREATED' }, 'ARS', messages)).toBe('Creado → Aprobado');
    expect(historyPhrase({ ...change, from: null, to: 'CREATED' }, 'ARS', messages)).toBe('Creado');
    expect(historyPhrase(change, 'ARS', messages)).toBe('Aprobado (sin cambio de estado)');
  });
});
