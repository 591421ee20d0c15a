/**
 * "Crear usuario": a new account with a password chosen by staff. Scopes and alliance can be
 * set only by the scopes the contract names for it (SU and MANAGER_ADMIN); the scopes
 * offered are the ones the viewer may grant.
 */
import { isProblem } from '@catedra/client';
import { canSetScopesOnCreate, grantableScopes, isScope } from '@catedra/contract/browser';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  MultiSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useMessages } from '../../i18n';
import type { FieldErrors } from '../../lib/api-problem';
import {
  EMPTY_USER_FIELDS,
  newUserPayload,
  optionalText,
  USER_FIELD_NAMES,
  type UserFieldName,
  type UserFieldValues,
  userFieldFallback,
  validateUserFields,
} from '../../lib/user-validation';
import { useApiForm } from '../../ui/form';
import { Icon } from '../../ui/icons';
import { notify } from '../../ui/toast';
import { UserFields } from '../../ui/user-fields';
import { useSession } from '../session';
import { useCreateUser } from './api';
import { isAllianceIdValid } from './user-list-query';

type FieldName = UserFieldName | 'scopes' | 'allianceId';
const FIELD_NAMES: readonly FieldName[] = [...USER_FIELD_NAMES, 'scopes', 'allianceId'];
type CreateUserValues = UserFieldValues & { scopes: string[]; allianceId: string };

export function CreateUserPage() {
  const messages = useMessages();
  const text = messages.users;
  const navigate = useNavigate();
  const { scopes: viewerScopes } = useSession();
  const withScopes = canSetScopesOnCreate(viewerScopes);
  const create = useCreateUser();
  const { form, onSubmit, submitting, failure, fieldsRef } = useApiForm<CreateUserValues, { id: string }>({
    initialValues: { ...EMPTY_USER_FIELDS, scopes: [], allianceId: '' },
    validate: (values) => {
      const found: FieldErrors<FieldName> = validateUserFields(values, messages.forms, {
        withCredentials: true,
      });
      if (!isAllianceIdValid(values.allianceId)) found.allianceId = text.allianceInvalid;
      return found;
    },
    submit: (values) =>
      create.mutateAsync({
        userCreation: {
          ...newUserPayload(values),
          ...(withScopes && values.scopes.length > 0 ? { scopes: values.scopes.filter(isScope) } : {}),
          ...(withScopes && optionalText(values.allianceId) ? { allianceId: values.allianceId.trim() } : {}),
        },
      }),
    onSuccess: (user) => {
      notify.success(text.created);
      navigate(`/admin/users/${user.id}`);
    },
    // A taken e-mail is said on the field, as on sign-up.
    explain: (error) => (isProblem(error, 'EMAIL_TAKEN') ? { email: messages.signup.duplicate } : undefined),
    fallback: { fields: FIELD_NAMES, message: (field) => userFieldFallback(field, messages.forms) },
    texts: messages.forms,
    failureAs: 'alert',
  });

  return (
    <Stack gap="lg" maw={900}>
      <Anchor component={Link} to="/admin/users" size="sm">
        <Group gap={4}>
          <Icon name="arrowLeft" size={14} />
          {text.back}
        </Group>
      </Anchor>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {text.createTitle}
        </Title>
        <Text c="dimmed">{text.createSubtitle}</Text>
      </Stack>
      <Card withBorder radius="lg" padding="lg">
        <form ref={fieldsRef} onSubmit={onSubmit} noValidate aria-label={text.createTitle}>
          <Stack gap="md">
            {failure && (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            )}
            <UserFields
              values={form.values}
              errors={form.errors as FieldErrors<UserFieldName>}
              onChange={(field, value) => form.setFieldValue(field, value)}
              withCredentials
              ownAccount={false}
            />
            {withScopes && (
              <Group grow align="flex-start">
                <MultiSelect
                  label={messages.userFields.scopes}
                  description={text.scopesHint}
                  data={grantableScopes(viewerScopes).map((scope) => ({
                    value: scope,
                    label: messages.scopes[scope].label,
                  }))}
                  {...form.getInputProps('scopes')}
                  searchable
                  clearable
                />
                <TextInput
                  label={messages.userFields.allianceId}
                  description={messages.forms.optional}
                  {...form.getInputProps('allianceId')}
                />
              </Group>
            )}
            <Group justify="flex-end">
              <Button variant="default" component={Link} to="/admin/users">
                {messages.forms.cancel}
              </Button>
              <Button type="submit" loading={submitting}>
                {text.create}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
