/**
 * The admin list of courses: every filter of findAllCourses, server-side paging and
 * sorting, create and edit, close and reopen enrollments (confirmed, for whoever the contract
 * lets), and the per-course stats. The open tab and each table's filters, page and sort live
 * in the address.
 */
import {
  Badge,
  Button,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../i18n';
import { mayCall, type OwnCoursesFilter, ownCoursesFilter } from '../../lib/access';
import type { Course, CourseStats, CourseTopic } from '../../lib/api-types';
import { countryName } from '../../lib/countries';
import { formatCalendarDate } from '../../lib/dates';
import { isCountryCode, isUuid } from '../../lib/formats';
import { flag, type ListState, oneOf, option, strings, text } from '../../lib/list-state';
import { operationQuery } from '../../lib/query-keys';
import { useListState } from '../../lib/use-list-state';
import { CountrySelect } from '../../ui/country-select';
import {
  DataList,
  ListFilters,
  type PageRequest,
  pagingFields,
  prefixedPagingFields,
  useDataList,
} from '../../ui/data-list';
import { fullName, useApiClient, useSession } from '../session';
import { useUsersWithScope } from './api';
import { CourseForm } from './course-form';
import { EnrollmentOpenToggle } from './enrollment-open-toggle';
import type { CourseListQuery } from './queries';

const NEWEST_FIRST = { column: 'startDate', direction: 'desc' } as const;
const MAX_TAG_LENGTH = 50;

/**
 * The course list in the address. A teacher or host who reaches only its own courses starts
 * with those (`teacherIds` or `hostIds` = itself); clearing the filter is kept in the address
 * as `teacherIds=` (or `hostIds=`).
 */
function courseListFields(own: { filter: OwnCoursesFilter; userId: string } | null) {
  const ownIn = (filter: OwnCoursesFilter) => (own?.filter === filter ? [own.userId] : []);
  return {
    q: text(),
    active: flag(),
    country: text({ accept: isCountryCode }),
    courseTopicId: option(isUuid),
    tags: strings({ accept: (tag) => tag.length <= MAX_TAG_LENGTH }),
    teacherIds: strings({ default: ownIn('teacherIds'), accept: isUuid }),
    hostIds: strings({ default: ownIn('hostIds'), accept: isUuid }),
    allianceId: text({ accept: isUuid }),
    ...pagingFields('findAllCourses', NEWEST_FIRST),
  };
}

type CourseListState = ListState<ReturnType<typeof courseListFields>>;
/** The filters as the address keeps them (the controls' values). */
type CourseFilters = Omit<CourseListState, 'page' | 'size' | 'sort'>;

/** findAllCourses' query from the list's state: empty filters are left out. */
export function courseListQuery(filters: CourseFilters, request: PageRequest): CourseListQuery {
  return {
    q: filters.q || undefined,
    active: filters.active ?? undefined,
    country: filters.country || undefined,
    courseTopicId: filters.courseTopicId ?? undefined,
    tags: filters.tags.length ? filters.tags : undefined,
    teacherIds: filters.teacherIds.length ? filters.teacherIds : undefined,
    hostIds: filters.hostIds.length ? filters.hostIds : undefined,
    allianceId: filters.allianceId || undefined,
    ...request,
  };
}

/** The stats tab's own keys, so both tables keep their page, size and sort side by side. */
const STATS_PAGING = prefixedPagingFields('stats', 'getCoursesStats', NEWEST_FIRST);
const TAB_FIELDS = { tab: oneOf(['list', 'stats'], 'list') };

/** Teachers or hosts to filter by, by name. */
function StaffPicker({
  scope,
  label,
  value,
  onChange,
}: {
  scope: 'TEACHER' | 'HOST';
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const { scopes, user } = useSession();
  // Only those who may look users up get the picker's names.
  const staff = useUsersWithScope(scope, mayCall('findAllUsers', scopes));
  const options = (staff.data?.content ?? []).map((person) => ({
    value: person.id,
    label: fullName(person),
  }));
  // A teacher or host who may not look users up still finds itself, its list's first filter.
  if (user && scopes.includes(scope) && !options.some((option) => option.value === user.id)) {
    options.push({ value: user.id, label: fullName(user) });
  }
  return <MultiSelect label={label} data={options} value={value} onChange={onChange} searchable />;
}

function Filters({
  filters,
  onChange,
  topics,
}: {
  filters: CourseFilters;
  onChange: (next: CourseFilters) => void;
  topics: CourseTopic[];
}) {
  const allMessages = useMessages();
  const messages = allMessages.academic.admin.courses.filters;
  const set = <K extends keyof CourseFilters>(key: K, value: CourseFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const active = [
    filters.q,
    filters.active !== null,
    filters.courseTopicId,
    filters.country,
    filters.tags.length,
    filters.teacherIds.length,
    filters.hostIds.length,
    filters.allianceId,
  ].filter(Boolean).length;
  return (
    <ListFilters active={active}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} data-testid="course-filters">
        <TextInput label={messages.q} value={filters.q} onChange={(e) => set('q', e.currentTarget.value)} />
        <Select
          label={messages.active}
          data={[
            { value: 'true', label: messages.activeYes },
            { value: 'false', label: messages.activeNo },
          ]}
          value={filters.active === null ? null : String(filters.active)}
          onChange={(value) => set('active', value === null ? null : value === 'true')}
          clearable
        />
        <Select
          label={messages.topic}
          data={topics.map((topic) => ({ value: topic.id, label: topic.name }))}
          value={filters.courseTopicId}
          onChange={(value) => set('courseTopicId', value)}
          clearable
        />
        <CountrySelect
          label={messages.country}
          placeholder={allMessages.countries.all}
          value={filters.country}
          onChange={(country) => set('country', country)}
          clearable
        />
        <TagsInput label={messages.tags} value={filters.tags} onChange={(value) => set('tags', value)} />
        <StaffPicker
          scope="TEACHER"
          label={messages.teachers}
          value={filters.teacherIds}
          onChange={(value) => set('teacherIds', value)}
        />
        <StaffPicker
          scope="HOST"
          label={messages.hosts}
          value={filters.hostIds}
          onChange={(value) => set('hostIds', value)}
        />
        <TextInput
          label={messages.alliance}
          value={filters.allianceId}
          onChange={(e) => set('allianceId', e.currentTarget.value.trim())}
        />
      </SimpleGrid>
    </ListFilters>
  );
}

function CourseList({ topics, canEdit }: { topics: CourseTopic[]; canEdit: boolean }) {
  const allMessages = useMessages();
  const messages = allMessages.academic.admin.courses;
  const { scopes, user } = useSession();
  const userId = user?.id;
  const ownFilter = userId ? ownCoursesFilter(scopes) : null;
  const fields = useMemo(
    () => courseListFields(userId && ownFilter ? { filter: ownFilter, userId } : null),
    [ownFilter, userId],
  );
  const client = useApiClient();
  const courses = useDataList({
    fields,
    query: ({ page, size, sort, ...filters }, request) =>
      operationQuery(client, 'findAllCourses', courseListQuery(filters, request)),
  });
  const { page, size, sort, ...filters } = courses.values;
  const { set } = courses;
  const showsOwnCourses = ownFilter && filters[ownFilter].join() === userId ? ownFilter : null;
  const [editing, setEditing] = useState<Course | null | undefined>(undefined);
  const topicName = new Map(topics.map((topic) => [topic.id, topic.name]));

  return (
    <Stack gap="md">
      <Filters filters={filters} onChange={set} topics={topics} />
      {canEdit && (
        <Group>
          <Button onClick={() => setEditing(null)} data-testid="new-course">
            {messages.newCourse}
          </Button>
        </Group>
      )}
      {showsOwnCourses && (
        <Text c="dimmed" size="sm" data-testid="own-courses-note">
          {messages.ownCourses[showsOwnCourses]}
        </Text>
      )}
      <DataList
        list={courses}
        noRecordsText={messages.empty}
        columns={[
          {
            accessor: 'title',
            title: messages.columns.title,
            // The title is the way into the course's page (classes, exams, attendance).
            render: (row) => (
              <Link to={`/admin/courses/${row.id}`} data-testid="course-link">
                {row.title}
              </Link>
            ),
          },
          {
            accessor: 'topicId',
            title: messages.columns.topic,
            render: (row) => topicName.get(row.topicId) ?? '—',
          },
          {
            accessor: 'startDate',
            title: messages.columns.dates,
            render: (row) => `${formatCalendarDate(row.startDate)} – ${formatCalendarDate(row.endDate)}`,
          },
          {
            accessor: 'country',
            title: messages.columns.country,
            render: (row) => countryName(row.country) || allMessages.countries.all,
          },
          {
            accessor: 'teachers',
            title: messages.columns.teachers,
            render: (row) =>
              row.teachers.map((teacher) => `${teacher.firstName} ${teacher.lastName}`).join(', ') || '—',
          },
          {
            accessor: 'active',
            title: messages.columns.status,
            // Two badges stacked, in a column as wide as its longest word ("inscripción
            // cerrada"): a fixed width cut it off.
            noWrap: true,
            render: (row) => (
              <Stack gap={4} align="flex-start">
                <Badge variant="light" size="sm" color={row.active ? 'teal' : 'gray'}>
                  {row.active ? messages.active : messages.inactive}
                </Badge>
                <Badge variant="dot" size="sm" color={row.enrollmentOpen ? 'teal' : 'gray'}>
                  {row.enrollmentOpen ? messages.open : messages.closed}
                </Badge>
              </Stack>
            ),
          },
          {
            accessor: 'actions',
            title: messages.columns.actions,
            textAlign: 'right',
            render: (row) => (
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                {canEdit && (
                  <Button size="xs" variant="default" onClick={() => setEditing(row)}>
                    {allMessages.academic.actions.edit}
                  </Button>
                )}
                <EnrollmentOpenToggle course={row} />
              </Group>
            ),
          },
        ]}
      />
      {editing !== undefined && (
        <CourseForm
          key={editing?.id ?? 'new'}
          course={editing}
          topics={topics}
          opened
          onClose={() => setEditing(undefined)}
        />
      )}
    </Stack>
  );
}

function StatsTable() {
  const messages = useMessages().academic.admin.courses;
  const client = useApiClient();
  const stats = useDataList({
    fields: STATS_PAGING.fields,
    keys: STATS_PAGING.keys,
    query: (_state, request) => operationQuery(client, 'getCoursesStats', request),
  });
  return (
    <DataList<typeof STATS_PAGING.fields, CourseStats>
      list={stats}
      idAccessor="courseId"
      noRecordsText={messages.empty}
      columns={[
        { accessor: 'title', title: messages.columns.title },
        {
          accessor: 'startDate',
          title: messages.columns.dates,
          render: (row) => formatCalendarDate(row.startDate),
        },
        { accessor: 'classesHeld', title: messages.stats.classesHeld, textAlign: 'right' },
        { accessor: 'classesUpcoming', title: messages.stats.classesUpcoming, textAlign: 'right' },
        { accessor: 'exams', title: messages.stats.exams, textAlign: 'right' },
        { accessor: 'enrolled', title: messages.stats.enrolled, textAlign: 'right' },
        { accessor: 'pendingEnrollments', title: messages.stats.pending, textAlign: 'right' },
        { accessor: 'finishedEnrollments', title: messages.stats.finished, textAlign: 'right' },
      ]}
    />
  );
}

export function CoursesPage({
  topics,
  canEdit,
  canSeeStats,
}: {
  topics: CourseTopic[];
  canEdit: boolean;
  canSeeStats: boolean;
}) {
  const messages = useMessages().academic.admin.courses;
  const { values, set } = useListState(TAB_FIELDS);
  // Someone without the stats who follows a link to them sees the list.
  const tab = canSeeStats ? values.tab : 'list';
  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        {messages.title}
      </Title>
      <Tabs
        value={tab}
        onChange={(value) => set({ tab: value === 'stats' ? 'stats' : 'list' })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="list">{messages.listTab}</Tabs.Tab>
          {canSeeStats && <Tabs.Tab value="stats">{messages.statsTab}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="list" pt="md">
          <CourseList topics={topics} canEdit={canEdit} />
        </Tabs.Panel>
        {canSeeStats && (
          <Tabs.Panel value="stats" pt="md">
            <StatsTable />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
