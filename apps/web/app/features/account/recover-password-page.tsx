/**
 * Setting a new password from the e-mailed link `/recover/{token}`. An invalid, used or
 * expired link (400 on `body.token`) gets its own message and a way to ask for a new one;
 * password problems land on the password field.
 */
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMessages } from '../../i18n';
import { fieldErrorsOf, problemMessage } from '../../lib/api-problem';
import { passwordError } from '../../lib/user-validation';
import { AuthCard } from '../../ui/auth-card';
import { notify } from '../../ui/toast';
import { useExecutePasswordRecovery } from './api';

type Errors = { password?: string; confirmation?: string };

export function RecoverPasswordPage({ token }: { token: string }) {
  const messages = useMessages();
  const navigate = useNavigate();
  const execute = useExecutePasswordRecovery();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {};
    const passwordProblem = passwordError(password, '', messages.forms);
    if (passwordProblem) found.password = passwordProblem;
    if (!confirmation) found.confirmation = messages.forms.required;
    else if (confirmation !== password) found.confirmation = messages.forms.passwordMismatch;
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      await execute.mutateAsync({ token, password });
      notify.success(messages.recover.changed);
      navigate('/login', { replace: true });
    } catch (error) {
      const fields = fieldErrorsOf(error, ['token', 'password'] as const, (field) =>
        field === 'password' ? messages.forms.passwordTooShort : messages.recover.invalid,
      );
      if (fields.token) return setLinkInvalid(true);
      if (fields.password) return setErrors({ password: fields.password });
      setFailure(problemMessage(error, messages.forms));
    }
  }

  if (linkInvalid) {
    return (
      <AuthCard title={messages.recover.newTitle}>
        <Alert
          color="orange"
          variant="light"
          title={messages.recover.invalidTitle}
          data-testid="recover-invalid"
        >
          {messages.recover.invalid}
        </Alert>
        <Button component={Link} to="/recover">
          {messages.recover.askNew}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={messages.recover.newTitle} subtitle={messages.recover.newSubtitle}>
      <form onSubmit={onSubmit} noValidate aria-label={messages.recover.newTitle}>
        <Stack gap="md">
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <PasswordInput
            label={messages.recover.newPassword}
            description={messages.userFields.passwordHint}
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
            required
          />
          <PasswordInput
            label={messages.recover.confirmPassword}
            name="confirmation"
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.currentTarget.value)}
            error={errors.confirmation}
            required
          />
          <Button type="submit" size="md" fullWidth loading={execute.isPending}>
            {messages.recover.change}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
