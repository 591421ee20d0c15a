/**
 * A user's alliance on his admin page: the alliance's name (never its id) and his tier. Staff
 * who manage alliances change his tier, remove him (confirmed) or, when he belongs to none,
 * place him in one with a tier. The users feature shows it through its route (the route
 * composes the two features).
 */
import { Anchor, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { format, useMessages } from '../../i18n';
import { mayCall } from '../../lib/access';
import { isApiStatus, problemMessage } from '../../lib/api-problem';
import { ACADEMY_TIME_ZONE } from '../../lib/dates';
import { operationQuery } from '../../lib/query-keys';
import { ConfirmButton } from '../../ui/confirm-button';
import { DataList, dateTimeColumn, pagingFields, useDataList } from '../../ui/data-list';
import { FormFailure, useApiForm } from '../../ui/form';
import { shortId } from '../../ui/people';
import { RemoteSelect } from '../../ui/remote-select';
import { notify } from '../../ui/toast';
import { fullName, useApiClient, useSession } from '../session';
import { useAlliance, useRemoveAllianceMember, useSetAllianceMember } from './api';
import { type Alliance, alliancesQuery, type Member } from './queries';
import { TierSelect, tierNameOf } from './tier-select';

const MATCHES = 10;

function Labelled({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** The member's alliance and tier; the tier select and "Quitar" for those who manage alliances. */
function CurrentMembership({ user, allianceId }: { user: Member; allianceId: string }) {
  const messages = useMessages();
  const text = messages.sellingPlans.alliances;
  const { scopes } = useSession();
  const canManage = mayCall('setAllianceMember', scopes);
  const alliance = useAlliance(allianceId, mayCall('findAllianceById', scopes));
  const setMember = useSetAllianceMember();
  const remove = useRemoveAllianceMember();
  const tiers = alliance.data?.tiers ?? [];
  const name = alliance.data?.name ?? (isApiStatus(alliance.error, 404) ? shortId(allianceId) : '…');
  const changeTier = (tier: string | null) => {
    if (!tier || tier === user.allianceTier) return;
    setMember
      .mutateAsync({ allianceId, userId: user.id, tier })
      .then(() => notify.success(text.membership.tierChanged))
      .catch((error: unknown) => notify.error(problemMessage(error, messages.forms)));
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Labelled label={text.membership.alliance}>
        {alliance.data ? (
          <Anchor
            component={Link}
            to={`/admin/alliances/${allianceId}`}
            size="sm"
            data-testid="user-alliance"
          >
            {name}
          </Anchor>
        ) : (
          <Text size="sm" data-testid="user-alliance">
            {name}
          </Text>
        )}
      </Labelled>
      {canManage && alliance.data ? (
        <TierSelect
          label={text.membership.changeTier}
          tiers={tiers}
          value={user.allianceTier}
          onChange={changeTier}
          disabled={setMember.isPending}
          data-testid="user-alliance-tier"
        />
      ) : (
        <Labelled label={text.membership.tier}>
          <Text size="sm">{tierNameOf(tiers, user.allianceTier) ?? text.members.noTier}</Text>
        </Labelled>
      )}
      {canManage && (
        <Group>
          <ConfirmButton
            size="xs"
            variant="light"
            title={text.members.removeTitle}
            message={format(text.members.removeText, { name: fullName(user) })}
            confirmLabel={text.members.remove}
            loading={remove.isPending}
            testId="user-alliance-remove"
            onConfirm={() =>
              remove
                .mutateAsync({ allianceId, userId: user.id })
                .then(() => notify.success(text.members.removed))
                .catch((error: unknown) => notify.error(problemMessage(error, messages.forms)))
            }
          >
            {text.members.removeTitle}
          </ConfirmButton>
        </Group>
      )}
    </SimpleGrid>
  );
}

/** An alliance found by typing part of its name (findAllAlliances' `q`), with its tiers. */
function useAllianceMatches(search: string) {
  const [q] = useDebouncedValue(search.trim(), 300);
  return useQuery({
    ...alliancesQuery(useApiClient(), { q: q || undefined, active: true, size: MATCHES, sort: ['name,asc'] }),
    placeholderData: keepPreviousData,
  });
}

type JoinValues = { allianceId: string; tier: string };

/** Places a user who belongs to no alliance in one, with a tier of it. */
function JoinAllianceForm({ user }: { user: Member }) {
  const messages = useMessages();
  const text = messages.sellingPlans.alliances;
  const [search, setSearch] = useState('');
  const matches = useAllianceMatches(search);
  const [chosen, setChosen] = useState<Alliance | null>(null);
  const setMember = useSetAllianceMember();
  const { form, onSubmit, submitting, failure, fieldsRef } = useApiForm<JoinValues, Member>({
    initialValues: { allianceId: '', tier: '' },
    validate: {
      allianceId: (value) => (value ? null : text.membership.allianceRequired),
      tier: (value) => (value ? null : text.members.tierRequired),
    },
    submit: (values) => setMember.mutateAsync({ userId: user.id, ...values }),
    onSuccess: () => notify.success(text.members.added),
    texts: messages.forms,
    failureAs: 'alert',
  });
  const found = matches.data?.content ?? [];
  const options = [...found, ...(chosen && !found.some((a) => a.id === chosen.id) ? [chosen] : [])];
  return (
    <form onSubmit={onSubmit} noValidate aria-label={text.membership.join}>
      <Stack gap="sm" ref={fieldsRef}>
        <Text size="sm">{text.membership.none}</Text>
        <FormFailure message={failure} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <RemoteSelect
            label={text.membership.alliance}
            placeholder={text.membership.pickAlliance}
            data={options.map((alliance) => ({ value: alliance.id, label: alliance.name }))}
            value={form.values.allianceId || null}
            onChange={(allianceId) => {
              setChosen(options.find((alliance) => alliance.id === allianceId) ?? null);
              form.setValues({ allianceId: allianceId ?? '', tier: '' });
            }}
            search={search}
            onSearchChange={setSearch}
            searching={matches.isFetching}
            error={form.errors.allianceId}
            testId="user-alliance-picker"
          />
          <TierSelect
            label={text.membership.tier}
            tiers={chosen?.tiers ?? []}
            disabled={!chosen}
            data-testid="user-alliance-new-tier"
            {...form.getInputProps('tier')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={submitting} data-testid="user-alliance-join">
            {text.membership.join}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const HISTORY_FIELDS = pagingFields('findAllianceMembershipChanges', {
  column: 'changedAt',
  direction: 'desc',
});

/** Who placed the user in which alliance, at which tier, and when he left: newest first. */
function MembershipHistory({ userId }: { userId: string }) {
  const text = useMessages().sellingPlans.alliances.membership;
  const client = useApiClient();
  const history = useDataList({
    fields: HISTORY_FIELDS,
    inMemory: true,
    query: (_state, request) =>
      operationQuery(client, 'findAllianceMembershipChanges', { userId, ...request }),
  });
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {text.historyTitle}
      </Text>
      <DataList
        list={history}
        noRecordsText={text.historyEmpty}
        testId="alliance-history"
        columns={[
          dateTimeColumn('changedAt', text.when, { timeZone: ACADEMY_TIME_ZONE }),
          {
            accessor: 'action',
            title: text.what,
            render: (change) => {
              const words = { JOINED: text.joined, TIER_CHANGED: text.tierChangedTo, LEFT: text.left }[
                change.action
              ];
              return format(words, { alliance: change.allianceName, tier: change.tier ?? '—' });
            },
          },
          {
            accessor: 'changedBy',
            title: text.who,
            render: (change) => (change.changedBy ? fullName(change.changedBy) : '—'),
          },
        ]}
      />
    </Stack>
  );
}

function MembershipNow({ user }: { user: Member }) {
  const text = useMessages().sellingPlans.alliances.membership;
  const { scopes } = useSession();
  if (user.allianceId) return <CurrentMembership user={user} allianceId={user.allianceId} />;
  if (mayCall('setAllianceMember', scopes)) return <JoinAllianceForm key={user.updatedAt} user={user} />;
  return (
    <Labelled label={text.alliance}>
      <Text size="sm">{text.none}</Text>
    </Labelled>
  );
}

export function UserAllianceMembership({ user }: { user: Member }) {
  const { scopes } = useSession();
  return (
    <Stack gap="md">
      <MembershipNow user={user} />
      {mayCall('findAllianceMembershipChanges', scopes) && <MembershipHistory userId={user.id} />}
    </Stack>
  );
}
