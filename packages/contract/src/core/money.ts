/**
 * Money as the API carries it: a decimal string with exactly two decimals (`"1234.50"`,
 * `numeric(14,2)` in the database), never a float. Browser-safe; the API and the web app
 * compute and show amounts with these functions only (decision 0006).
 *
 * - Arithmetic is exact: amounts are read into integer cents (`bigint`) and written back.
 * - ONE rounding rule, wherever a result has more than two decimals (a factor, a
 *   percentage): half up to the cent, halves away from zero (`0.125` → `0.13`,
 *   `-0.125` → `-0.13`), as PostgreSQL's `round(numeric, 2)` does.
 * - Splitting never rounds: the parts are whole cents that add up to the amount exactly,
 *   the remainder going to the last part.
 * - Every result must fit `numeric(14,2)` (at most 12 integer digits), else `MoneyError`.
 */
import type { CURRENCIES } from './enumerations.js';
import { PATTERNS } from './patterns.js';

/** A decimal string with two decimals, e.g. `"125000.00"` or `"-3.50"`. */
export type MoneyAmount = string;

/** The currencies amounts are shown in. */
export type MoneyCurrency = (typeof CURRENCIES)[number];

/** The exact form the API answers and accepts (the contract's `Money` schema pattern). */
export const MONEY_PATTERN = new RegExp(PATTERNS.money);

/** Largest amount `numeric(14,2)` stores, in cents. */
const MAX_CENTS = 10n ** 14n - 1n;

/** Decimals a factor or percentage may have; more is a float artefact (`0.30000000000000004`). */
const MAX_FACTOR_DECIMALS = 8;

export class MoneyError extends Error {
  override readonly name = 'MoneyError';
}

export function isMoneyAmount(value: unknown): value is MoneyAmount {
  return typeof value === 'string' && MONEY_PATTERN.test(value);
}

/** Integer cents of an amount in the API's form; anything else (`"1.5"`, `"0.125"`, `1.5`) is refused. */
export function toCents(amount: MoneyAmount): bigint {
  if (!isMoneyAmount(amount)) {
    throw new MoneyError(`Not an amount with two decimals: ${JSON.stringify(amount)}`);
  }
  const negative = amount.startsWith('-');
  const cents = BigInt(amount.replace('-', '').replace('.', ''));
  return negative ? -cents : cents;
}

