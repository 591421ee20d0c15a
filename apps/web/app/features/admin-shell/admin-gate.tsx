/**
 * Lets into the admin panel only users whose scopes grant it (specification section 6).
 * While the session loads it shows a loader; a loaded user without access goes to `/`.
 * Visitors without a token never get here: the return-to guard sends them to sign in.
 */
import { Alert, Button, Center, Group, Stack } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useMessages } from '../../i18n';
import { FullPageLoader } from '../../ui/full-page-loader';
import { useSession } from '../session';

export function AdminGate({ children }: { children: ReactNode }) {
  const messages = useMessages();
  const { status, hasAdminPanelAccess, signOut } = useSession();
  const navigate = useNavigate();
  const denied = status === 'ready' && !hasAdminPanelAccess;

  useEffect(() => {
    if (denied) navigate('/', { replace: true });
  }, [denied, navigate]);

  if (status === 'ready' && hasAdminPanelAccess) return children;
  if (status === 'error') {
    return (
      <Center mih="100vh" p="md">
        <Stack maw={480}>
          <Alert
            color="red"
            variant="light"
            title={messages.admin.loadFailedTitle}
            data-testid="admin-load-error"
          >
            {messages.admin.loadFailedText}
          </Alert>
          <Group>
            <Button variant="light" onClick={() => window.location.reload()}>
              {messages.admin.reload}
            </Button>
            <Button variant="default" onClick={() => void signOut()}>
              {messages.nav.signOut}
            </Button>
          </Group>
        </Stack>
      </Center>
    );
  }
  return <FullPageLoader label={messages.session.loading} testId="admin-loading" />;
}
