/**
 * Asking for a recovery link. The answer is the same neutral confirmation whatever the
 * e-mail (the API always answers 202), so the page never tells whether an account exists.
 */
import { isProblem } from '@catedra/client';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useMessages } from '../../i18n';
import { problemMessage } from '../../lib/api-problem';
import { AuthCard } from '../../ui/auth-card';
import { useTriggerPasswordRecovery } from './api';
import { SignInLink } from './auth-links';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function RecoverRequestPage() {
  const messages = useMessages();
  const trigger = useTriggerPasswordRecovery();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    const found = !value
      ? messages.forms.required
      : EMAIL.test(value)
        ? undefined
        : messages.forms.emailInvalid;
    setError(found);
    setFailure(null);
    if (found) return;
    try {
      await trigger.mutateAsync(value);
      setSent(true);
    } catch (caught) {
      if (isProblem(caught, 'VALIDATION_FAILED')) return setError(messages.forms.emailInvalid);
      setFailure(problemMessage(caught, messages.forms));
    }
  }

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
            setEmail('');
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
      <form onSubmit={onSubmit} noValidate aria-label={messages.recover.title}>
        <Stack gap="md">
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput
            label={messages.userFields.email}
            type="email"
            name="email"
            autoComplete="email"
            placeholder="nombre@ejemplo.com"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={error}
            required
          />
          <Button type="submit" size="md" fullWidth loading={trigger.isPending}>
            {messages.recover.submit}
          </Button>
          <SignInLink />
        </Stack>
      </form>
    </AuthCard>
  );
}