/** The amount of a number of cents, in the API's form (`-0.00` is written `0.00`). */
export function fromCents(cents: bigint): MoneyAmount {
  const magnitude = cents < 0n ? -cents : cents;
  if (magnitude > MAX_CENTS) throw new MoneyError(`Amount out of range (numeric(14,2)): ${cents} cents`);
  const digits = magnitude.toString().padStart(3, '0');
  return `${cents < 0n ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * What a person or a vendor wrote, as an amount: `"1234.5"`, `"1234"`, `1234.5` → `"1234.50"`.
 * Refuses more than two decimals (no silent rounding of input) and numbers that are not
 * what they look like (`0.1 + 0.2`).
 */
export function parseMoney(input: string | number): MoneyAmount {
  const text = typeof input === 'number' ? numberText(input) : input.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new MoneyError(`Not an amount with at most two decimals: ${JSON.stringify(input)}`);
  const [, sign, whole, fraction = ''] = match;
  return fromCents(BigInt(`${sign}${whole}${fraction.padEnd(2, '0')}`));
}

function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new MoneyError(`Not a finite number: ${value}`);
  // String() writes the shortest text that reads back as the same float: 0.1 + 0.2 is
  // "0.30000000000000004", which the patterns refuse; exponents ("1e+21") are refused too.
  return String(value);
}

/** A factor or percentage as an exact fraction: `"12.5"` → 125 / 10. */
function toFraction(factor: string | number): { numerator: bigint; denominator: bigint } {
  const text = typeof factor === 'number' ? numberText(factor) : factor.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match || (match[3]?.length ?? 0) > MAX_FACTOR_DECIMALS) {
    throw new MoneyError(
      `Not a decimal with at most ${MAX_FACTOR_DECIMALS} decimals: ${JSON.stringify(factor)}`,
    );
  }
  const [, sign, whole, fraction = ''] = match;
  return { numerator: BigInt(`${sign}${whole}${fraction}`), denominator: 10n ** BigInt(fraction.length) };
}

/** The one rounding rule: numerator / denominator to the nearest integer, halves away from zero. */
function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (2n * n + d) / (2n * d);
  return negative ? -rounded : rounded;
}

export function addMoney(...amounts: MoneyAmount[]): MoneyAmount {
  return fromCents(amounts.reduce((total, amount) => total + toCents(amount), 0n));
}

export function subtractMoney(minuend: MoneyAmount, subtrahend: MoneyAmount): MoneyAmount {
  return fromCents(toCents(minuend) - toCents(subtrahend));
}

/** The amount times a factor (`"1.21"`, `3`), rounded half up to the cent. */
export function multiplyMoney(amount: MoneyAmount, factor: string | number): MoneyAmount {
  const { numerator, denominator } = toFraction(factor);
  return fromCents(roundHalfUp(toCents(amount) * numerator, denominator));
}

/** `percent` per cent of the amount (`percentageOf("200.00", "12.5")` → `"25.00"`), rounded half up. */
export function percentageOf(amount: MoneyAmount, percent: string | number): MoneyAmount {
  const { numerator, denominator } = toFraction(percent);
  return fromCents(roundHalfUp(toCents(amount) * numerator, denominator * 100n));
}

/**
 * The amount in `parts` instalments of whole cents that add up to it exactly: every part is
 * the amount divided by `parts` truncated to the cent, and the last one carries the
 * remainder (`"100.00"` in 3 → `33.33, 33.33, 33.34`).
 */
export function splitMoney(amount: MoneyAmount, parts: number): MoneyAmount[] {
  if (!Number.isSafeInteger(parts) || parts < 1) {
    throw new MoneyError(`Cannot split into ${parts} parts: a positive integer is needed`);
  }
  const total = toCents(amount);
  const count = BigInt(parts);
  const share = total / count; // bigint division truncates toward zero
  const last = total - share * (count - 1n);
  return [...Array.from({ length: parts - 1 }, () => fromCents(share)), fromCents(last)];
}

/** -1, 0 or 1, for sorting: `amounts.sort(compareMoney)`. */
export function compareMoney(a: MoneyAmount, b: MoneyAmount): -1 | 0 | 1 {
  const difference = toCents(a) - toCents(b);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

export function moneyEquals(a: MoneyAmount, b: MoneyAmount): boolean {
  return compareMoney(a, b) === 0;
}

export function isZeroMoney(amount: MoneyAmount): boolean {
  return toCents(amount) === 0n;
}

export function isNegativeMoney(amount: MoneyAmount): boolean {
  return toCents(amount) < 0n;
}

/** How es-AR writes each currency's symbol (as `Intl.NumberFormat('es-AR')` does). */
const CURRENCY_SYMBOLS: Record<MoneyCurrency, string> = { ARS: '$', USD: 'US$' };

/** Between the symbol and the digits: a no-break space, so the two never wrap apart. */
const NO_BREAK_SPACE = '\u00A0';

/**
 * The amount as es-AR writes it: `"1234.56"`, ARS → `$ 1.234,56`; USD → `US$ 1.234,56`;
 * negative `-$ 1.234,56`. The space after the symbol is a no-break space (U+00A0), exactly
 * what `Intl.NumberFormat('es-AR', { style: 'currency' })` writes. Written by hand rather
 * than with Intl so the server's and the browser's ICU versions cannot render it
 * differently (a hydration mismatch).
 */
export function formatMoney(amount: MoneyAmount, currency: MoneyCurrency): string {
  const cents = toCents(amount);
  const magnitude = fromCents(cents < 0n ? -cents : cents);
  const [whole = '0', decimals = '00'] = magnitude.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${cents < 0n ? '-' : ''}${CURRENCY_SYMBOLS[currency]}${NO_BREAK_SPACE}${grouped},${decimals}`;
}
