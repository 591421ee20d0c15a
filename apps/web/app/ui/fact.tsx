/**
 * One labelled fact of a record (an enrollment's details, a verified certificate): the label
 * small and dimmed, the value bold under it.
 */
import { type MantineSpacing, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function Fact({
  label,
  children,
  testId,
  gap = 0,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  gap?: MantineSpacing | number;
}) {
  return (
    <Stack gap={gap} data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} component="div">
        {children}
      </Text>
    </Stack>
  );
}
