/** The small screens' navigation drawer of the site header, loaded when first opened. */
import { Divider, Drawer, Group, NavLink, Stack } from '@mantine/core';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { AccountShortcut, CurrencySelector } from '../features/session';
import { useSiteMessages } from '../i18n/site';
import { MantineProviders } from '../ui/mantine-providers';
import { HEADER_LINKS } from './site-links';

export default function MobileNav({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const messages = useSiteMessages();
  const { pathname } = useLocation();
  return (
    // Loaded on demand into pages that mount no Mantine (the public ones): it brings its own.
    <MantineProviders>
      <Drawer opened={opened} onClose={onClose} title={messages.brand.name} size="xs" hiddenFrom="lg">
        <Stack gap={4} component="nav" aria-label={messages.nav.mainNavigation}>
          {HEADER_LINKS.map((link) => (
            <NavLink
              key={link.to}
              component={RouterNavLink}
              to={link.to}
              label={link.label(messages)}
              active={pathname === link.to}
              onClick={onClose}
            />
          ))}
          <Divider my="sm" />
          <Group>
            <AccountShortcut onNavigate={onClose} />
            <CurrencySelector />
          </Group>
        </Stack>
      </Drawer>
    </MantineProviders>
  );
}
