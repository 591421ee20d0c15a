/**
 * The one country picker: a searchable list of every country by its Spanish name, the ISO
 * code underneath (what the API stores). Typing "chi" offers Chile and China, "peru" finds
 * Perú. A stored value that is no country (an old "UR") stays visible as it is, so the
 * person sees what to correct. Its value is the code, or '' for none.
 */
import {
  type ComboboxItem,
  MultiSelect,
  type MultiSelectProps,
  type OptionsFilter,
  Select,
  type SelectProps,
} from '@mantine/core';
import { useMemo } from 'react';
import { useMessages } from '../i18n';
import { type CountryOption, countryOptions, matchesSearch } from '../lib/countries';

type CountrySelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable' | 'filter'> & {
  value?: string | null;
  onChange: (code: string) => void;
};

/** Mantine's filter for a country list, by name or code, accents and case aside. */
export const byNameOrCode: OptionsFilter = ({ options, search }) =>
  (options as ComboboxItem[]).filter((option) => matchesSearch(option, search));

/** The list, with a stored value that is not in it (kept visible, to be corrected). */
function optionsWith(value: string): CountryOption[] {
  const all = countryOptions();
  return value && !all.some((option) => option.value === value) ? [{ value, label: value }, ...all] : all;
}

export function CountrySelect({ value, onChange, placeholder, ...props }: CountrySelectProps) {
  const messages = useMessages().countries;
  const current = value ?? '';
  const data = useMemo(() => optionsWith(current), [current]);
  return (
    <Select
      {...props}
      data={data}
      value={current || null}
      onChange={(code) => onChange(code ?? '')}
      searchable
      filter={byNameOrCode}
      placeholder={placeholder ?? messages.placeholder}
      nothingFoundMessage={messages.nothingFound}
    />
  );
}

type CountriesSelectProps = Omit<
  MultiSelectProps,
  'data' | 'value' | 'onChange' | 'searchable' | 'filter'
> & {
  value: string[];
  onChange: (codes: string[]) => void;
};

/** Several countries (a list filter), from the same list and search as `CountrySelect`. */
export function CountriesSelect({ value, onChange, placeholder, ...props }: CountriesSelectProps) {
  const messages = useMessages().countries;
  const data = useMemo(() => countryOptions(), []);
  return (
    <MultiSelect
      {...props}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      filter={byNameOrCode}
      placeholder={value.length ? undefined : (placeholder ?? messages.placeholder)}
      nothingFoundMessage={messages.nothingFound}
    />
  );
}
