/**
 * Admin "Usuarios": the table of findAllUsers with server-side pagination and sorting (the
 * last sign-in included) and every filter the operation has, the account's state too, all
 * kept in the address. Text filters are debounced so typing does not fire a request per key;
 * any filter change goes back to the first page. "Invitar usuario" for those who may invite.
 */
import { SCOPES } from '@catedra/contract/browser';
import { Badge, Group, Select, Text, TextInput } from '@mantine/core';
import { format, useMessages } from '../../i18n';
import { mayCall } from '../../lib/access';
import { countryName } from '../../lib/countries';
import { ACADEMY_TIME_ZONE, formatDateTime, timeZoneInSentence } from '../../lib/dates';
import { formatPhone } from '../../lib/phones';
import { operationQuery } from '../../lib/query-keys';
import { CountrySelect } from '../../ui/country-select';
import { DataList, dateColumn, useDataList } from '../../ui/data-list';
import {
  activeFilters,
  CreateLink,
  FilterPanel,
  filterField,
  ListPage,
  SearchField,
} from '../../ui/list-page';
import { ListLoadError } from '../../ui/query-state';
import { TextLink } from '../../ui/text-link';
import { fullName, useApiClient, useSession } from '../session';
import type { User } from './queries';
import {
  ACCOUNT_STATES,
  accountStateOf,
  activeOf,
  EMPTY_USER_FILTERS,
  isAllianceIdValid,
  USER_LIST_FIELDS,
  type UserFilters,
  userListQuery,
} from './user-list-query';
import { UserStatusBadge } from './user-status';

const FILTER_NAMES = Object.keys(EMPTY_USER_FILTERS) as (keyof UserFilters)[];

export function UsersPage() {
  const messages = useMessages();
  const text = messages.users;
  const client = useApiClient();
  const { scopes } = useSession();
  const list = useDataList({
    fields: USER_LIST_FIELDS,
    query: (state, request) => operationQuery(client, 'findAllUsers', userListQuery(state, request)),
  });
  const { values: filters, set } = list;
  const filtered = FILTER_NAMES.some((name) => filters[name] !== EMPTY_USER_FILTERS[name]);

  return (
    <ListPage
      title={text.title}
      subtitle={text.subtitle}
      actions={mayCall('inviteUser', scopes) && <CreateLink to="/admin/users/new">{text.create}</CreateLink>}
    >
      <FilterPanel
        active={activeFilters(
          filters,
          EMPTY_USER_FILTERS,
          FILTER_NAMES.filter((name) => name !== 'q'),
        )}
        onClear={() => set(EMPTY_USER_FILTERS)}
        clearable={filtered}
        cols={{ base: 1, xs: 2, md: 3, xl: 6 }}
        search={
          <SearchField
            label={text.search}
            placeholder={text.searchPlaceholder}
            {...filterField(list, 'q')}
            testId="users-search"
          />
        }
      >
        <TextInput
          label={messages.userFields.city}
          value={filters.city}
          onChange={(event) => set({ city: event.currentTarget.value })}
        />
        <TextInput
          label={messages.userFields.state}
          value={filters.state}
          onChange={(event) => set({ state: event.currentTarget.value })}
        />
        <CountrySelect
          label={messages.userFields.country}
          placeholder={messages.countries.all}
          value={filters.country}
          onChange={(country) => set({ country })}
          clearable
        />
        <Select
          label={messages.userFields.scopes}
          placeholder={text.anyScope}
          data={SCOPES.map((scope) => ({ value: scope, label: messages.scopes[scope].label }))}
          value={filters.scope}
          onChange={(value) => set({ scope: value })}
          clearable
          searchable
          data-testid="users-scope-filter"
        />
        <TextInput
          label={messages.userFields.allianceId}
          value={filters.allianceId}
          onChange={(event) => set({ allianceId: event.currentTarget.value })}
          error={isAllianceIdValid(filters.allianceId) ? undefined : text.allianceInvalid}
        />
        <Select
          label={text.statusFilter}
          data={ACCOUNT_STATES.map((state) => ({ value: state, label: text.statusOptions[state] }))}
          value={accountStateOf(filters.active)}
          onChange={(value) => set({ active: activeOf(value) })}
          allowDeselect={false}
          data-testid="users-status-filter"
        />
      </FilterPanel>

      <DataList
        list={list}
        noRecordsText={text.empty}
        rowHref={(user: User) => `/admin/users/${user.id}`}
        testId="users-table"
        renderError={(error) => (
          <ListLoadError error={error} message={text.loadFailed} onRetry={() => list.result.refetch()} />
        )}
        columns={[
          {
            accessor: 'lastName',
            title: text.columns.name,
            render: (user) => (
              <Group gap={6} wrap="nowrap">
                <TextLink to={`/admin/users/${user.id}`} fw={600}>
                  {fullName(user)}
                </TextLink>
                {!user.active && <UserStatusBadge user={user} />}
              </Group>
            ),
          },
          { accessor: 'email', title: text.columns.email },
          {
            accessor: 'phone',
            title: text.columns.phone,
            render: (user) => formatPhone(user.phone) || text.none,
          },
          {
            accessor: 'country',
            title: text.columns.place,
            render: (user) =>
              [user.city, user.state, countryName(user.country)].filter(Boolean).join(', ') || text.none,
          },
          {
            accessor: 'scopes',
            title: text.columns.scopes,
            // Wide enough for the longest role name, so the chips are never cut off.
            width: 240,
            render: (user) => (
              <Group gap={4}>
                {user.scopes.map((scope) => (
                  <Badge key={scope} size="sm" variant="light" tt="none" maw="100%">
                    {messages.scopes[scope].label}
                  </Badge>
                ))}
              </Group>
            ),
          },
          dateColumn('createdAt', text.columns.createdAt, { timeZone: ACADEMY_TIME_ZONE }),
          {
            accessor: 'lastSignInAt',
            title: text.columns.lastSignInAt,
            render: (user) =>
              user.lastSignInAt ? formatDateTime(user.lastSignInAt, ACADEMY_TIME_ZONE) : text.neverSignedIn,
          },
        ]}
      />
      <Text size="xs" c="dimmed">
        {format(text.timesNote, { zone: timeZoneInSentence(ACADEMY_TIME_ZONE) })}
      </Text>
    </ListPage>
  );
}
