/**
 * Setting a new password from the e-mailed link `/recover/{token}`. The link is checked when
 * the page opens (without consuming it), so an invalid, used or expired link says so before
 * the person types anything, with a way to ask for a new one; one that expires while the form
 * is open (400 on `body.token`) says the same. Password problems land on the password field.
 * After the change, the sign-in form opens with the account's e-mail filled in.
 */
import { isProblem } from '@catedra/client';
import { Alert, Button, PasswordInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMessages } from '../../i18n';
import { fieldErrorsOf } from '../../lib/api-problem';
import { validateNewPassword } from '../../lib/user-validation';
import { AuthCard } from '../../ui/auth-card';
import { AuthForm } from '../../ui/auth-form';
import { useApiForm } from '../../ui/form';
import { ErrorState, LoadingState } from '../../ui/query-state';
import { notify } from '../../ui/toast';
import { useExecutePasswordRecovery, useRecoveryLink } from './api';

function InvalidLink() {
  const messages = useMessages();
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

export function RecoverPasswordPage({ token }: { token: string }) {
  const messages = useMessages();
  const link = useRecoveryLink(token);
  if (link.isPending)
    return (
      <AuthCard title={messages.recover.newTitle}>
        <LoadingState testId="recover-checking" />
      </AuthCard>
    );
  if (link.isError) {
    if (isProblem(link.error, 'RECOVERY_LINK_INVALID')) return <InvalidLink />;
    return (
      <AuthCard title={messages.recover.newTitle}>
        <ErrorState error={link.error} onRetry={link.refetch} />
      </AuthCard>
    );
  }
  return <NewPasswordForm token={token} email={link.data.email} />;
}

function NewPasswordForm({ token, email }: { token: string; email: string }) {
  const messages = useMessages();
  const navigate = useNavigate();
  const execute = useExecutePasswordRecovery();
  const [linkInvalid, setLinkInvalid] = useState(false);
  const api = useApiForm({
    initialValues: { password: '', confirmation: '' },
    validate: (values) => validateNewPassword(values, messages.forms, email),
    submit: (values) => execute.mutateAsync({ token, password: values.password }),
    onSuccess: () => {
      notify.success(messages.recover.changed);
      // Through history state, not the address: the e-mail stays out of logs and shared links.
      navigate('/login', { replace: true, state: { email } });
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
  const { form } = api;

  if (linkInvalid) return <InvalidLink />;

  return (
    <AuthCard title={messages.recover.newTitle} subtitle={messages.recover.newSubtitle}>
      <AuthForm api={api} title={messages.recover.newTitle} submitLabel={messages.recover.change}>
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
      </AuthForm>
    </AuthCard>
  );
}
