import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.js';
import { convertCharge, convertMoney } from './exchange.js';

describe('convertMoney', () => {
  it('divides ARS by the rate and multiplies USD, half up to the cent', () => {
    expect(convertMoney('1000.00', 'ARS', 'USD', '1250.500000')).toBe('0.80');
    expect(convertMoney('0.80', 'USD', 'ARS', '1250.500000')).toBe('1000.40');
    expect(convertMoney('5.00', 'ARS', 'ARS', '1000')).toBe('5.00');
  });
});

describe('convertCharge', () => {
  const refusal = (convert: () => unknown) => {
    try {
      convert();
    } catch (error) {
      return error instanceof AppError ? error.code : error;
    }
    return 'converted';
  };

  it('answers what convertMoney answers when it can be charged', () => {
    expect(convertCharge('1000.00', 'ARS', 'USD', '1250.5')).toBe('0.80');
  });

  it('refuses an amount that converts to 0.00: nothing could be charged', () => {
    expect(refusal(() => convertCharge('4.00', 'ARS', 'USD', '1000'))).toBe('CONVERTED_AMOUNT_OUT_OF_RANGE');
  });

  it('refuses, rather than failing, an amount a tiny or a huge rate takes past numeric(14,2)', () => {
    expect(refusal(() => convertCharge('2000000.00', 'ARS', 'USD', '0.000001'))).toBe(
      'CONVERTED_AMOUNT_OUT_OF_RANGE',
    );
    expect(refusal(() => convertCharge('2000000.00', 'USD', 'ARS', '999999999.999999'))).toBe(
      'CONVERTED_AMOUNT_OUT_OF_RANGE',
    );
  });
});
