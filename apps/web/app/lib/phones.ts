/**
 * Phones as the API stores them, E.164 (`+5491123456789`, the contract's `PATTERNS.phone`, the
 * one rule), built from what a person picks and types: a country prefix and the national number.
 *
 * The calling codes and the national rules come from libphonenumber-js with its smallest
 * ("min") metadata: it knows every country's code (+1 is the United States, Canada and much of
 * the Caribbean, told apart by area code), and it reads a number as people write it at home
 * (Argentina's "011 15 2345-6789" is `+5491123456789`). It never refuses a number: whether a
 * phone is acceptable is PATTERNS.phone's call, in the form and in the API alike.
 */
import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';
import { type CountryOption, countryOptions } from './countries';

/** The prefix offered when the person's country is unknown. */
export const DEFAULT_PHONE_COUNTRY = 'AR';

const WITH_CALLING_CODE: ReadonlySet<string> = new Set(getCountries());

/** `AR` → `54`; undefined for a place without a phone plan of its own (Antarctica). */
export function callingCodeOf(country: string): string | undefined {
  return WITH_CALLING_CODE.has(country) ? getCountryCallingCode(country as CountryCode) : undefined;
}

let prefixOptions: CountryOption[] | undefined;

/**
 * The prefix picker's options: every country with its code first, so a narrow input still
 * shows the code ("+56 Chile"), in order of Spanish name; typing "chi" or "+56" finds it.
 */
export function phonePrefixOptions(): CountryOption[] {
  prefixOptions ??= countryOptions().flatMap((option) => {
    const code = callingCodeOf(option.value);
    return code ? [{ value: option.value, label: `+${code} ${option.label}` }] : [];
  });
  return prefixOptions;
}

/** The prefix a new phone starts with: the person's country when it has one, else Argentina's. */
export function defaultPhoneCountry(country: string | null | undefined): string {
  return country && callingCodeOf(country) ? country : DEFAULT_PHONE_COUNTRY;
}

export type PhoneParts = { country: string; national: string };

/**
 * A stored phone split for the picker and the number input: `+5491123456789` → AR and
 * `91123456789`. A code several countries share goes to the number's own country (by area
 * code), else to `fallback` when it shares the code, else to the code's main country. A value
 * that is not a phone stays in the number input, whole, for the person to correct.
 */
export function splitPhone(value: string, fallback: string): PhoneParts {
  const parsed = value.startsWith('+') ? parsePhoneNumberFromString(value) : undefined;
  if (!parsed) return { country: fallback, national: value };
  const sharing = parsed.getPossibleCountries();
  const country =
    parsed.country ??
    (sharing.includes(fallback as CountryCode) ? fallback : sharing[0]) ??
    (callingCodeOf(fallback) === parsed.countryCallingCode ? fallback : undefined);
  return country ? { country, national: parsed.nationalNumber } : { country: fallback, national: value };
}

/**
 * The E.164 of a prefix and what the person typed: read with that country's rules (a leading
 * "0" or Argentina's "15" dropped), or, when it reads as nothing, the prefix and the digits.
 * What is typed with its own "+" keeps its own code. Nothing typed → ''.
 */
export function joinPhone(country: string, national: string): string {
  const typed = national.trim();
  if (!/\d/.test(typed)) return '';
  if (typed.startsWith('+')) return parsePhoneNumberFromString(typed)?.number ?? digitsWithPlus(typed);
  const callingCode = callingCodeOf(country);
  const parsed = callingCode ? parsePhoneNumberFromString(typed, country as CountryCode) : undefined;
  if (parsed) return parsed.number;
  return `+${callingCode ?? ''}${typed.replace(/\D/g, '')}`;
}

const digitsWithPlus = (text: string) => `+${text.replace(/\D/g, '')}`;

/** A stored phone for reading, grouped as its country writes it: `+54 9 11 2345 6789`. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  return parsePhoneNumberFromString(value)?.formatInternational() ?? value;
}
