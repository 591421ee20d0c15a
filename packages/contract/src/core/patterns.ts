/**
 * The text shapes the schemas check with a pattern, browser-safe: the schemas use them and
 * the web app recognises a refused field's `params.pattern` to say in Spanish what is
 * expected ("Ingresá el teléfono con código de país…") instead of a generic message.
 */
import { countryCodePattern } from './countries.js';

export const PATTERNS = {
  /** A decimal amount with two decimals (core/money.ts reads it). */
  money: '^-?\\d{1,12}\\.\\d{2}$',
  /** The same, above zero: what is charged, paid or refunded (`0.00` and negatives refused). */
  positiveMoney: '^(?!0+\\.00$)\\d{1,12}\\.\\d{2}$',
  /** IANA time zone name. */
  timeZone: '^[A-Za-z_]+(/[A-Za-z0-9_+\\-]+)*$',
  /** ISO 3166-1 alpha-2: the assigned codes of core/countries.ts only. */
  countryCode: countryCodePattern(),
  /** E.164. */
  phone: '^\\+[1-9]\\d{6,14}$',
  /** Lowercase words joined by hyphens. */
  slug: '^[a-z0-9]+(-[a-z0-9]+)*$',
  /** 24-hour local time, HH:mm. */
  localTime: '^([01]\\d|2[0-3]):[0-5]\\d$',
  /** A stored link starts with http:// or https:// (any case). */
  httpUrl: '^[Hh][Tt][Tt][Pp][Ss]?://',
} as const;

export type PatternName = keyof typeof PATTERNS;

/** The name of a known pattern, from a refused field's `params.pattern`. */
export function patternNameOf(pattern: unknown): PatternName | undefined {
  return (Object.keys(PATTERNS) as PatternName[]).find((name) => PATTERNS[name] === pattern);
}
