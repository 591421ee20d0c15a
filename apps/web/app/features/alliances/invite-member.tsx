/**
 * "Invitar miembro" of the alliance admin's portal: the users module's invitation (the same
 * account without a usable password and the same 7-day e-mail to choose one), into his own
 * alliance with one of its tiers. The API places the invitee in the caller's alliance itself.
 */
import { isProblem } from '@catedra/client';
import { Group, Stack, Text, TextInput } from '@mantine/core';
import { format, useMessages } from '../../i18n';
import { emailError } from '../../lib/user-validation';
import { DialogButton } from '../../ui/dialog-button';
import { FormFailure, useApiForm } from '../../ui/form';
import { FormActions } from '../../ui/form-actions';
import { Icon } from '../../ui/icons';
import { notify } from '../../ui/toast';
import { useInviteMember } from './api';
import type { Alliance, Member } from './queries';
import { TierSelect } from './tier-select';

type InvitationValues = { email: string; firstName: string; lastName: string; allianceTier: string };
const EMPTY: InvitationValues = { email: '', firstName: '', lastName: '', allianceTier: '' };

function InvitationForm({ alliance, onDone }: { alliance: Alliance; onDone: () => void }) {
  const messages = useMessages();
  const text = messages.sellingPlans.alliances;
  const invite = useInviteMember();
  const { form, onSubmit, submitting, failure, fieldsRef } = useApiForm<InvitationValues, Member>({
    initialValues: EMPTY,
    validate: {
      email: (value) => emailError(value, messages.forms) ?? null,
      firstName: (value) => (value.trim() ? null : messages.forms.required),
      lastName: (value) => (value.trim() ? null : messages.forms.required),
      allianceTier: (value) => (value ? null : text.members.tierRequired),
    },
    submit: (values) =>
      invite.mutateAsync({
        email: values.email.trim(),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        allianceId: alliance.id,
        allianceTier: values.allianceTier,
      }),
    onSuccess: (member) => {
      notify.success(format(text.portal.invited, { email: member.email }));
      onDone();
    },
    // A taken e-mail is said on the field, as on the staff's invitation.
    explain: (error) =>
      isProblem(error, 'EMAIL_TAKEN') ? { email: messages.problems.codes.EMAIL_TAKEN } : undefined,
    texts: messages.forms,
    failureAs: 'alert',
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={text.portal.invite}>
      <Stack gap="sm" ref={fieldsRef}>
        <Text size="sm" c="dimmed">
          {text.portal.inviteHint}
        </Text>
        <FormFailure message={failure} />
        <TextInput
          label={messages.userFields.email}
          type="email"
          required
          data-autofocus
          {...form.getInputProps('email')}
        />
        <Group grow align="flex-start">
          <TextInput label={messages.userFields.firstName} required {...form.getInputProps('firstName')} />
          <TextInput label={messages.userFields.lastName} required {...form.getInputProps('lastName')} />
        </Group>
        <TierSelect
          label={text.members.tier}
          required
          tiers={alliance.tiers}
          data-testid="invite-tier"
          {...form.getInputProps('allianceTier')}
        />
        <FormActions
          onCancel={onDone}
          busy={submitting}
          confirmLabel={text.portal.sendInvitation}
          testId="send-invitation"
        />
      </Stack>
    </form>
  );
}

export function InviteMemberButton({ alliance }: { alliance: Alliance }) {
  const text = useMessages().sellingPlans.alliances.portal;
  return (
    <DialogButton
      label={text.invite}
      leftSection={<Icon name="plus" size={16} />}
      testId="invite-member"
      title={format(text.inviteTitle, { name: alliance.name })}
      closeLabel={text.closeDialog}
    >
      {(close) => <InvitationForm alliance={alliance} onDone={close} />}
    </DialogButton>
  );
}
