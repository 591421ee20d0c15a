/**
 * "Invitar usuario": staff never choose a person's password. The invitation creates the
 * account (e-mail, name and profile, the roles the viewer may grant, and for SU and
 * MANAGER_ADMIN the alliance) and e-mails the person a 7-day link to choose his password on
 * the recovery page. Without roles the account is BASIC.
 */
import { isProblem } from '@catedra/client';
import { canSetScopesOnCreate, grantableScopes, isScope } from '@catedra/contract/browser';
import { Anchor, Button, Group, MultiSelect, TextInput } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { format, useMessages } from '../../i18n';
import type { FieldErrors } from '../../lib/api-problem';
import {
  EMPTY_USER_FIELDS,
  invitationPayload,
  optionalText,
  USER_FIELD_NAMES,
  type UserFieldName,
  type UserFieldValues,
  userFieldFallback,
  validateUserFields,
} from '../../lib/user-validation';
import { useApiForm } from '../../ui/form';
import { FormPage } from '../../ui/form-page';
import { Icon } from '../../ui/icons';
import { notify } from '../../ui/toast';
import { UserFields, userFieldsOf } from '../../ui/user-fields';
import { useSession } from '../session';
import { type User, useInviteUser } from './api';
import { isAllianceIdValid } from './user-list-query';

type FieldName = UserFieldName | 'scopes' | 'allianceId';
const FIELD_NAMES: readonly FieldName[] = [...USER_FIELD_NAMES, 'scopes', 'allianceId'];
type InvitationValues = UserFieldValues & { scopes: string[]; allianceId: string };

export function InviteUserPage() {
  const messages = useMessages();
  const text = messages.users;
  const navigate = useNavigate();
  const { scopes: viewerScopes } = useSession();
  const offered = grantableScopes(viewerScopes);
  const withAlliance = canSetScopesOnCreate(viewerScopes);
  const invite = useInviteUser();
  const invitation = useApiForm<InvitationValues, User>({
    initialValues: { ...EMPTY_USER_FIELDS, scopes: [], allianceId: '' },
    validate: (values) => {
      const found: FieldErrors<FieldName> = validateUserFields(values, messages.forms, {
        withCredentials: true,
        withPassword: false,
      });
      if (!isAllianceIdValid(values.allianceId)) found.allianceId = text.allianceInvalid;
      return found;
    },
    submit: (values) => {
      const scopes = values.scopes.filter(isScope);
      const allianceId = withAlliance ? optionalText(values.allianceId) : undefined;
      return invite.mutateAsync({
        userInvitation: {
          ...invitationPayload(values),
          ...(scopes.length > 0 ? { scopes } : {}),
          ...(allianceId ? { allianceId } : {}),
        },
      });
    },
    onSuccess: (user) => {
      notify.success(format(text.invited, { email: user.email }));
      navigate(`/admin/users/${user.id}`);
    },
    // A taken e-mail is said on the field, as on sign-up.
    explain: (error) =>
      isProblem(error, 'EMAIL_TAKEN') ? { email: messages.problems.codes.EMAIL_TAKEN } : undefined,
    fallback: { fields: FIELD_NAMES, message: (field) => userFieldFallback(field, messages.forms) },
    texts: messages.forms,
    failureAs: 'alert',
  });
  const { form, submitting } = invitation;

  return (
    <FormPage
      title={text.createTitle}
      subtitle={text.createSubtitle}
      above={
        <Anchor component={Link} to="/admin/users" size="sm">
          <Group gap={4}>
            <Icon name="arrowLeft" size={14} />
            {text.back}
          </Group>
        </Anchor>
      }
      form={invitation}
    >
      <UserFields {...userFieldsOf(form)} withCredentials withPassword={false} ownAccount={false} />
      <Group grow align="flex-start">
        <MultiSelect
          label={messages.userFields.scopes}
          description={text.scopesHint}
          data={offered.map((scope) => ({ value: scope, label: messages.scopes[scope].label }))}
          {...form.getInputProps('scopes')}
          searchable
          clearable
        />
        {withAlliance && (
          <TextInput
            label={messages.userFields.allianceId}
            description={messages.forms.optional}
            {...form.getInputProps('allianceId')}
          />
        )}
      </Group>
      <Group justify="flex-end">
        <Button variant="default" component={Link} to="/admin/users">
          {messages.forms.cancel}
        </Button>
        <Button type="submit" loading={submitting}>
          {text.invite}
        </Button>
      </Group>
    </FormPage>
  );
}
