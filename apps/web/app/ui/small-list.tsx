/**
 * A short list inside a record page's card (a lead's calls, its timeline): a small spinner
 * while it loads, its empty text when it holds nothing, else the list itself.
 */
import { Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function SmallList<T>({
  pending,
  rows,
  emptyText,
  children,
}: {
  pending: boolean;
  rows: readonly T[];
  emptyText: string;
  children: (rows: readonly T[]) => ReactNode;
}) {
  if (pending) return <Loader size="sm" />;
  if (rows.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return children(rows);
}
