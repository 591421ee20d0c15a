/**
 * The sign-in form, with links to create an account and to recover the password. Signing in
 * itself (token, cookie, `rToGo` return) is `useSignIn`. When the web server refuses to keep
 * the token, the session rules end the session (toast and `/`): the form shows nothing of its
 * own. The e-mail starts filled in when the page was opened with one (after a password reset).
 */
import { PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useLocation } from 'react-router';
import { useMessages } from '../../i18n';
import { AuthForm } from '../../ui/auth-form';
import { AuthPrompt } from '../../ui/auth-prompt';
import { useApiForm } from '../../ui/form';
import { TextLink } from '../../ui/text-link';
import { type Credentials, emailOf, validateCredentials } from './login-validation';
import { signInErrorMessage } from './sign-in-error';
import { useSignIn } from './use-sign-in';

export function LoginForm() {
  const { login: messages, authLinks } = useMessages();
  const signInWith = useSignIn();
  const { state } = useLocation();
  const api = useApiForm<Credentials, void>({
    initialValues: { email: emailOf(state), password: '' },
    validate: (values) => validateCredentials(values, messages),
    submit: async (credentials) => {
      await signInWith(credentials);
    },
    // No field is marked from the API: a refused e-mail is, to the person, wrong credentials too.
    fallback: { fields: [] },
    failureMessage: (error) => signInErrorMessage(error, messages),
    failureAs: 'alert',
  });
  const { form } = api;

  return (
    <AuthForm
      api={api}
      title={messages.title}
      submitLabel={messages.submit}
      failureTestId="login-error"
      links={
        <Stack gap={4} align="center">
          <Text size="sm" c="dimmed">
            {authLinks.forgot} <TextLink to="/recover">{authLinks.recover}</TextLink>
          </Text>
          <AuthPrompt question={authLinks.noAccount} to="/signup" link={authLinks.signUp} />
        </Stack>
      }
    >
      <TextInput
        label={messages.email}
        placeholder={messages.emailPlaceholder}
        type="email"
        name="email"
        autoComplete="username"
        {...form.getInputProps('email')}
        required
      />
      <PasswordInput
        label={messages.password}
        name="password"
        autoComplete="current-password"
        {...form.getInputProps('password')}
        required
      />
    </AuthForm>
  );
}
