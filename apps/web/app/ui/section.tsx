/**
 * A titled panel of a record's page (an enrollment's comments and actions, a payment's
 * refunds and history): a bordered paper with its heading, then what it holds, spaced alike.
 */
import { type MantineSpacing, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function Section({
  title,
  testId,
  padding = 'md',
  children,
}: {
  title: string;
  testId?: string;
  /** The space inside the border: `lg` for a form's steps. */
  padding?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={padding} data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
