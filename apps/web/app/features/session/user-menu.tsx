/**
 * The account corner of both headers: a sign-in link for visitors, a placeholder while the
 * session loads, and the user's name with a menu (admin panel or site, and sign-out). The
 * menu's code loads when it is first opened (`ui/on-demand`).
 */
import { Avatar, Button, Skeleton, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { lazy, type Ref, Suspense } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../i18n';
import { fullName, initialsOf } from '../../lib/user-display';
import { Icon } from '../../ui/icons';
import { useOnDemand } from '../../ui/on-demand';
import { sellsWith } from './return-to';
import { useSession } from './session-context';

/**
 * The site header's shortcut beside the account corner: "Crear cuenta" for visitors and
 * "Mis cursos" for signed-in students, "Ventas" for a seller without the panel (staff reach
 * their panel, and sellers with it the sales area, from the menu). Nothing while
 * the session loads, so the header does not jump.
 */
export function AccountShortcut({ onNavigate }: { onNavigate?: () => void }) {
  const messages = useMessages().nav;
  const { status, user, hasAdminPanelAccess, scopes } = useSession();
  if (status === 'anonymous')
    return (
      <Button component={Link} to="/signup" variant="default" radius="md" onClick={onNavigate}>
        {messages.signUp}
      </Button>
    );
  if (status !== 'ready' || !user || hasAdminPanelAccess) return null;
  // A seller without the panel (SELLER_EXTERNAL) works in the sales area.
  const area = sellsWith(scopes)
    ? { to: '/ventas', icon: 'cash' as const, label: messages.sales }
    : { to: '/me', icon: 'school' as const, label: messages.myCourses };
  return (
    <Button
      component={Link}
      to={area.to}
      variant="light"
      radius="md"
      leftSection={<Icon name={area.icon} size={16} />}
      onClick={onNavigate}
    >
      {area.label}
    </Button>
  );
}

export type UserMenuProps = {
  /** Where the menu offers to go: the admin panel (public site) or back to the site (panel). */
  destination: 'panel' | 'site';
};

type TriggerProps = {
  ref?: Ref<HTMLButtonElement>;
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
};

/** The menu's button, the person's name: on its own before the menu loads, its target after. */
export function UserMenuButton(props: TriggerProps) {
  const { user } = useSession();
  if (!user) return null;
  const name = fullName(user);
  return (
    <UnstyledButton
      data-testid="user-menu"
      aria-haspopup="menu"
      style={{ display: 'flex', alignItems: 'center', gap: 8 }}
      {...props}
    >
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
  );
}

const loadUserMenuDropdown = () => import('./user-menu-dropdown');
const UserMenuDropdown = lazy(loadUserMenuDropdown);

export function UserMenu({ destination }: UserMenuProps) {
  const messages = useMessages();
  const { status, user } = useSession();
  const { wanted, triggerProps } = useOnDemand(loadUserMenuDropdown);

  if (status === 'loading')
    return <Skeleton height={34} width={140} radius="md" data-testid="account-loading" />;
  if (status !== 'ready' || !user) {
    return (
      <Button component={Link} to="/login" radius="md" leftSection={<Icon name="login" size={16} />}>
        {messages.nav.signIn}
      </Button>
    );
  }
  if (!wanted) return <UserMenuButton {...triggerProps} />;
  return (
    <Suspense fallback={<UserMenuButton />}>
      <UserMenuDropdown destination={destination} />
    </Suspense>
  );
}
