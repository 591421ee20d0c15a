/**
 * A user's data, saved with updateUser (never scopes or e-mail): the signed-in user's own on
 * /me/profile, or another's in the admin panel for those the contract lets update users.
 */
import { Stack, TextInput } from '@mantine/core';
import { useMessages } from '../../i18n';
import {
  profilePayload,
  type UserFieldValues,
  userFieldsFallback,
  validateUserFields,
} from '../../lib/user-validation';
import { FormFailure, useApiForm } from '../../ui/form';
import { FormActions } from '../../ui/form-actions';
import { notify } from '../../ui/toast';
import { UserFields, userFieldsOf } from '../../ui/user-fields';
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
  const { form, onSubmit, submitting, failure, fieldsRef } = useApiForm({
    initialValues: valuesOf(user),
    validate: (values) => validateUserFields(values, messages.forms, { withCredentials: false }),
    submit: (values) => update.mutateAsync({ userId: user.id, userUpdate: profilePayload(values) }),
    onSuccess: () => {
      notify.success(messages.forms.saved);
      // The header shows the name from the session: refresh it when it is this user's.
      if (ownAccount) void reloadUser();
      onSaved?.();
    },
    fallback: userFieldsFallback(messages.forms),
    texts: messages.forms,
    failureAs: 'alert',
  });

  return (
    <form ref={fieldsRef} onSubmit={onSubmit} noValidate data-testid="profile-form">
      <Stack gap="md">
        <FormFailure message={failure} />
        <TextInput
          label={messages.userFields.email}
          value={user.email}
          description={ownAccount ? messages.profile.emailHintOwn : messages.profile.emailHint}
          readOnly
          disabled
        />
        <UserFields {...userFieldsOf(form)} withCredentials={false} ownAccount={ownAccount} />
        <FormActions busy={submitting} />
      </Stack>
    </form>
  );
}
