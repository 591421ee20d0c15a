import { describe, expect, it } from 'vitest';
import { formatAmount, formatNumber, formatPercent, isCountryCode, isUuid } from './formats';

describe('formatAmount', () => {
  it('shows pesos and dollars as es-AR writes them, symbol and digits never wrapped apart', () => {
    expect(formatAmount('1234.56', 'ARS')).toBe('$\u00A01.234,56');
    expect(formatAmount('1234.56', 'USD')).toBe('US$\u00A01.234,56');
    expect(formatAmount('-125000.00', 'ARS')).toBe('-$\u00A0125.000,00');
  });

  it('shows a dash for a missing amount or one not in the API’s form', () => {
    expect(formatAmount(null, 'ARS')).toBe('—');
    expect(formatAmount(undefined, 'USD')).toBe('—');
    expect(formatAmount('12.5', 'ARS')).toBe('—');
  });
});

describe('identifier shapes', () => {
  it('checks UUIDs and country codes', () => {
    expect(isUuid('01900000-0000-7000-8000-000000000001')).toBe(true);
    expect(isUuid('x')).toBe(false);
    expect(isCountryCode('AR')).toBe(true);
    expect(isCountryCode('ar')).toBe(false);
  });
});

describe('numbers', () => {
  it('writes decimals with a comma and thousands with a dot, without trailing zeros', () => {
    expect(formatNumber(8.5)).toBe('8,5');
    expect(formatNumber('7.25')).toBe('7,25');
    expect(formatNumber(10)).toBe('10');
    expect(formatNumber(1234.567)).toBe('1.234,57');
    expect(formatNumber(null)).toBe('—');
  });

  it('writes a rate as a percentage with a decimal comma', () => {
    expect(formatPercent(0.875)).toBe('87,5%');
    expect(formatPercent(1)).toBe('100%');
    expect(formatPercent(null)).toBe('—');
  });
});
