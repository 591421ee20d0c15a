/**
 * A list filter on one value of a fixed list (a status, a vendor, a currency): a clearable
 * select whose options are the contract's values, each shown by its label (the value itself
 * when there is no label, e.g. a currency code). Clearing it means "any".
 */
import { Select, type SelectProps } from '@mantine/core';

export type EnumFilterProps<V extends string> = {
  label: string;
  /** What an empty filter reads as ("Cualquier estado"). */
  placeholder?: string;
  values: readonly V[];
  labels?: Readonly<Record<V, string>>;
  value: string | null;
  onChange: (value: V | null) => void;
  searchable?: boolean;
  w?: SelectProps['w'];
  testId?: string;
};

export function EnumFilter<V extends string>({
  values,
  labels,
  onChange,
  testId,
  ...props
}: EnumFilterProps<V>) {
  return (
    <Select
      {...props}
      data={values.map((value) => ({ value, label: labels?.[value] ?? value }))}
      onChange={(value) => onChange(value as V | null)}
      clearable
      data-testid={testId}
    />
  );
}
