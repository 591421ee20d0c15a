/** The sign-in page: a card with the form. */
import { useMessages } from '../../i18n';
import { AuthCard } from '../../ui/auth-card';
import { LoginForm } from './login-form';

export function LoginPage() {
  const { login } = useMessages();
  return (
    <AuthCard title={login.title} subtitle={login.subtitle}>
      <LoginForm />
    </AuthCard>
  );
}
