/**
 * The shapes of the identifiers the contract declares (`Uuid`, `CountryCode`), to check what
 * people type or an address carries before the API is asked (it would answer 400).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COUNTRY_CODE = /^[A-Z]{2}$/;

export const isUuid = (value: string): boolean => UUID.test(value);

/** ISO 3166-1 alpha-2, upper case (`AR`). */
export const isCountryCode = (value: string): boolean => COUNTRY_CODE.test(value);
