/**
 * Pages for any signed-in user (`/me/*`): a loader while the session loads; a visitor
 * without a session is sent to sign in (the specification keeps `rToGo` for admin paths
 * only, so there is no return here).
 */
import { Center, Loader } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../features/session';
import { useMessages } from '../i18n';
import { ErrorState } from '../ui/query-state';

export function RequireSession({ children }: { children: ReactNode }) {
  const messages = useMessages();
  const { status } = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    if (status === 'anonymous') navigate('/login', { replace: true });
  }, [status, navigate]);

  if (status === 'ready') return children;
  if (status === 'error')
    return (
      <Center py="xl" px="md">
        <ErrorState
          testId="load-error"
          message={messages.admin.loadFailedText}
          onRetry={() => window.location.reload()}
        />
      </Center>
    );
  return (
    <Center py={120} role="status" aria-label={messages.session.loading}>
      <Loader />
    </Center>
  );
}
