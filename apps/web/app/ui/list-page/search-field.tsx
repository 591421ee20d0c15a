/** A list's text search (name, e-mail…): a text field with the search icon, its value in the address. */
import { TextInput, type TextInputProps } from '@mantine/core';
import { Icon } from '../icons';

export function SearchField({
  onChange,
  testId,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange' | 'leftSection'> & {
  value: string;
  onChange: (value: string) => void;
  testId?: string;
}) {
  return (
    <TextInput
      {...props}
      leftSection={<Icon name="search" size={16} />}
      onChange={(event) => onChange(event.currentTarget.value)}
      data-testid={testId}
    />
  );
}
