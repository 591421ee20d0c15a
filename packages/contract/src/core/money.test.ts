import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMoney,
  compareMoney,
  formatMoney,
  fromCents,
  isMoneyAmount,
  isNegativeMoney,
  isZeroMoney,
  MoneyError,
  moneyEquals,
  multiplyMoney,
  parseMoney,
  percentageOf,
  splitMoney,
  subtractMoney,
  toCents,
} from './money.js';
import { PATTERNS } from './patterns.js';

/** Amounts that leave room for sums of a few of them inside numeric(14,2). */
const cents = fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n });
const amount = cents.map(fromCents);
const positiveAmount = fc.bigInt({ min: 0n, max: 10n ** 12n }).map(fromCents);
const percent = fc.integer({ min: 0, max: 10_000 }).map((hundredths) => (hundredths / 100).toFixed(2));

describe('the positiveMoney pattern (PositiveMoney)', () => {
  const positive = new RegExp(PATTERNS.positiveMoney, 'u');

  it('admits exactly the amounts above zero', () => {
    fc.assert(fc.property(cents, (value) => positive.test(fromCents(value)) === value > 0n));
  });

  it('refuses zero written with leading zeros and admits a cent', () => {
    expect(['0.00', '000.00', '-0.01', '-10.00', '1.5'].filter((text) => positive.test(text))).toEqual([]);
    expect(['0.01', '00.10', '125000.00'].every((text) => positive.test(text))).toBe(true);
  });
});

describe('reading and writing amounts', () => {
  it('reads the API form only', () => {
    expect(toCents('1234.50')).toBe(123_450n);
    expect(toCents('-0.05')).toBe(-5n);
    for (const invalid of ['1234.5', '1234', '0.125', '1,50', '', ' 1.00', '1e3', '1234567890123.00']) {
      expect(() => toCents(invalid), invalid).toThrow(MoneyError);
    }
  });

  it('writes two decimals, no negative zero', () => {
    expect(fromCents(5n)).toBe('0.05');
    expect(fromCents(-123_450n)).toBe('-1234.50');
    expect(fromCents(-0n)).toBe('0.00');
  });

  it('refuses results that do not fit numeric(14,2)', () => {
    expect(fromCents(10n ** 14n - 1n)).toBe('999999999999.99');
    expect(() => addMoney('999999999999.99', '0.01')).toThrow(MoneyError);
  });

  it('parses what a person writes, refusing more than two decimals and float artefacts', () => {
    expect(parseMoney('1234.5')).toBe('1234.50');
    expect(parseMoney(' 1234 ')).toBe('1234.00');
    expect(parseMoney(19.9)).toBe('19.90');
    expect(parseMoney(-3)).toBe('-3.00');
    expect(() => parseMoney('1.234')).toThrow(MoneyError);
    expect(() => parseMoney(0.1 + 0.2)).toThrow(MoneyError);
    expect(() => parseMoney(1e21)).toThrow(MoneyError);
    expect(() => parseMoney(Number.NaN)).toThrow(MoneyError);
    expect(() => parseMoney('1.234,56')).toThrow(MoneyError);
  });

  it('round-trips every amount', () => {
    fc.assert(fc.property(cents, (value) => toCents(fromCents(value)) === value));
    fc.assert(fc.property(amount, (value) => isMoneyAmount(value) && parseMoney(value) === value));
  });
});

describe('arithmetic', () => {
  it('adds and subtracts exactly where floats do not', () => {
    expect(addMoney('0.10', '0.20')).toBe('0.30');
    expect(addMoney('1234.50', '0.50', '-35.00')).toBe('1200.00');
    expect(addMoney()).toBe('0.00');
    expect(subtractMoney('100.00', '100.01')).toBe('-0.01');
  });

  it('undoes an addition by a subtraction', () => {
    fc.assert(fc.property(amount, amount, (a, b) => subtractMoney(addMoney(a, b), b) === a));
  });

  it('adds in any order', () => {
    fc.assert(fc.property(amount, amount, amount, (a, b, c) => addMoney(a, b, c) === addMoney(c, a, b)));
  });

  it('rounds a product half up to the cent, halves away from zero', () => {
    expect(multiplyMoney('0.25', '0.5')).toBe('0.13');
    expect(multiplyMoney('-0.25', '0.5')).toBe('-0.13');
    expect(multiplyMoney('0.25', '0.45')).toBe('0.11');
    expect(multiplyMoney('1000.00', '1.21')).toBe('1210.00');
    expect(multiplyMoney('10.00', 3)).toBe('30.00');
    expect(() => multiplyMoney('10.00', 0.1 + 0.2)).toThrow(MoneyError);
    expect(() => multiplyMoney('10.00', 'x')).toThrow(MoneyError);
  });

  it('takes percentages', () => {
    expect(percentageOf('200.00', '12.5')).toBe('25.00');
    expect(percentageOf('99.99', 10)).toBe('10.00');
    expect(percentageOf('0.05', 50)).toBe('0.03');
    expect(percentageOf('1234.56', 100)).toBe('1234.56');
  });

  it('keeps a percentage between zero and the amount, and within half a cent of exact', () => {
    fc.assert(
      fc.property(positiveAmount, percent, (value, rate) => {
        const part = percentageOf(value, rate);
        if (isNegativeMoney(part) || compareMoney(part, value) > 0) return false;
        // |part − value × rate / 100| ≤ 0.005, in ten-thousandths of a cent to stay exact.
        const exact = toCents(value) * BigInt(Math.round(Number(rate) * 100));
        const error = toCents(part) * 10_000n - exact;
        return (error < 0n ? -error : error) <= 5_000n;
      }),
    );
  });
});

