import { describe, expect, it } from 'vitest';
import { amountFromInput, plainDecimalOf, rateFromInput } from './typed-decimals';

describe('a decimal as typed', () => {
  // As typed → as the API writes it (plainDecimalOf), as an amount (two decimals, above zero)
  // and as an exchange rate (up to six decimals, above zero); null where it is none.
  it.each([
    ['1.250,50', '1250.50', '1250.50', '1250.50'],
    [' 1250,5 ', '1250.5', '1250.50', '1250.5'],
    ['125.000,5', '125000.5', '125000.50', '125000.5'],
    ['1250.50', '1250.50', '1250.50', '1250.50'],
    [' 99.9 ', '99.9', '99.90', '99.9'],
    ['1000', '1000', '1000.00', '1000'],
    ['10.000', '10000', '10000.00', '10000'],
    ['1.234.567', '1234567', '1234567.00', '1234567'],
    ['0.000123', '0.000123', null, '0.000123'],
    ['1,005', '1.005', null, '1.005'],
    ['1,2345678', '1.2345678', null, null],
    ['0,00', '0.00', null, null],
    ['0', '0', null, null],
    ['-3', '-3', null, null],
    ['abc', 'abc', null, null],
    ['', '', null, null],
  ])('reads %j', (typed, plain, amount, rate) => {
    expect(plainDecimalOf(typed)).toBe(plain);
    expect(amountFromInput(typed)).toBe(amount);
    expect(rateFromInput(typed)).toBe(rate);
  });
});
