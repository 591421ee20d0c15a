/**
 * A select whose options the API finds: what the person types is handed to `onSearchChange`
 * (the caller debounces and asks the API), and the options are shown as found, unfiltered
 * (the API already matched accents, phones…). "Searching" or "none" while there are none.
 */
import { Select, type SelectProps } from '@mantine/core';
import { useMessages } from '../i18n';

export type RemoteSelectProps = {
  label: string;
  placeholder?: string;
  data: { value: string; label: string }[];
  value: string | null;
  onChange: (value: string | null) => void;
  search: string;
  onSearchChange: (search: string) => void;
  searching: boolean;
  onDropdownOpen?: () => void;
  w?: SelectProps['w'];
  /** The field's message when a form refused it. */
  error?: SelectProps['error'];
  testId: string;
};

export function RemoteSelect({ search, onSearchChange, searching, testId, ...props }: RemoteSelectProps) {
  const messages = useMessages().users;
  return (
    <Select
      {...props}
      searchable
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={onSearchChange}
      nothingFoundMessage={searching ? messages.pickerSearching : messages.pickerNone}
      clearable
      data-testid={testId}
    />
  );
}
