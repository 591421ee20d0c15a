/**
 * The sign-in form, with links to create an account and to recover the password. Signing in
 * itself (token, cookie, `rToGo` return) is `useSignIn`.
 */
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../i18n';
import { type CredentialErrors, validateCredentials } from './login-validation';
import { signInErrorMessage } from './sign-in-error';
import { useSignIn } from './use-sign-in';

export function LoginForm() {
  const { login: messages, authLinks } = useMessages();
  const signInWith = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateCredentials({ email, password }, messages);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      if (!(await signInWith({ email, password }))) setFailure(messages.failed);
    } catch (error) {
      setFailure(signInErrorMessage(error, messages));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={messages.title}>
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" role="alert" data-testid="login-error">
            {failure}
          </Alert>
        )}
        <TextInput
          label={messages.email}
          placeholder={messages.emailPlaceholder}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors.email}
          required
        />
        <PasswordInput
          label={messages.password}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
          required
        />
        <Button type="submit" loading={submitting} fullWidth size="md">
          {messages.submit}
        </Button>
        <Stack gap={4} align="center">
          <Text size="sm" c="dimmed">
            {authLinks.forgot}{' '}
            <Anchor component={Link} to="/recover" size="sm">
              {authLinks.recover}
            </Anchor>
          </Text>
          <Group gap={4}>
            <Text size="sm" c="dimmed">
              {authLinks.noAccount}
            </Text>
            <Anchor component={Link} to="/signup" size="sm" fw={600}>
              {authLinks.signUp}
            </Anchor>
          </Group>
        </Stack>
      </Stack>
    </form>
  );
}
