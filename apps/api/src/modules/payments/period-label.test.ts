import { describe, expect, it } from 'vitest';
import { periodLabelOf } from './period-label.js';

describe('a payment line’s name for a period', () => {
  it('names a hybrid plan’s down payment and an upfront plan’s price as the plans say them', () => {
    expect(periodLabelOf('hybrid', 1)).toBe('Anticipo');
    expect(periodLabelOf('hybrid', 2)).toBe('Cuota 2');
    expect(periodLabelOf('upfront', 1)).toBe('Pago único');
    expect(periodLabelOf('recurring', 1)).toBe('Cuota 1');
    expect(periodLabelOf(null, 4)).toBe('Cuota 4');
  });
});
