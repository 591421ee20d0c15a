/**
 * A title with a dimmed line under it: the heading of a card, a section or a plain screen.
 * (A list screen's header with its actions and way back is `PageHeader`, in ui/list-page.)
 */
import { Stack, type StackProps, Text, type TextProps, Title, type TitleProps } from '@mantine/core';
import type { ReactNode } from 'react';

export function Heading({
  title,
  hint,
  order = 2,
  fz = 'lg',
  gap = 2,
  hintSize = 'sm',
  miw,
}: {
  title: ReactNode;
  hint: ReactNode;
  order?: TitleProps['order'];
  fz?: TitleProps['fz'];
  gap?: StackProps['gap'];
  hintSize?: TextProps['size'];
  /** `0` lets a long title wrap inside a row (a card's heading beside its badge). */
  miw?: StackProps['miw'];
}) {
  return (
    <Stack gap={gap} miw={miw}>
      <Title order={order} fz={fz}>
        {title}
      </Title>
      <Text size={hintSize} c="dimmed">
        {hint}
      </Text>
    </Stack>
  );
}