describe('splitting', () => {
  it('gives the remainder to the last part', () => {
    expect(splitMoney('100.00', 3)).toEqual(['33.33', '33.33', '33.34']);
    expect(splitMoney('-100.00', 3)).toEqual(['-33.33', '-33.33', '-33.34']);
    expect(splitMoney('0.05', 6)).toEqual(['0.00', '0.00', '0.00', '0.00', '0.00', '0.05']);
    expect(splitMoney('10.00', 1)).toEqual(['10.00']);
    for (const parts of [0, -1, 1.5, Number.NaN]) expect(() => splitMoney('1.00', parts)).toThrow(MoneyError);
  });

  it('always adds up to the amount, every part but the last equal, the last at most n−1 cents larger', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 1, max: 60 }), (value, parts) => {
        const split = splitMoney(value, parts);
        const [first = value] = split;
        const last = split.at(-1)!;
        const gap = toCents(last) - toCents(first);
        return (
          split.length === parts &&
          moneyEquals(addMoney(...split), value) &&
          split.slice(0, -1).every((part) => part === first) &&
          (gap < 0n ? -gap : gap) < BigInt(parts)
        );
      }),
    );
  });
});

describe('comparing', () => {
  it('orders, equals and tells zero and negatives', () => {
    expect(['10.00', '-1.00', '2.50'].sort(compareMoney)).toEqual(['-1.00', '2.50', '10.00']);
    expect(moneyEquals('0.00', '-0.00')).toBe(true);
    expect(isZeroMoney('-0.00')).toBe(true);
    expect(isNegativeMoney('-0.01')).toBe(true);
    expect(isNegativeMoney('0.00')).toBe(false);
  });

  it('is antisymmetric', () => {
    fc.assert(fc.property(amount, amount, (a, b) => compareMoney(a, b) === -compareMoney(b, a)));
  });
});

describe('formatMoney (es-AR)', () => {
  const NBSP = '\u00A0';

  it('writes pesos and dollars as es-AR does, with a no-break space after the symbol', () => {
    expect(formatMoney('1234.56', 'ARS')).toBe(`$${NBSP}1.234,56`);
    expect(formatMoney('1234.56', 'USD')).toBe(`US$${NBSP}1.234,56`);
    expect(formatMoney('-1234.56', 'ARS')).toBe(`-$${NBSP}1.234,56`);
    expect(formatMoney('0.05', 'ARS')).toBe(`$${NBSP}0,05`);
    expect(formatMoney('999999999999.99', 'USD')).toBe(`US$${NBSP}999.999.999.999,99`);
    expect(formatMoney('1234.56', 'ARS').replace(NBSP, ' ')).toBe('$ 1.234,56');
  });

  it('matches Intl.NumberFormat es-AR for amounts a float holds exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(10 ** 12), max: 10 ** 12 }),
        fc.constantFrom('ARS', 'USD'),
        (value, currency) => {
          const text = fromCents(BigInt(value));
          const intl = new Intl.NumberFormat('es-AR', { style: 'currency', currency }).format(Number(text));
          return formatMoney(text, currency as 'ARS' | 'USD') === intl;
        },
      ),
    );
  });

  it('keeps the digits: reading back a formatted amount gives the amount', () => {
    fc.assert(
      fc.property(amount, fc.constantFrom('ARS' as const, 'USD' as const), (value, currency) => {
        const formatted = formatMoney(value, currency);
        const sign = formatted.startsWith('-') ? '-' : '';
        const digits = formatted.replace(/[^\d,]/g, '').replace(',', '.');
        return parseMoney(`${sign}${digits}`) === fromCents(toCents(value));
      }),
    );
  });
});
