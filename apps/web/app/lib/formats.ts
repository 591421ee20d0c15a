/**
 * The shapes of the identifiers the contract declares (`Uuid`, `CountryCode`, `Phone`), to check what
 * people type or an address carries before the API is asked (it would answer 400), and how
 * amounts and numbers are shown (what people type as a number: `typed-decimals.ts`).
 */
import {
  formatMoney,
  isCountryCode as isAssignedCountryCode,
  isMoneyAmount,
  type MoneyAmount,
  type MoneyCurrency,
  PATTERNS,
} from '@catedra/contract/browser';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);

/** An id typed or kept in a list's address: the id when it is one, else undefined (not sent). */
export const validId = (value: string): string | undefined =>
  isUuid(value.trim()) ? value.trim() : undefined;

/** An id filter is fine empty or holding an id; anything else is said on the field. */
export const isIdFilterValid = (value: string) => value.trim() === '' || isUuid(value.trim());

const PHONE = new RegExp(PATTERNS.phone);

/** A phone in E.164 (`+5491123456789`): the contract's pattern, the one rule for phones. */
export const isE164 = (value: string): boolean => PHONE.test(value);

/** An assigned ISO 3166-1 alpha-2 code, upper case (`AR`; not `UR`): the contract's list. */
export const isCountryCode = (value: string): boolean => isAssignedCountryCode(value);

/**
 * An amount as every screen shows it: the API's decimal string in es-AR
 * (`formatAmount('1234.56', 'ARS')` → `$ 1.234,56`, `US$ 1.234,56` for USD, with a no-break
 * space after the symbol). The contract's Money module does the work, so the server render
 * and the browser write it alike; an amount that is not the API's form shows as a dash.
 */
export function formatAmount(amount: MoneyAmount | null | undefined, currency: MoneyCurrency): string {
  if (amount === null || amount === undefined || !isMoneyAmount(amount)) return '—';
  return formatMoney(amount, currency);
}

const decimalFormats = new Map<number, Intl.NumberFormat>();

/**
 * A number as es-AR writes it: decimal comma, dot between thousands, at most `maxDigits`
 * decimals and no trailing zeros (`8.5` → `8,5`, `1234` → `1.234`). Scores, grades, counts.
 */
export function formatNumber(value: number | string | null | undefined, maxDigits = 2): string {
  const number = typeof value === 'string' ? Number(value) : value;
  if (number === null || number === undefined || !Number.isFinite(number)) return '—';
  let formatter = decimalFormats.get(maxDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('es-AR', { maximumFractionDigits: maxDigits });
    decimalFormats.set(maxDigits, formatter);
  }
  return formatter.format(number);
}

/** A ratio (0–1) as a percentage, es-AR: `0.875` → `87,5%`; none → a dash. */
export function formatPercent(ratio: number | null | undefined, maxDigits = 1): string {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) return '—';
  return new Intl.NumberFormat('es-AR', { style: 'percent', maximumFractionDigits: maxDigits }).format(ratio);
}
