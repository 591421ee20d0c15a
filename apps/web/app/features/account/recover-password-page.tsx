/**
 * Setting a new password from the e-mailed link `/recover/{token}`. An invalid, used or
 * expired link (400 on `body.token`) gets its own message and a way to ask for a new one;
 * password problems land on the password field.
 */
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMessages } from '../../i18n';
import { fieldErrorsOf } from '../../lib/api-problem';
import { AuthCard } from '../../ui/auth-card';
import { useApiForm } from '../../ui/form';
import { notify } from '../../ui/toast';
import { useExecutePasswordRecovery } from './api';
import { validateNewPassword } from './new-password';

export function RecoverPasswordPage({ token }: { token: string }) {
  const messages = useMessages();
  const navigate = useNavigate();
  const execute = useExecutePasswordRecovery();
  const [linkInvalid, setLinkInvalid] = useState(false);
  const { form, onSubmit, submitting, failure, fieldsRef } = useApiForm({
    initialValues: { password: '', confirmation: '' },
    validate: (values) => validateNewPassword(values, messages.forms),
    submit: (values) => execute.mutateAsync({ token, password: values.password }),
    onSuccess: () => {
      notify.success(messages.recover.changed);
      navigate('/login', { replace: true });
    },
    explain: (error) => {
      const fields = fieldErrorsOf(error, ['token', 'password'] as const, (field) =>
        field === 'password' ? messages.forms.passwordTooShort : messages.recover.invalid,
      );
      // A refused link is no field's fault: the page says so and offers a new one.
      if (fields.token) {
        setLinkInvalid(true);
        return {};
      }
      return fields.password ? { password: fields.password } : undefined;
    },
    texts: messages.forms,
    failureAs: 'alert',
  });

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
      <form ref={fieldsRef} onSubmit={onSubmit} noValidate aria-label={messages.recover.newTitle}>
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
            {...form.getInputProps('password')}
            required
          />
          <PasswordInput
            label={messages.recover.confirmPassword}
            name="confirmation"
            autoComplete="new-password"
            {...form.getInputProps('confirmation')}
            required
          />
          <Button type="submit" size="md" fullWidth loading={submitting}>
            {messages.recover.change}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
