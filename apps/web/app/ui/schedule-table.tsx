/**
 * A payment schedule as a table: each period's name, due date and amount (the plan preview,
 * a new enrollment's preview, a student's confirmation before he enrols), with an optional
 * total row.
 */
import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

export type ScheduleRow = { key: number; period: ReactNode; dueDate: ReactNode; amount: ReactNode };

export function ScheduleTable({
  headings,
  rows,
  rowTestId,
  total,
  ...tableProps
}: {
  headings: { period: string; dueDate: string; amount: string };
  rows: ScheduleRow[];
  rowTestId?: string;
  total?: { label: string; amount: ReactNode; testId: string };
} & TableProps) {
  return (
    <Table {...tableProps}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{headings.period}</Table.Th>
          <Table.Th>{headings.dueDate}</Table.Th>
          <Table.Th ta="right">{headings.amount}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key} data-testid={rowTestId}>
            <Table.Td>{row.period}</Table.Td>
            <Table.Td>{row.dueDate}</Table.Td>
            <Table.Td ta="right">{row.amount}</Table.Td>
          </Table.Tr>
        ))}
        {total && (
          <Table.Tr fw={700}>
            <Table.Td colSpan={2}>{total.label}</Table.Td>
            <Table.Td ta="right" data-testid={total.testId}>
              {total.amount}
            </Table.Td>
          </Table.Tr>
        )}
      </Table.Tbody>
    </Table>
  );
}
