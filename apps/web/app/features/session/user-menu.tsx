/**
 * The account corner of both headers: a sign-in link for visitors, a placeholder while the
 * session loads, and the user's name with a menu (admin panel or site, and sign-out).
 */
import { Avatar, Button, Menu, Skeleton, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useMessages } from '../../i18n';
import { fullName, initialsOf } from '../../lib/user-display';
import { Icon } from '../../ui/icons';
import { useSession } from './session-context';

/**
 * The site header's shortcut beside the account corner: "Crear cuenta" for visitors and
 * "Mis cursos" for signed-in students (staff reach their panel from the menu). Nothing while
 * the session loads, so the header does not jump.
 */
export function AccountShortcut({ onNavigate }: { onNavigate?: () => void }) {
  const messages = useMessages().nav;
  const { status, user, hasAdminPanelAccess } = useSession();
  if (status === 'anonymous')
    return (
      <Button component={Link} to="/signup" variant="default" radius="md" onClick={onNavigate}>
        {messages.signUp}
      </Button>
    );
  if (status !== 'ready' || !user || hasAdminPanelAccess) return null;
  return (
    <Button
      component={Link}
      to="/me"
      variant="light"
      radius="md"
      leftSection={<Icon name="school" size={16} />}
      onClick={onNavigate}
    >
      {messages.myCourses}
    </Button>
  );
}

export type UserMenuProps = {
  /** Where the menu offers to go: the admin panel (public site) or back to the site (panel). */
  destination: 'panel' | 'site';
};

export function UserMenu({ destination }: UserMenuProps) {
  const messages = useMessages();
  const { status, user, hasAdminPanelAccess, signOut } = useSession();

  if (status === 'loading')
    return <Skeleton height={34} width={140} radius="md" data-testid="account-loading" />;
  if (status !== 'ready' || !user) {
    return (
      <Button component={Link} to="/login" radius="md" leftSection={<Icon name="login" size={16} />}>
        {messages.nav.signIn}
      </Button>
    );
  }

  const name = fullName(user);
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton data-testid="user-menu" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          {/* The button's name is the person's name: the initials only repeat it. */}
          <Avatar size={32} radius="xl" color="indigo" aria-hidden>
            {initialsOf(user)}
          </Avatar>
          <Text size="sm" fw={600} visibleFrom="sm" data-testid="user-name">
            {name}
          </Text>
          <VisuallyHidden hiddenFrom="sm">{name}</VisuallyHidden>
          <Icon name="chevronDown" size={14} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        {destination === 'panel' && hasAdminPanelAccess && (
          <Menu.Item component={Link} to="/admin" leftSection={<Icon name="home" size={16} />}>
            {messages.nav.adminPanel}
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
        {destination === 'site' && (
          <Menu.Item component={Link} to="/" leftSection={<Icon name="world" size={16} />}>
            {messages.admin.backToSite}
          </Menu.Item>
        )}
        <Menu.Item color="red" leftSection={<Icon name="logout" size={16} />} onClick={() => void signOut()}>
          {messages.nav.signOut}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
