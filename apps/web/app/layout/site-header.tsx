/** The public site's header: brand, navigation, currency, theme and the account corner. */
import { Box, Burger, Divider, Drawer, Group, NavLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { AccountShortcut, CurrencySelector, ThemeToggle, UserMenu } from '../features/session';
import { useMessages } from '../i18n';
import { Brand } from '../ui/brand';
import { HEADER_LINKS } from './site-links';

function DesktopNav() {
  const messages = useMessages();
  return (
    <Group component="nav" aria-label={messages.nav.mainNavigation} gap={4} visibleFrom="lg">
      {HEADER_LINKS.map((link) => (
        <Box
          key={link.to}
          component={RouterNavLink}
          to={link.to}
          px="sm"
          py={6}
          fz="sm"
          fw={500}
          className="site-nav-link"
        >
          {link.label(messages)}
        </Box>
      ))}
    </Group>
  );
}

function MobileNav({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const messages = useMessages();
  const { pathname } = useLocation();
  return (
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
  );
}

export function SiteHeader() {
  const messages = useMessages();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <Box
      component="header"
      h={64}
      px="md"
      pos="sticky"
      top={0}
      style={{
        zIndex: 100,
        background: 'var(--mantine-color-body)',
        borderBottom: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Group h="100%" justify="space-between" wrap="nowrap" maw={1140} mx="auto">
        <Brand />
        <DesktopNav />
        <Group gap="xs" wrap="nowrap">
          <Box visibleFrom="md">
            <AccountShortcut />
          </Box>
          <Box visibleFrom="sm">
            <CurrencySelector />
          </Box>
          <ThemeToggle />
          <UserMenu destination="panel" />
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="lg"
            size="sm"
            aria-label={messages.nav.openMenu}
          />
        </Group>
      </Group>
      <MobileNav opened={opened} onClose={close} />
    </Box>
  );
}
