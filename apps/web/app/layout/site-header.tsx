/**
 * The public site's header: brand, navigation, currency, theme and the account corner. The
 * small screens' navigation drawer loads when the burger is first pressed (`ui/on-demand`).
 */
import { Box, Burger, Group } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { NavLink as RouterNavLink } from 'react-router';
import { AccountShortcut, CurrencySelector, ThemeToggle, UserMenu } from '../features/session';
import { useMessages } from '../i18n';
import { Brand } from '../ui/brand';
import { useOnDemand } from '../ui/on-demand';
import { HEADER_LINKS } from './site-links';

function DesktopNav() {
  const messages = useMessages();
  return (
    // One line: a link that wraps (or a second row of links) breaks the 64-px header.
    <Group component="nav" aria-label={messages.nav.mainNavigation} gap={4} wrap="nowrap" visibleFrom="lg">
      {HEADER_LINKS.map((link) => (
        <Box
          key={link.to}
          component={RouterNavLink}
          to={link.to}
          px="xs"
          py={6}
          fz="sm"
          fw={500}
          className="site-nav-link"
          style={{ whiteSpace: 'nowrap' }}
        >
          {link.label(messages)}
        </Box>
      ))}
    </Group>
  );
}

const loadMobileNav = () => import('./mobile-nav');
const MobileNav = lazy(loadMobileNav);

export function SiteHeader() {
  const messages = useMessages();
  const [opened, setOpened] = useState(false);
  const drawer = useOnDemand(loadMobileNav);
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
      {/* Wider than the pages' 1140 px: brand, links and a student's account corner fit on one line. */}
      <Group h="100%" justify="space-between" wrap="nowrap" maw={1240} mx="auto">
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
            {...drawer.triggerProps}
            onClick={() => {
              drawer.triggerProps.onClick();
              setOpened((open) => !open);
            }}
            hiddenFrom="lg"
            size="sm"
            aria-label={messages.nav.openMenu}
          />
        </Group>
      </Group>
      {drawer.wanted && (
        <Suspense fallback={null}>
          <MobileNav opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </Box>
  );
}
