/**
 * The sales area's screens, as links under its title: sales and a new one for every seller;
 * "Mis llamadas" for those who have calls (SELLER_EXTERNAL has none); "Mis comisiones".
 */
import type { Scope } from '@catedra/contract';
import { SCOPE_GROUPS } from '@catedra/contract/browser';
import { Button, Group } from '@mantine/core';
import { NavLink } from 'react-router';
import { useMessages } from '../../i18n';
import { useSession } from '../session';

const CALL_HOLDERS: readonly Scope[] = [...SCOPE_GROUPS.salesAdmin, 'SELLER'];

const SCREENS = [
  { to: '/ventas', key: 'mySales', end: true, calls: false },
  { to: '/ventas/nueva', key: 'newSale', end: false, calls: false },
  { to: '/ventas/interesados', key: 'myLeads', end: false, calls: false },
  { to: '/ventas/llamadas', key: 'myCalls', end: false, calls: true },
  { to: '/ventas/comisiones', key: 'myCommissions', end: false, calls: false },
] as const;

/** The screens a seller with these scopes has. */
export const salesScreensFor = (scopes: readonly Scope[]) =>
  SCREENS.filter((screen) => !screen.calls || scopes.some((scope) => CALL_HOLDERS.includes(scope)));

export function SalesNav() {
  const messages = useMessages().sales;
  const { scopes } = useSession();
  return (
    <Group component="nav" aria-label={messages.title} gap="xs" mb="lg">
      {salesScreensFor(scopes).map((screen) => (
        <NavLink key={screen.to} to={screen.to} end={screen.end} style={{ textDecoration: 'none' }}>
          {({ isActive }) => (
            <Button component="span" variant={isActive ? 'filled' : 'subtle'} size="sm">
              {messages.nav[screen.key]}
            </Button>
          )}
        </NavLink>
      ))}
    </Group>
  );
}
