/** The account menu, loaded when it is first opened (it opens at once); see `user-menu.tsx`. */
import { Menu } from '@mantine/core';
import { Link } from 'react-router';
import { useMessages } from '../../i18n';
import { Icon } from '../../ui/icons';
import { MantineProviders } from '../../ui/mantine-providers';
import { sellsWith } from './return-to';
import { useSession } from './session-context';
import { UserMenuButton, type UserMenuProps } from './user-menu';

export default function UserMenuDropdown({ destination }: UserMenuProps) {
  const messages = useMessages();
  const { user, scopes, hasAdminPanelAccess, signOut } = useSession();
  return (
    // Loaded on demand into pages that mount no Mantine (the public ones): it brings its own.
    <MantineProviders>
      <Menu position="bottom-end" shadow="md" withinPortal defaultOpened>
        <Menu.Target>
          <UserMenuButton />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{user?.email}</Menu.Label>
          {destination === 'panel' && hasAdminPanelAccess && (
            <Menu.Item component={Link} to="/admin" leftSection={<Icon name="home" size={16} />}>
              {messages.nav.adminPanel}
            </Menu.Item>
          )}
          {sellsWith(scopes) && (
            <Menu.Item
              component={Link}
              to="/ventas"
              leftSection={<Icon name="cash" size={16} />}
              data-testid="user-menu-sales"
            >
              {messages.nav.sales}
            </Menu.Item>
          )}
          <Menu.Item component={Link} to="/me/profile" leftSection={<Icon name="user" size={16} />}>
            {messages.profile.menu}
          </Menu.Item>
          <Menu.Item
            component={Link}
            to="/me"
            leftSection={<Icon name="school" size={16} />}
            data-testid="user-menu-me"
          >
            {messages.academic.me.menu}
          </Menu.Item>
          {scopes.includes('ALLIANCE_ADMIN') && (
            <Menu.Item
              component={Link}
              to="/alianza"
              leftSection={<Icon name="users" size={16} />}
              data-testid="user-menu-alliance"
            >
              {messages.sellingPlans.alliances.portal.menu}
            </Menu.Item>
          )}
          {destination === 'site' && (
            <Menu.Item component={Link} to="/" leftSection={<Icon name="world" size={16} />}>
              {messages.admin.backToSite}
            </Menu.Item>
          )}
          <Menu.Item
            color="red"
            leftSection={<Icon name="logout" size={16} />}
            onClick={() => void signOut()}
          >
            {messages.nav.signOut}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </MantineProviders>
  );
}
