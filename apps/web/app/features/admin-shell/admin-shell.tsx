/**
 * The admin panel's frame: header, the side menu filtered by the user's scopes (full or
 * mini, remembered in `miniMenu`) and the current admin page.
 */
import { ActionIcon, AppShell, Box, Burger, Group, ScrollArea, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n';
import { Brand } from '../../ui/brand';
import { Icon } from '../../ui/icons';
import { CONTENT_ID, SkipLink } from '../../ui/skip-link';
import { CurrencySelector, ThemeToggle, UserMenu, useSession } from '../session';
import { adminMenuFor } from './admin-menu';
import { AdminNav } from './admin-nav';

export function AdminShell({ children }: { children: ReactNode }) {
  const messages = useMessages().admin;
  const { scopes, miniMenu, setMiniMenu } = useSession();
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  // On a phone the menu opens over the page at full width: labels always show there.
  const mini = miniMenu && !mobileOpened;
  const toggleLabel = miniMenu ? messages.expandMenu : messages.collapseMenu;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: mini ? 72 : 260, breakpoint: 'sm', collapsed: { mobile: !mobileOpened } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <AppShell.Header>
        <SkipLink />
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={mobileOpened}
              onClick={toggleMobile}
              hiddenFrom="sm"
              size="sm"
              aria-label={messages.menu}
            />
            <Tooltip label={toggleLabel}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                visibleFrom="sm"
                onClick={() => setMiniMenu(!miniMenu)}
                aria-label={toggleLabel}
                aria-pressed={miniMenu}
                data-testid="mini-menu-toggle"
              >
                <Icon name={miniMenu ? 'sidebarExpand' : 'sidebarCollapse'} />
              </ActionIcon>
            </Tooltip>
            <Brand to="/admin" />
            <Text c="dimmed" size="sm" visibleFrom="md">
              {messages.title}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Box visibleFrom="sm">
              <CurrencySelector />
            </Box>
            <ThemeToggle />
            <UserMenu destination="site" />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" data-testid="admin-navbar" data-mini={String(mini)}>
        <AppShell.Section grow component={ScrollArea}>
          <AdminNav entries={adminMenuFor(scopes)} mini={mini} onNavigate={closeMobile} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id={CONTENT_ID} tabIndex={-1}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
