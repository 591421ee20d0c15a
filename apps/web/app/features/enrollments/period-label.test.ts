import { describe, expect, it } from 'vitest';
import { getMessages } from '../../i18n';
import { periodLabel } from './period-label';

const messages = getMessages().enrollments.page;

describe('a period’s name', () => {
  it('calls a hybrid plan’s first period its down payment, and an upfront plan’s its single payment', () => {
    expect(periodLabel(messages, 'hybrid', 1)).toBe('Anticipo');
    expect(periodLabel(messages, 'hybrid', 2)).toBe('Cuota 2');
    expect(periodLabel(messages, 'upfront', 1)).toBe('Pago único');
    expect(periodLabel(messages, 'recurring', 1)).toBe('Cuota 1');
    expect(periodLabel(messages, null, 3)).toBe('Cuota 3');
  });
});
