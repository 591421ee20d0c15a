/**
 * The sales area is for sellers, their admins and top administration (`SALES_AREA_SCOPES`):
 * a visitor is sent to sign in and comes back here afterwards; anyone else signed in reads
 * that he may not enter, with a way to his own area. The API refuses their calls anyway.
 */
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useMessages } from '../../i18n';
import { homeAreaOf, rememberReturnTo, sellsWith, useSession } from '../session';

export function SalesGate({ children }: { children: ReactNode }) {
  const messages = useMessages();
  const { status, scopes, hasAdminPanelAccess } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (status !== 'anonymous') return;
    rememberReturnTo(window.sessionStorage, `${pathname}${search}`);
    navigate('/login', { replace: true });
  }, [status, pathname, search, navigate]);

  if (status === 'ready' && sellsWith(scopes)) return children;
  if (status === 'ready') {
    return (
      <Stack maw={560} data-testid="sales-forbidden">
        <Alert color="red" variant="light" title={messages.sales.forbiddenTitle}>
          {messages.sales.forbiddenText}
        </Alert>
        <Button component={Link} to={homeAreaOf(hasAdminPanelAccess)} variant="light" w="fit-content">
          {messages.sales.goHome}
        </Button>
      </Stack>
    );
  }
  return (
    <Center py={80} role="status" aria-label={messages.session.loading}>
      <Loader />
    </Center>
  );
}
