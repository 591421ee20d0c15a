/**
 * Admin "Alianzas": findAllAlliances with its text and state filters, page and sort, all in
 * the address (`/admin/alliances?q=colegio&active=true&sort=name,asc`).
 */
import { Badge, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useMessages } from '../../i18n';
import { mayCall } from '../../lib/access';
import { defaultsOf, flag, text } from '../../lib/list-state';
import { DataList, dateColumn, pagingFields, useDataList } from '../../ui/data-list';
import { CreateLink, filterField, PageHeader, SearchField } from '../../ui/list-page';
import { TextLink } from '../../ui/text-link';
import { useApiClient, useSession } from '../session';
import { type Alliance, alliancesQuery } from './queries';

const FILTER_FIELDS = { q: text(), active: flag() };
const EMPTY_FILTERS = defaultsOf(FILTER_FIELDS);
const LIST_FIELDS = {
  ...FILTER_FIELDS,
  ...pagingFields('findAllAlliances', { column: 'name', direction: 'asc' }),
};

export function AlliancesPage() {
  const messages = useMessages();
  const text = messages.sellingPlans.alliances;
  const client = useApiClient();
  const navigate = useNavigate();
  const { scopes } = useSession();
  const list = useDataList({
    fields: LIST_FIELDS,
    query: (state, request) =>
      alliancesQuery(client, {
        ...request,
        ...(state.q.trim() && { q: state.q.trim() }),
        ...(state.active !== null && { active: state.active }),
      }),
  });
  const { values: filters, set } = list;
  const stateValue = filters.active === null ? 'any' : filters.active ? 'active' : 'inactive';
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title={text.title}
        subtitle={text.intro}
        actions={
          mayCall('createAlliance', scopes) && (
            <CreateLink to="/admin/alliances/new">{text.create}</CreateLink>
          )
        }
      />
      <Paper withBorder radius="lg" p="md">
        <Group align="flex-end" wrap="wrap">
          <SearchField
            label={text.search}
            placeholder={text.searchPlaceholder}
            {...filterField(list, 'q')}
            style={{ flex: '1 1 240px' }}
            testId="alliances-search"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {text.activeFilter}
            </Text>
            <SegmentedControl
              value={stateValue}
              onChange={(value) => set({ active: value === 'any' ? null : value === 'active' })}
              data={[
                { value: 'any', label: text.anyState },
                { value: 'active', label: text.activeOption },
                { value: 'inactive', label: text.inactiveOption },
              ]}
            />
          </Stack>
          {(filters.q !== EMPTY_FILTERS.q || filters.active !== EMPTY_FILTERS.active) && (
            <Button variant="subtle" size="xs" onClick={() => set(EMPTY_FILTERS)}>
              {messages.filterPanel.clear}
            </Button>
          )}
        </Group>
      </Paper>
      <DataList
        list={list}
        noRecordsText={text.empty}
        onRowClick={(alliance: Alliance) => navigate(`/admin/alliances/${alliance.id}`)}
        testId="alliances-table"
        columns={[
          {
            accessor: 'name',
            title: text.columns.name,
            sortable: true,
            render: (alliance) => (
              <TextLink to={`/admin/alliances/${alliance.id}`} fw={600}>
                {alliance.name}
              </TextLink>
            ),
          },
          { accessor: 'slug', title: text.columns.slug, sortable: true },
          { accessor: 'contactEmail', title: text.columns.contact },
          {
            accessor: 'tiers',
            title: text.columns.tiers,
            render: (alliance) => alliance.tiers.map((tier) => tier.code).join(', ') || '—',
          },
          {
            accessor: 'active',
            title: text.columns.state,
            render: (alliance) => (
              <Badge variant="light" color={alliance.active ? 'teal' : 'gray'}>
                {alliance.active ? text.active : text.inactive}
              </Badge>
            ),
          },
          dateColumn('createdAt', text.columns.createdAt, { sortable: true }),
        ]}
      />
    </Stack>
  );
}
