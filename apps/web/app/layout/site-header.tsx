/**
 * The public site's header: brand, navigation, currency, theme and the account corner. Plain
 * HTML (`ui/plain`): it is on every public page, which run no Mantine (issue 18). The small
 * screens' navigation drawer loads when the burger is first pressed (`ui/on-demand`).
 */
import { lazy, Suspense, useState } from 'react';
import { NavLink as RouterNavLink } from 'react-router';
import { AccountShortcut, CurrencySelector, ThemeToggle, UserMenu } from '../features/session';
import { useSiteMessages } from '../i18n/site';
import { Brand } from '../ui/brand';
import { useOnDemand } from '../ui/on-demand';
import { HEADER_LINKS } from './site-links';

function DesktopNav() {
  const messages = useSiteMessages();
  return (
    <nav aria-label={messages.nav.mainNavigation} className="p-group site-nav p-from-lg">
      {HEADER_LINKS.map((link) => (
        <RouterNavLink key={link.to} to={link.to} className="site-nav-link">
          {link.label(messages)}
        </RouterNavLink>
      ))}
    </nav>
  );
}

const loadMobileNav = () => import('./mobile-nav');
const MobileNav = lazy(loadMobileNav);

export function SiteHeader() {
  const messages = useSiteMessages();
  const [opened, setOpened] = useState(false);
  const drawer = useOnDemand(loadMobileNav);
  return (
    <header className="site-header">
      <div className="p-group p-group--nowrap p-group--between site-header__bar">
        <Brand />
        <DesktopNav />
        <div className="p-group p-group--nowrap site-header__tools">
          <div className="p-from-md">
            <AccountShortcut />
          </div>
          <div className="p-from-sm">
            <CurrencySelector />
          </div>
          <ThemeToggle />
          <UserMenu destination="panel" />
          <button
            type="button"
            className="p-burger p-below-lg"
            {...drawer.triggerProps}
            onClick={() => {
              drawer.triggerProps.onClick();
              setOpened((open) => !open);
            }}
            aria-label={messages.nav.openMenu}
            aria-expanded={opened}
          >
            <span />
          </button>
        </div>
      </div>
      {drawer.wanted && (
        <Suspense fallback={null}>
          <MobileNav opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </header>
  );
}
