/**
 * The account corner of both headers: a sign-in link for visitors, a placeholder while the
 * session loads, and the user's name with a menu (admin panel or site, and sign-out). Plain
 * HTML (`ui/plain`), as both headers show it on every page; the menu's code loads when it is
 * first opened (`ui/on-demand`).
 */
import { type ComponentProps, lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useSiteMessages } from '../../i18n/site';
import { fullName, initialsOf } from '../../lib/user-display';
import { Icon } from '../../ui/icons';
import { useOnDemand } from '../../ui/on-demand';
import { Skeleton } from '../../ui/plain/blocks';
import { iconSize } from '../../ui/plain/style';
import { sellsWith } from './return-to';
import { useSession } from './session-context';

/**
 * The site header's shortcut beside the account corner: "Crear cuenta" for visitors and
 * "Mis cursos" for signed-in students, "Ventas" for a seller without the panel (staff reach
 * their panel, and sellers with it the sales area, from the menu). Nothing while
 * the session loads, so the header does not jump.
 */
export function AccountShortcut({ onNavigate }: { onNavigate?: () => void }) {
  const messages = useSiteMessages().nav;
  const { status, user, hasAdminPanelAccess, scopes } = useSession();
  if (status === 'anonymous')
    return (
      <Link to="/signup" className="p-btn p-btn--default" onClick={onNavigate}>
        {messages.signUp}
      </Link>
    );
  if (status !== 'ready' || !user || hasAdminPanelAccess) return null;
  // A seller without the panel (SELLER_EXTERNAL) works in the sales area.
  const area = sellsWith(scopes)
    ? { to: '/ventas', icon: 'cash' as const, label: messages.sales }
    : { to: '/me', icon: 'school' as const, label: messages.myCourses };
  return (
    <Link to={area.to} className="p-btn p-btn--light" onClick={onNavigate}>
      <Icon name={area.icon} size={16} />
      {area.label}
    </Link>
  );
}

export type UserMenuProps = {
  /** Where the menu offers to go: the admin panel (public site) or back to the site (panel). */
  destination: 'panel' | 'site';
};

/**
 * The menu's button, the person's name: on its own before the menu loads, its target after
 * (which passes its own class and handlers: the look's class is kept beside them).
 */
export function UserMenuButton({ className, ...props }: ComponentProps<'button'>) {
  const { user } = useSession();
  if (!user) return null;
  const name = fullName(user);
  return (
    <button
      type="button"
      className={['user-button', className].filter(Boolean).join(' ')}
      data-testid="user-menu"
      aria-haspopup="menu"
      {...props}
    >
      {/* The button's name is the person's name: the initials only repeat it. */}
      <span className="p-avatar" style={iconSize(32)} aria-hidden>
        {initialsOf(user)}
      </span>
      <span className="p-text p-text--sm p-semibold p-from-sm user-menu__name" data-testid="user-name">
        {name}
      </span>
      <span className="p-visually-hidden p-below-sm">{name}</span>
      <Icon name="chevronDown" size={14} />
    </button>
  );
}

const loadUserMenuDropdown = () => import('./user-menu-dropdown');
const UserMenuDropdown = lazy(loadUserMenuDropdown);

export function UserMenu({ destination }: UserMenuProps) {
  const messages = useSiteMessages();
  const { status, user } = useSession();
  const { wanted, triggerProps } = useOnDemand(loadUserMenuDropdown);

  if (status === 'loading') return <Skeleton height={34} width={140} radius="md" testId="account-loading" />;
  if (status !== 'ready' || !user) {
    return (
      <Link to="/login" className="p-btn">
        <Icon name="login" size={16} />
        {messages.nav.signIn}
      </Link>
    );
  }
  if (!wanted) return <UserMenuButton {...triggerProps} />;
  return (
    <Suspense fallback={<UserMenuButton />}>
      <UserMenuDropdown destination={destination} />
    </Suspense>
  );
}
