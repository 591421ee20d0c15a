/**
 * One editable table of a template's blueprints (its classes or its exams): a header row,
 * one row per blueprint with its inputs, and a remove button per row. The two kinds share
 * their title and week columns; the rest of their cells come from the caller.
 */
import { ActionIcon, NumberInput, Table, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n';

type Blueprint = { title: string; weekOffset: number };

export type BlueprintColumn<Row> = {
  label: string;
  width: number;
  /** The cell's input: `change` patches this row; `index` names its errors (`kind.index.field`). */
  cell: (row: Row, change: (patch: Partial<Row>) => void, index: number) => ReactNode;
};

export function BlueprintTable<Row extends Blueprint>({
  kind,
  rows,
  columns,
  errors,
  onRowsChange,
}: {
  /** The API's name of the list (`classes`, `exams`): its errors are `kind.index.field`. */
  kind: string;
  rows: Row[];
  /** The columns after the title and the week. */
  columns: BlueprintColumn<Row>[];
  errors: Record<string, ReactNode>;
  onRowsChange: (rows: Row[]) => void;
}) {
  const messages = useMessages().academic.admin.templates;
  const change = (index: number) => (patch: Partial<Row>) =>
    onRowsChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const remove = (index: number) => onRowsChange(rows.filter((_, i) => i !== index));
  return (
    <Table fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{messages.name}</Table.Th>
          <Table.Th w={90}>{messages.week}</Table.Th>
          {columns.map((column) => (
            <Table.Th key={column.label} w={column.width}>
              {column.label}
            </Table.Th>
          ))}
          <Table.Th w={40} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; their position is their identity here.
          <Table.Tr key={index}>
            <Table.Td>
              <TextInput
                size="xs"
                aria-label={messages.name}
                value={row.title}
                onChange={(e) => change(index)({ title: e.currentTarget.value } as Partial<Row>)}
                error={errors[`${kind}.${index}.title`]}
              />
            </Table.Td>
            <Table.Td>
              {/* Weeks are counted from 1 on screen and from 0 (an offset) in the API. */}
              <NumberInput
                size="xs"
                aria-label={messages.week}
                value={row.weekOffset + 1}
                min={1}
                max={104}
                onChange={(value) =>
                  change(index)({ weekOffset: Math.max(0, Number(value) - 1) } as Partial<Row>)
                }
                error={errors[`${kind}.${index}.weekOffset`]}
              />
            </Table.Td>
            {columns.map((column) => (
              <Table.Td key={column.label}>{column.cell(row, change(index), index)}</Table.Td>
            ))}
            <Table.Td>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={messages.remove}
                onClick={() => remove(index)}
              >
                ×
              </ActionIcon>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
