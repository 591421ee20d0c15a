/**
 * A title with a dimmed line under it: the heading of a card, a section or a plain screen.
 * (A list screen's header with its actions and way back is `PageHeader`, in ui/list-page.)
 */
import { Stack, Text, type TextProps, Title, type TitleProps } from '@mantine/core';
import type { ReactNode } from 'react';

export function Heading({
  title,
  hint,
  order = 2,
  fz = 'lg',
  gap = 2,
  hintSize = 'sm',
}: {
  title: ReactNode;
  hint: ReactNode;
  order?: TitleProps['order'];
  fz?: TitleProps['fz'];
  gap?: number;
  hintSize?: TextProps['size'];
}) {
  return (
    <Stack gap={gap}>
      <Title order={order} fz={fz}>
        {title}
      </Title>
      <Text size={hintSize} c="dimmed">
        {hint}
      </Text>
    </Stack>
  );
}
