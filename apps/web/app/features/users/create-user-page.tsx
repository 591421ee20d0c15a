/**
 * "Crear usuario": a new account with a password chosen by staff. Scopes and alliance can be
 * set only by the scopes the contract names for it (SU and MANAGER_ADMIN); the scopes
 * offered are the ones the viewer may grant.
 */
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
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMessages } from '../../i18n';
import { type FieldErrors, fieldErrorsOf, isApiStatus, problemMessage } from '../../lib/api-problem';
import {
  EMPTY_USER_FIELDS,
  optionalText,
  USER_FIELD_NAMES,
  type UserFieldName,
  type UserFieldValues,
  userFieldFallback,
  validateUserFields,
} from '../../lib/user-validation';
import { Icon } from '../../ui/icons';
import { notify } from '../../ui/toast';
import { UserFields } from '../../ui/user-fields';
import { useSession } from '../session';
import { useCreateUser } from './api';
import { isAllianceIdValid } from './user-list-query';

type FieldName = UserFieldName | 'scopes' | 'allianceId';
const FIELD_NAMES: readonly FieldName[] = [...USER_FIELD_NAMES, 'scopes', 'allianceId'];

export function CreateUserPage() {
  const messages = useMessages();
  const text = messages.users;
  const navigate = useNavigate();
  const { scopes: viewerScopes } = useSession();
  const withScopes = canSetScopesOnCreate(viewerScopes);
  const create = useCreateUser();
  const [values, setValues] = useState<UserFieldValues>(EMPTY_USER_FIELDS);
  const [scopes, setScopes] = useState<string[]>([]);
  const [allianceId, setAllianceId] = useState('');
  const [errors, setErrors] = useState<FieldErrors<FieldName>>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: FieldErrors<FieldName> = validateUserFields(values, messages.forms, {
      withCredentials: true,
    });
    if (!isAllianceIdValid(allianceId)) found.allianceId = text.allianceInvalid;
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      const user = await create.mutateAsync({
        userCreation: {
          email: values.email.trim(),
          password: values.password,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          phone: optionalText(values.phone.replace(/[\s-]/g, '')),
          country: optionalText(values.country.toUpperCase()),
          state: optionalText(values.state),
          city: optionalText(values.city),
          documentId: optionalText(values.documentId),
          ...(withScopes && scopes.length > 0 ? { scopes: scopes.filter(isScope) } : {}),
          ...(withScopes && optionalText(allianceId) ? { allianceId: allianceId.trim() } : {}),
        },
      });
      notify.success(text.created);
      navigate(`/admin/users/${user.id}`);
    } catch (error) {
      if (isApiStatus(error, 409)) return setErrors({ email: messages.signup.duplicate });
      setErrors(fieldErrorsOf(error, FIELD_NAMES, (field) => userFieldFallback(field, messages.forms)));
      setFailure(problemMessage(error, messages.forms));
    }
  }

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
        <form onSubmit={onSubmit} noValidate aria-label={text.createTitle}>
          <Stack gap="md">
            {failure && (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            )}
            <UserFields
              values={values}
              errors={errors}
              onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
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
                  value={scopes}
                  onChange={setScopes}
                  error={errors.scopes}
                  searchable
                  clearable
                />
                <TextInput
                  label={messages.userFields.allianceId}
                  description={messages.forms.optional}
                  value={allianceId}
                  onChange={(event) => setAllianceId(event.currentTarget.value)}
                  error={errors.allianceId}
                />
              </Group>
            )}
            <Group justify="flex-end">
              <Button variant="default" component={Link} to="/admin/users">
                {messages.forms.cancel}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {text.create}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
