/**
 * The side menu: the entries the user's scopes allow. Sections not built yet are shown
 * disabled, with "Próximamente" in their tooltip. In the mini menu only icons show and
 * every label moves to a tooltip.
 */
import { NavLink, Stack, Tooltip } from '@mantine/core';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { useMessages } from '../../i18n';
import { Icon } from '../../ui/icons';
import type { AdminMenuEntry } from './admin-menu';

/** Icon-only rows: the icon centred, no room kept for a label. */
const MINI_STYLES = {
  root: { justifyContent: 'center' },
  section: { marginInlineEnd: 0 },
  body: { display: 'none' },
} as const;

type AdminNavProps = { entries: AdminMenuEntry[]; mini: boolean; onNavigate?: () => void };

function EntryLink({
  entry,
  mini,
  onNavigate,
}: {
  entry: AdminMenuEntry;
  mini: boolean;
  onNavigate?: () => void;
}) {
  const messages = useMessages().admin;
  const { pathname } = useLocation();
  const { label } = messages.entries[entry.id];
  const icon = <Icon name={entry.icon} size={20} />;

  if (!entry.available) {
    const hint = mini ? `${label} · ${messages.comingSoon}` : messages.comingSoon;
    return (
      <Tooltip label={hint} position="right" withArrow>
        {/* A wrapper: a disabled control gets no pointer events, so it could not show a tooltip. */}
        <div data-testid={`admin-menu-${entry.id}`} data-disabled="true">
          <NavLink
            component="button"
            type="button"
            disabled
            aria-label={mini ? label : undefined}
            label={mini ? null : label}
            leftSection={icon}
            styles={mini ? MINI_STYLES : undefined}
          />
        </div>
      </Tooltip>
    );
  }

  return (
    <Tooltip label={label} position="right" withArrow disabled={!mini}>
      <NavLink
        component={RouterNavLink}
        to={entry.path}
        end
        active={pathname === entry.path || (entry.path !== '/admin' && pathname.startsWith(`${entry.path}/`))}
        aria-label={mini ? label : undefined}
        label={mini ? null : label}
        leftSection={icon}
        styles={mini ? MINI_STYLES : undefined}
        onClick={onNavigate}
        data-testid={`admin-menu-${entry.id}`}
      />
    </Tooltip>
  );
}

export function AdminNav({ entries, mini, onNavigate }: AdminNavProps) {
  const messages = useMessages().admin;
  return (
    <Stack gap={2} component="nav" aria-label={messages.menu}>
      {entries.map((entry) => (
        <EntryLink key={entry.id} entry={entry} mini={mini} onNavigate={onNavigate} />
      ))}
    </Stack>
  );
}
