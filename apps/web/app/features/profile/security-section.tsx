/**
 * "Seguridad" on `/me/profile`: the signed-in person changes his password and his e-mail,
 * each proven by his current password. A wrong current password is said on its field; a
 * taken e-mail on the e-mail field. A new password ends his other sessions, while this one
 * goes on with the token the API answers; a new e-mail leaves every session as it was.
 */
import { isProblem } from '@catedra/client';
import { Button, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { format, type Messages, useMessages } from '../../i18n';
import { type ApiForm, FormFailure, formErrorsOf, useApiForm } from '../../ui/form';
import { Heading } from '../../ui/heading';
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

/**
 * How both forms show a refusal: on its field where the API names one (`fieldMessages`: each
 * field's own words where the API's keyword says nothing useful), else in an alert above.
 */
function failureHandling(forms: Messages['forms'], fieldMessages: Record<string, string>) {
  return {
    explain: onItsField,
    fieldNames: PASSWORD_CHANGE_FIELD_NAMES,
    fallback: {
      fields: Object.keys(fieldMessages),
      message: (field: string) => fieldMessages[field] ?? forms.invalid,
    },
    texts: forms,
    failureAs: 'alert' as const,
  };
}

/** The current password, which both forms ask to prove it is the account's owner. */
function CurrentPasswordInput(props: GetInputPropsReturnType) {
  const label = useMessages().security.currentPassword;
  return (
    <PasswordInput label={label} name="currentPassword" autoComplete="current-password" required {...props} />
  );
}

function FormTitle({ title, note }: { title: string; note: string }) {
  return <Heading title={title} hint={note} order={3} />;
}

/** One of the section's forms: its title and note, the failure above the fields, its button below. */
function SecurityForm<Values extends Record<string, unknown>>({
  api,
  texts,
  testId,
  children,
}: {
  api: ApiForm<Values>;
  texts: { title: string; note: string; submit: string };
  testId: string;
  children: ReactNode;
}) {
  return (
    <form
      ref={api.fieldsRef}
      onSubmit={api.onSubmit}
      noValidate
      aria-label={texts.title}
      data-testid={testId}
    >
      <Stack gap="sm">
        <FormTitle title={texts.title} note={texts.note} />
        <FormFailure message={api.failure} />
        {children}
        <Group justify="flex-end">
          <Button type="submit" loading={api.submitting}>
            {texts.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PasswordChangeForm({ email }: { email: string }) {
  const messages = useMessages();
  const text = messages.security;
  const change = useChangeOwnPassword();
  const api = useApiForm<PasswordChangeValues, boolean>({
    initialValues: EMPTY_PASSWORD_CHANGE,
    validate: (values) => validatePasswordChange(values, email, messages.forms),
    submit: ({ currentPassword, password }) => change.mutateAsync({ currentPassword, newPassword: password }),
    onSuccess: (renewed) => {
      // Not renewed: the session has ended by error (its toast and `/`), nothing more to say.
      if (!renewed) return;
      notify.success(text.password.changed);
      api.form.reset();
    },
    ...failureHandling(messages.forms, {
      currentPassword: messages.forms.invalid,
      password: messages.forms.passwordTooShort,
    }),
  });
  const { form } = api;
  return (
    <SecurityForm api={api} texts={text.password} testId="password-change">
      {/* Lets the browser's password manager file the new password under this account. */}
      <input type="text" name="username" value={email} autoComplete="username" readOnly hidden />
      <CurrentPasswordInput {...form.getInputProps('currentPassword')} />
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
    </SecurityForm>
  );
}

function EmailChangeForm({ email }: { email: string }) {
  const messages = useMessages();
  const text = messages.security;
  const change = useChangeOwnEmail();
  const api = useApiForm<EmailChangeValues, { email: string }>({
    initialValues: EMPTY_EMAIL_CHANGE,
    validate: (values) =>
      validateEmailChange(values, email, { forms: messages.forms, sameEmail: text.email.same }),
    submit: (values) =>
      change.mutateAsync({ email: values.email.trim(), currentPassword: values.currentPassword }),
    onSuccess: (user) => {
      notify.success(format(text.email.changed, { email: user.email }));
      api.form.reset();
    },
    ...failureHandling(messages.forms, {
      email: messages.forms.emailInvalid,
      currentPassword: messages.forms.invalid,
    }),
  });
  const { form } = api;
  return (
    <SecurityForm api={api} texts={text.email} testId="email-change">
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
      <CurrentPasswordInput {...form.getInputProps('currentPassword')} />
    </SecurityForm>
  );
}

export function SecuritySection({ email }: { email: string }) {
  const text = useMessages().security;
  return (
    <Stack gap="lg" data-testid="security">
      <Heading title={text.title} hint={text.subtitle} fz="xl" gap={4} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <PasswordChangeForm email={email} />
        <EmailChangeForm email={email} />
      </SimpleGrid>
    </Stack>
  );
}
