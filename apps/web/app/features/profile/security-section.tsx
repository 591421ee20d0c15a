/**
 * "Seguridad" on `/me/profile`: the signed-in person changes his password and his e-mail,
 * each proven by his current password. A wrong current password is said on its field; a
 * taken e-mail on the e-mail field. A new password ends his other sessions, while this one
 * goes on with the token the API answers; a new e-mail leaves every session as it was.
 */
import { isProblem } from '@catedra/client';
import {
  Alert,
  Button,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { format, useMessages } from '../../i18n';
import { formErrorsOf, useApiForm } from '../../ui/form';
import { notify } from '../../ui/toast';
import { useChangeOwnEmail, useChangeOwnPassword } from './api';
import {
  EMPTY_EMAIL_CHANGE,
  EMPTY_PASSWORD_CHANGE,
  type EmailChangeValues,
  PASSWORD_CHANGE_FIELD_NAMES,
  type PasswordChangeValues,
  validateEmailChange,
  validatePasswordChange,
} from './security';

/**
 * A wrong current password, a taken e-mail or a password equal to the e-mail is said on its
 * field only (the catalogue's message), without a second sentence above the form.
 */
function onItsField(error: unknown) {
  const own =
    isProblem(error, 'CURRENT_PASSWORD_WRONG') ||
    isProblem(error, 'EMAIL_TAKEN') ||
    isProblem(error, 'PASSWORD_IS_EMAIL');
  return own ? formErrorsOf(error, PASSWORD_CHANGE_FIELD_NAMES) : undefined;
}

function FormTitle({ title, note }: { title: string; note: string }) {
  return (
    <Stack gap={2}>
      <Title order={3} fz="lg">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {note}
      </Text>
    </Stack>
  );
}

function PasswordChangeForm({ email }: { email: string }) {
  const messages = useMessages();
  const text = messages.security;
  const change = useChangeOwnPassword();
  const { form, onSubmit, submitting, failure, fieldsRef } = useApiForm<PasswordChangeValues, boolean>({
    initialValues: EMPTY_PASSWORD_CHANGE,
    validate: (values) => validatePasswordChange(values, email, messages.forms),
    submit: ({ currentPassword, password }) => change.mutateAsync({ currentPassword, newPassword: password }),
    onSuccess: (renewed) => {
      // Not renewed: the session has ended by error (its toast and `/`), nothing more to say.
      if (!renewed) return;
      notify.success(text.password.changed);
      form.reset();
    },
    explain: onItsField,
    fieldNames: PASSWORD_CHANGE_FIELD_NAMES,
    fallback: {
      fields: ['currentPassword', 'password'],
      message: (field) => (field === 'password' ? messages.forms.passwordTooShort : messages.forms.invalid),
    },
    texts: messages.forms,
    failureAs: 'alert',
  });
  return (
    <form
      ref={fieldsRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={text.password.title}
      data-testid="password-change"
    >
      <Stack gap="sm">
        <FormTitle title={text.password.title} note={text.password.note} />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        {/* Lets the browser's password manager file the new password under this account. */}
        <input type="text" name="username" value={email} autoComplete="username" readOnly hidden />
        <PasswordInput
          label={text.currentPassword}
          name="currentPassword"
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label={text.password.newPassword}
          description={messages.userFields.passwordHint}
          name="password"
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={text.password.confirmation}
          name="confirmation"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmation')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {text.password.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function EmailChangeForm({ email }: { email: string }) {
  const messages = useMessages();
  const text = messages.security;
  const change = useChangeOwnEmail();
  const { form, onSubmit, submitting, failure, fieldsRef } = useApiForm<EmailChangeValues, { email: string }>(
    {
      initialValues: EMPTY_EMAIL_CHANGE,
      validate: (values) =>
        validateEmailChange(values, email, { forms: messages.forms, sameEmail: text.email.same }),
      submit: (values) =>
        change.mutateAsync({ email: values.email.trim(), currentPassword: values.currentPassword }),
      onSuccess: (user) => {
        notify.success(format(text.email.changed, { email: user.email }));
        form.reset();
      },
      explain: onItsField,
      fallback: {
        fields: ['email', 'currentPassword'],
        message: (field) => (field === 'email' ? messages.forms.emailInvalid : messages.forms.invalid),
      },
      texts: messages.forms,
      failureAs: 'alert',
    },
  );
  return (
    <form
      ref={fieldsRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={text.email.title}
      data-testid="email-change"
    >
      <Stack gap="sm">
        <FormTitle title={text.email.title} note={text.email.note} />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Text size="sm">{format(text.email.current, { email })}</Text>
        <TextInput
          label={text.email.newEmail}
          name="email"
          type="email"
          placeholder="nombre@ejemplo.com"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={text.currentPassword}
          name="currentPassword"
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {text.email.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function SecuritySection({ email }: { email: string }) {
  const text = useMessages().security;
  return (
    <Stack gap="lg" data-testid="security">
      <Stack gap={4}>
        <Title order={2} fz="xl">
          {text.title}
        </Title>
        <Text size="sm" c="dimmed">
          {text.subtitle}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <PasswordChangeForm email={email} />
        <EmailChangeForm email={email} />
      </SimpleGrid>
    </Stack>
  );
}
