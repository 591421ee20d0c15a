/**
 * A list screen, composed: the header, then what the screen stacks under it (the filter
 * panel, the totals, the `DataList` table with its empty and error states).
 */
import { Stack, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader, type PageHeaderProps } from './page-header';

export function ListPage({
  maw = 1400,
  children,
  ...header
}: PageHeaderProps & { maw?: StackProps['maw']; children: ReactNode }) {
  return (
    <Stack gap="lg" maw={maw}>
      <PageHeader {...header} />
      {children}
    </Stack>
  );
}
