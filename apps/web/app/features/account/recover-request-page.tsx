/**
 * Asking for a recovery link. The answer is the same neutral confirmation whatever the
 * e-mail (the API always answers 202), so the page never tells whether an account exists.
 */
import { isProblem } from '@catedra/client';
import { Alert, Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useMessages } from '../../i18n';
import { emailError } from '../../lib/user-validation';
import { AuthCard } from '../../ui/auth-card';
import { AuthForm } from '../../ui/auth-form';
import { useApiForm } from '../../ui/form';
import { useTriggerPasswordRecovery } from './api';
import { SignInLink } from './auth-links';

export function RecoverRequestPage() {
  const messages = useMessages();
  const trigger = useTriggerPasswordRecovery();
  const [sent, setSent] = useState(false);
  const api = useApiForm({
    initialValues: { email: '' },
    validate: { email: (value) => emailError(value, messages.forms) ?? null },
    submit: (values) => trigger.mutateAsync(values.email.trim()),
    onSuccess: () => setSent(true),
    // The only field the API checks is the e-mail.
    explain: (error) =>
      isProblem(error, 'VALIDATION_FAILED') ? { email: messages.forms.emailInvalid } : undefined,
    texts: messages.forms,
    failureAs: 'alert',
  });
  const { form } = api;

  if (sent) {
    return (
      <AuthCard title={messages.recover.title}>
        <Alert color="teal" variant="light" title={messages.recover.sentTitle} data-testid="recover-sent">
          {messages.recover.sent}
        </Alert>
        <Button
          variant="default"
          onClick={() => {
            setSent(false);
            form.reset();
          }}
        >
          {messages.recover.again}
        </Button>
        <SignInLink />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={messages.recover.title} subtitle={messages.recover.subtitle}>
      <AuthForm
        api={api}
        title={messages.recover.title}
        submitLabel={messages.recover.submit}
        links={<SignInLink />}
      >
        <TextInput
          label={messages.userFields.email}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="nombre@ejemplo.com"
          {...form.getInputProps('email')}
          required
        />
      </AuthForm>
    </AuthCard>
  );
}
