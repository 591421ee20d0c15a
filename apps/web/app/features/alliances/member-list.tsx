/**
 * An alliance's members (findAllUsers with its `allianceId`), searchable and paged in the
 * address, each with his tier. Staff who manage alliances also add a person with a tier
 * (a user picker by name or e-mail) and remove a member, confirmed; the alliance admin's
 * portal shows the same list read-only.
 */
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { format, useMessages } from '../../i18n';
import { mayCall } from '../../lib/access';
import { problemMessage } from '../../lib/api-problem';
import { text } from '../../lib/list-state';
import { operationQuery } from '../../lib/query-keys';
import { ConfirmButton } from '../../ui/confirm-button';
import { DataList, pagingFields, useDataList } from '../../ui/data-list';
import { FormFailure, useApiForm } from '../../ui/form';
import { FilterPanel, filterField, SearchField } from '../../ui/list-page';
import { PersonLink, UserPicker } from '../../ui/people';
import { notify } from '../../ui/toast';
import { fullName, useApiClient, useSession } from '../session';
import { useRemoveAllianceMember, useSetAllianceMember } from './api';
import type { Alliance, Member } from './queries';
import { TierSelect, tierNameOf } from './tier-select';

const MEMBER_FIELDS = {
  q: text(),
  ...pagingFields('findAllUsers', { column: 'lastName', direction: 'asc' }),
};

type NewMemberValues = { userId: string; tier: string };

function AddMemberForm({ alliance }: { alliance: Alliance }) {
  const messages = useMessages();
  const text = messages.sellingPlans.alliances.members;
  const setMember = useSetAllianceMember();
  const { form, onSubmit, submitting, failure, fieldsRef } = useApiForm<NewMemberValues, Member>({
    initialValues: { userId: '', tier: '' },
    validate: {
      userId: (value) => (value ? null : text.personRequired),
      tier: (value) => (value ? null : text.tierRequired),
    },
    submit: (values) => setMember.mutateAsync({ allianceId: alliance.id, ...values }),
    onSuccess: () => {
      notify.success(text.added);
      form.reset();
    },
    texts: messages.forms,
    failureAs: 'alert',
  });
  if (alliance.tiers.length === 0) return <Text size="sm">{text.noTiers}</Text>;
  return (
    <Paper withBorder radius="lg" p="md">
      <form onSubmit={onSubmit} noValidate aria-label={text.addTitle}>
        <Stack gap="sm" ref={fieldsRef}>
          <Title order={2} fz="lg">
            {text.addTitle}
          </Title>
          <FormFailure message={failure} />
          <Group align="flex-start" wrap="wrap">
            <UserPicker
              label={text.person}
              value={form.values.userId || null}
              onChange={(userId) => form.setFieldValue('userId', userId ?? '')}
              error={form.errors.userId}
              w={{ base: '100%', sm: 360 }}
            />
            <TierSelect
              label={text.tier}
              tiers={alliance.tiers}
              w={{ base: '100%', sm: 280 }}
              data-testid="member-tier"
              {...form.getInputProps('tier')}
            />
            <Button type="submit" mt={{ base: 0, sm: 25 }} loading={submitting} data-testid="add-member">
              {text.add}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function RemoveMemberButton({ alliance, member }: { alliance: Alliance; member: Member }) {
  const messages = useMessages();
  const text = messages.sellingPlans.alliances.members;
  const remove = useRemoveAllianceMember();
  return (
    <ConfirmButton
      size="xs"
      variant="light"
      title={text.removeTitle}
      message={format(text.removeText, { name: fullName(member) })}
      confirmLabel={text.remove}
      loading={remove.isPending}
      testId="remove-member"
      onConfirm={() =>
        remove
          .mutateAsync({ allianceId: alliance.id, userId: member.id })
          .then(() => notify.success(text.removed))
          .catch((error: unknown) => notify.error(problemMessage(error, messages.forms)))
      }
    >
      {text.remove}
    </ConfirmButton>
  );
}

export function MemberList({ alliance, linkToUser }: { alliance: Alliance; linkToUser: boolean }) {
  const messages = useMessages();
  const text = messages.sellingPlans.alliances.members;
  const portal = messages.sellingPlans.alliances.portal;
  const client = useApiClient();
  const { scopes } = useSession();
  const canManage = mayCall('setAllianceMember', scopes);
  const list = useDataList({
    fields: MEMBER_FIELDS,
    query: (state, request) =>
      operationQuery(client, 'findAllUsers', {
        ...request,
        allianceId: alliance.id,
        ...(state.q.trim() && { q: state.q.trim() }),
      }),
  });
  return (
    <Stack gap="md">
      {canManage && <AddMemberForm alliance={alliance} />}
      <FilterPanel
        active={list.values.q ? 1 : 0}
        onClear={() => list.set({ q: '' })}
        clearable={Boolean(list.values.q)}
        search={
          <SearchField
            label={portal.search}
            placeholder={portal.searchPlaceholder}
            {...filterField(list, 'q')}
            testId="members-search"
          />
        }
      >
        <Text size="sm" c="dimmed">
          {text.hint}
        </Text>
      </FilterPanel>
      <DataList
        list={list}
        noRecordsText={text.empty}
        testId="alliance-members"
        columns={[
          {
            accessor: 'lastName',
            title: text.name,
            render: (member) =>
              linkToUser ? <PersonLink userId={member.id} name={fullName(member)} /> : fullName(member),
          },
          { accessor: 'email', title: text.email },
          {
            accessor: 'allianceTier',
            title: text.tier,
            render: (member) => (
              <Badge variant="light" color={member.allianceTier ? 'indigo' : 'gray'}>
                {tierNameOf(alliance.tiers, member.allianceTier) ?? text.noTier}
              </Badge>
            ),
          },
          {
            accessor: 'active',
            title: portal.state,
            render: (member) => (member.active ? portal.active : portal.deactivated),
          },
          ...(canManage
            ? [
                {
                  accessor: 'actions',
                  title: text.actions,
                  render: (member: Member) => <RemoveMemberButton alliance={alliance} member={member} />,
                },
              ]
            : []),
        ]}
      />
    </Stack>
  );
}
