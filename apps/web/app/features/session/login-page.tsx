/**
 * The sign-in page: a card with the form. A person already signed in goes to his own area
 * (admin panel for staff, `/me` for students) instead of seeing the form again.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useMessages } from '../../i18n';
import { AuthCard } from '../../ui/auth-card';
import { LoadingState } from '../../ui/query-state';
import { LoginForm } from './login-form';
import { homeAreaOf, sellsWith } from './return-to';
import { useSession } from './session-context';

export function LoginPage() {
  const { login } = useMessages();
  const { status, hasAdminPanelAccess, scopes } = useSession();
  const sells = sellsWith(scopes);
  const navigate = useNavigate();

  useEffect(() => {
    if (status === 'ready') navigate(homeAreaOf(hasAdminPanelAccess, sells), { replace: true });
  }, [status, hasAdminPanelAccess, sells, navigate]);

  return (
    <AuthCard title={login.title} subtitle={login.subtitle}>
      {/* A cookie is being confirmed: the person is probably signed in and about to leave. */}
      {status === 'loading' || status === 'ready' ? (
        <LoadingState testId="login-session-check" />
      ) : (
        <LoginForm />
      )}
    </AuthCard>
  );
}
