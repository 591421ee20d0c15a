/**
 * Countries as a person reads them: the contract's ISO 3166-1 alpha-2 codes (the value the API
 * stores) with their Spanish names from the runtime's own data (`Intl.DisplayNames`), so
 * "Chile" is CL and "Suiza" is CH, and nobody types a code.
 */
import { COUNTRY_CODES, isCountryCode } from '@catedra/contract/browser';

const LOCALE = 'es';

const displayNames = new Intl.DisplayNames([LOCALE], { type: 'region' });

/** The Spanish name of a code (`CL` → `Chile`); a value that is no country shows as it is; none → ''. */
export function countryName(code: string | null | undefined): string {
  if (!code) return '';
  return isCountryCode(code) ? (displayNames.of(code) ?? code) : code;
}

export type CountryOption = { value: string; label: string };

let options: CountryOption[] | undefined;

/** Every country as a picker's option, by Spanish name (`Afganistán`, `Albania`, `Alemania`…). */
export function countryOptions(): CountryOption[] {
  options ??= COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code) })).sort((a, b) =>
    a.label.localeCompare(b.label, LOCALE),
  );
  return options;
}

/** Lower case without accents: what a search compares, so "peru" finds "Perú". */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Whether an option's label (or its code) has what the person typed, accents and case aside. */
export function matchesSearch(option: CountryOption, search: string): boolean {
  const typed = searchKey(search);
  return searchKey(option.label).includes(typed) || option.value.toLowerCase() === typed;
}
