/**
 * The sales area is for sellers, their admins and top administration (`SALES_AREA_SCOPES`):
 * a visitor is sent to sign in and comes back here afterwards; anyone else signed in reads
 * that he may not enter, with a way to his own area. The API refuses their calls anyway.
 */
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../i18n';
import { homeAreaOf, sellsWith, useSession, useSignInFirst } from '../session';

export function SalesGate({ children }: { children: ReactNode }) {
  const messages = useMessages();
  const status = useSignInFirst();
  const { scopes, hasAdminPanelAccess } = useSession();

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
