/** The Cátedra mark and name, linking home. */
import { Group, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { useMessages } from '../i18n';
import { Icon } from './icons';

export function Brand({ to = '/' }: { to?: string }) {
  const { brand } = useMessages();
  return (
    <Group
      renderRoot={(props) => <Link to={to} aria-label={brand.name} {...props} />}
      gap={8}
      wrap="nowrap"
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <ThemeIcon
        size={34}
        radius="md"
        variant="gradient"
        gradient={{ from: 'indigo.7', to: 'cyan.6', deg: 135 }}
      >
        <Icon name="school" size={20} />
      </ThemeIcon>
      <Text fw={800} fz={20} lh={1} style={{ letterSpacing: '-0.02em' }}>
        {brand.name}
      </Text>
    </Group>
  );
}
