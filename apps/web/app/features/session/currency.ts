/**
 * The display currency (specification sections 4 and 9): 'EU' until the geolocation
 * lookup answers, then ARS for Argentina and USD for anywhere else. A lookup that fails or
 * answers without a country leaves the default.
 */
import type { CurrencyCode } from '@catedra/contract';

export const DEFAULT_DISPLAY_CURRENCY = 'EU';

export type DisplayCurrency = typeof DEFAULT_DISPLAY_CURRENCY | CurrencyCode;

/** What the IP geolocation service answers; only the country is read, the rest is kept. */
export type GeoData = Record<string, unknown>;

/** The two-letter country code of a geolocation answer (`country_code`, else `country`). */
export function countryOf(geo: unknown): string | null {
  if (geo === null || typeof geo !== 'object') return null;
  const record = geo as GeoData;
  for (const key of ['country_code', 'country']) {
    const value = record[key];
    if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value)) return value.toUpperCase();
  }
  return null;
}

/** ARS for AR, USD for any other country, null when the answer names no country. */
export function currencyFromGeo(geo: unknown): CurrencyCode | null {
  const country = countryOf(geo);
  if (!country) return null;
  return country === 'AR' ? 'ARS' : 'USD';
}
