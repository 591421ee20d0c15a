/**
 * Choosing one record (a person, a course, an alliance) by typing part of its name instead
 * of pasting its id: what is typed is debounced and handed to the API's list (its `q`), the
 * matches are shown as found, and the chosen record is named even when its id came from the
 * address and is not among the matches (read by id). Nothing is searched before the list is
 * opened or something typed: a screen with several pickers loads only its own data.
 */
import type { SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RemoteSelect } from '../remote-select';

type Identified = { id: string };

/** What the screen gives a picker: the field's label and place, and the id it holds. */
export type PickerFieldProps = {
  label: string;
  placeholder?: string;
  value: string | null;
  onChange: (id: string | null) => void;
  w?: SelectProps['w'];
  /** The field's refusal, shown under it (a form's validation). */
  error?: SelectProps['error'];
};

/** Typed by the calls given (a page `L` of records `T`, each call with its own key). */
export type RecordPickerProps<
  T extends Identified,
  L extends { content: T[] },
  ListKey extends QueryKey,
  ReadKey extends QueryKey,
> = PickerFieldProps & {
  testId: string;
  /** The list call that finds the records matching what was typed (undefined: nothing typed). */
  matching: (q: string | undefined) => UseQueryOptions<L, Error, L, ListKey>;
  /** The read of the chosen record by id. */
  chosen: (id: string) => UseQueryOptions<T, Error, T, ReadKey>;
  optionLabel: (record: T) => string;
};

export function RecordPicker<
  T extends Identified,
  L extends { content: T[] },
  ListKey extends QueryKey,
  ReadKey extends QueryKey,
>({ value, matching, chosen, optionLabel, ...props }: RecordPickerProps<T, L, ListKey, ReadKey>) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [opened, setOpened] = useState(false);
  const matches = useQuery({
    ...matching(q || undefined),
    enabled: opened || Boolean(q),
    placeholderData: keepPreviousData,
  });
  const picked = useQuery({ ...chosen(value ?? ''), enabled: Boolean(value) });
  const records = [...(matches.data?.content ?? []), ...(value && picked.data ? [picked.data] : [])];
  const data = [...new Map(records.map((record) => [record.id, record])).values()].map((record) => ({
    value: record.id,
    label: optionLabel(record),
  }));
  return (
    <RemoteSelect
      {...props}
      data={data}
      value={value}
      search={search}
      onSearchChange={setSearch}
      searching={matches.isFetching}
      onDropdownOpen={() => setOpened(true)}
    />
  );
}
