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
  large = false,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  gap?: MantineSpacing | number;
  /** A figure that stands out (a student's attendance counts). */
  large?: boolean;
}) {
  return (
    <Stack gap={gap} data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={large ? 700 : 600} fz={large ? 'xl' : undefined} component="div">
        {children}
      </Text>
    </Stack>
  );
}
