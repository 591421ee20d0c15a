/**
 * The display currency (specification sections 4 and 9): 'EU' until the geolocation
 * lookup answers, then ARS for Argentina and USD for anywhere else. A lookup that fails or
 * answers without a country leaves the default. 'EU' is the specification's marker for "not
 * chosen yet", not a currency: screens show it as such and never price anything in it. The
 * person's own choice is kept in local storage under `userCurrency`, so it survives reloads.
 */
import type { CurrencyCode } from '@catedra/contract';
import { CURRENCIES } from '@catedra/contract/browser';

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

/** Local storage key of the currency the person chose in the selector. */
export const CURRENCY_STORAGE_KEY = 'userCurrency';

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** The currency prices are shown in, or null while it is the initial 'EU' (not chosen yet). */
export function chosenCurrency(display: DisplayCurrency): CurrencyCode | null {
  return isCurrencyCode(display) ? display : null;
}

/**
 * Which of a price's amounts to show: the one in the display currency when it has one, else
 * the first the price has in the catalogue's order (ARS, then USD), so a price is never hidden
 * because the person has not chosen yet or the course is not sold in that currency.
 */
export function pickDisplayedAmount<A>(
  amounts: Partial<Record<CurrencyCode, A>>,
  display: DisplayCurrency,
): { currency: CurrencyCode; amount: A } | null {
  const chosen = chosenCurrency(display);
  if (chosen && amounts[chosen] !== undefined) return { currency: chosen, amount: amounts[chosen] as A };
  for (const currency of CURRENCIES) {
    const amount = amounts[currency];
    if (amount !== undefined) return { currency, amount };
  }
  return null;
}
