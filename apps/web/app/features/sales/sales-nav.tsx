/** The sales area's two screens, as links under its title (the sales issue adds leads and calls). */
import { Button, Group } from '@mantine/core';
import { NavLink } from 'react-router';
import { useMessages } from '../../i18n';

const SCREENS = [
  { to: '/ventas', key: 'mySales', end: true },
  { to: '/ventas/nueva', key: 'newSale', end: false },
  { to: '/ventas/interesados', key: 'myLeads', end: false },
] as const;

export function SalesNav() {
  const messages = useMessages().sales;
  return (
    <Group component="nav" aria-label={messages.title} gap="xs" mb="lg">
      {SCREENS.map((screen) => (
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
