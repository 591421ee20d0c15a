import { describe, expect, it } from 'vitest';
import { normalizeTierCode, tierErrors, tiersBody } from './tier-rows';

const texts = { required: 'req', duplicate: 'dup', codeInvalid: 'code', discountInvalid: 'disc' };

describe('tierErrors', () => {
  it('marks a repeated code (after capitals), a bad code, a missing name and a discount outside 0–100', () => {
    const errors = tierErrors(
      [
        { code: 'gold', name: 'Oro', discountPercent: 10 },
        { code: 'GOLD', name: 'Oro 2', discountPercent: 100 },
        { code: 'pla$ta', name: '', discountPercent: 101 },
        { code: '', name: 'x', discountPercent: '' },
      ],
      texts,
    );
    expect(errors).toEqual({
      'tiers.1.code': 'dup',
      'tiers.2.code': 'code',
      'tiers.2.name': 'req',
      'tiers.2.discountPercent': 'disc',
      'tiers.3.code': 'req',
      'tiers.3.discountPercent': 'disc',
    });
    expect(tierErrors([{ code: 'A', name: 'A', discountPercent: 12.5 }], texts)).toEqual({});
  });
});

describe('tiersBody', () => {
  it('sends codes in capitals and discounts as numbers', () => {
    expect(normalizeTierCode(' socio plus ')).toBe('SOCIO_PLUS');
    expect(tiersBody([{ code: 'gold', name: ' Oro ', discountPercent: '12.5' }])).toEqual([
      { code: 'GOLD', name: 'Oro', discountPercent: 12.5 },
    ]);
  });
});
