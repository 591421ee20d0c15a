/**
 * A user's data, saved with updateUser (never scopes or e-mail): the signed-in user's own on
 * /me/profile, or another's in the admin panel for those the contract lets update users.
 */
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useMessages } from '../../i18n';
import { type FieldErrors, fieldErrorsOf, problemMessage } from '../../lib/api-problem';
import {
  profilePayload,
  USER_FIELD_NAMES,
  type UserFieldName,
  type UserFieldValues,
  userFieldFallback,
  validateUserFields,
} from '../../lib/user-validation';
import { notify } from '../../ui/toast';
import { UserFields } from '../../ui/user-fields';
import { useSession } from '../session';
import { type User, useUpdateUser } from './api';

function valuesOf(user: User): UserFieldValues {
  return {
    email: user.email,
    password: '',
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? '',
    country: user.country ?? '',
    state: user.state ?? '',
    city: user.city ?? '',
    documentId: user.documentId ?? '',
  };
}

export function ProfileForm({ user, onSaved }: { user: User; onSaved?: () => void }) {
  const messages = useMessages();
  const update = useUpdateUser();
  const { user: signedIn, reloadUser } = useSession();
  const ownAccount = signedIn?.id === user.id;
  const [values, setValues] = useState(() => valuesOf(user));
  const [errors, setErrors] = useState<FieldErrors<UserFieldName>>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateUserFields(values, messages.forms, { withCredentials: false });
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      await update.mutateAsync({ userId: user.id, userUpdate: profilePayload(values) });
      notify.success(messages.forms.saved);
      // The header shows the name from the session: refresh it when it is this user's.
      if (ownAccount) void reloadUser();
      onSaved?.();
    } catch (error) {
      setErrors(fieldErrorsOf(error, USER_FIELD_NAMES, (field) => userFieldFallback(field, messages.forms)));
      setFailure(problemMessage(error, messages.forms));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate data-testid="profile-form">
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label={messages.userFields.email}
          value={user.email}
          description={messages.profile.emailHint}
          readOnly
          disabled
        />
        <UserFields
          values={values}
          errors={errors}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
          withCredentials={false}
          ownAccount={ownAccount}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {messages.forms.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
