/**
 * A screen's header: its title (the page's one h1), a line under it, an optional way back
 * above it and the screen's actions on the right (they wrap under it on a phone).
 */
import { Group, Stack, Text, Title, type TitleProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { TextLink } from '../text-link';

export type PageHeaderProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A link above the title, back to the screen this one hangs from. */
  back?: { to: string; label: ReactNode };
  /** Buttons or links on the header's right. */
  actions?: ReactNode;
  /** The title's size: the admin lists' by default. */
  fz?: TitleProps['fz'];
};

export function PageHeader({ title, subtitle, back, actions, fz = { base: 26, sm: 32 } }: PageHeaderProps) {
  const heading = (
    <Stack gap={4}>
      {back && <TextLink to={back.to}>{back.label}</TextLink>}
      <Title order={1} fz={fz}>
        {title}
      </Title>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
    </Stack>
  );
  if (!actions) return heading;
  return (
    <Group justify="space-between" align="flex-end">
      {heading}
      {actions}
    </Group>
  );
}
