/**
 * The admin list of courses: every filter of findAllCourses, server-side paging and
 * sorting, create and edit, close enrollments (confirmed), and the per-course stats.
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
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { useState } from 'react';
import { Link } from 'react-router';
import { format, useMessages } from '../../i18n';
import { mayCall } from '../../lib/access';
import { problemMessage } from '../../lib/api-problem';
import type { Course, CourseStats, CourseTopic } from '../../lib/api-types';
import { formatCalendarDate } from '../../lib/dates';
import { ConfirmButton } from '../../ui/confirm-button';
import { ErrorState } from '../../ui/query-state';
import { notify } from '../../ui/toast';
import { useSession } from '../session';
import {
  type CourseFilters,
  useAdminCourses,
  useCloseEnrollments,
  useCourseStats,
  useUsersWithScope,
} from './api';
import { CourseForm } from './course-form';

const PAGE_SIZE = 15;
const EMPTY_FILTERS: CourseFilters = {
  q: '',
  active: null,
  country: '',
  courseTopicId: null,
  tags: [],
  teacherIds: [],
  allianceId: '',
};

function Filters({
  filters,
  onChange,
  topics,
}: {
  filters: CourseFilters;
  onChange: (next: CourseFilters) => void;
  topics: CourseTopic[];
}) {
  const messages = useMessages().academic.admin.courses.filters;
  const { scopes } = useSession();
  // Only those who may look users up get the teacher picker's names.
  const teachers = useUsersWithScope('TEACHER', mayCall('findAllUsers', scopes));
  const set = <K extends keyof CourseFilters>(key: K, value: CourseFilters[K]) =>
    onChange({ ...filters, [key]: value });
  return (
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
      <TextInput
        label={messages.country}
        value={filters.country}
        maxLength={2}
        onChange={(e) => set('country', e.currentTarget.value.toUpperCase())}
      />
      <TagsInput label={messages.tags} value={filters.tags} onChange={(value) => set('tags', value)} />
      <MultiSelect
        label={messages.teachers}
        data={(teachers.data?.content ?? []).map((user) => ({
          value: user.id,
          label: `${user.firstName} ${user.lastName}`,
        }))}
        value={filters.teacherIds}
        onChange={(value) => set('teacherIds', value)}
        searchable
      />
      <TextInput
        label={messages.alliance}
        value={filters.allianceId}
        onChange={(e) => set('allianceId', e.currentTarget.value.trim())}
      />
    </SimpleGrid>
  );
}

function CourseList({ topics, canEdit }: { topics: CourseTopic[]; canEdit: boolean }) {
  const allMessages = useMessages();
  const messages = allMessages.academic.admin.courses;
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  const [debounced] = useDebouncedValue(filters, 300);
  const [page, setPage] = useState(0);
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<Course>>({
    columnAccessor: 'startDate',
    direction: 'desc',
  });
  const courses = useAdminCourses(debounced, {
    page,
    size: PAGE_SIZE,
    sort: { field: String(sortStatus.columnAccessor), direction: sortStatus.direction },
  });
  const close = useCloseEnrollments();
  const [editing, setEditing] = useState<Course | null | undefined>(undefined);
  const topicName = new Map(topics.map((topic) => [topic.id, topic.name]));

  return (
    <Stack gap="md">
      <Filters
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(0);
        }}
        topics={topics}
      />
      {canEdit && (
        <Group>
          <Button onClick={() => setEditing(null)} data-testid="new-course">
            {messages.newCourse}
          </Button>
        </Group>
      )}
      {courses.isError ? (
        <ErrorState error={courses.error} onRetry={courses.refetch} />
      ) : (
        <DataTable<Course>
          withTableBorder
          borderRadius="md"
          minHeight={200}
          fetching={courses.isFetching}
          records={courses.data?.content ?? []}
          totalRecords={courses.data?.page.totalElements ?? 0}
          recordsPerPage={PAGE_SIZE}
          page={page + 1}
          onPageChange={(value) => setPage(value - 1)}
          sortStatus={sortStatus}
          onSortStatusChange={(status) => {
            setSortStatus(status);
            setPage(0);
          }}
          noRecordsText={messages.empty}
          columns={[
            {
              accessor: 'title',
              title: messages.columns.title,
              sortable: true,
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
              sortable: true,
              render: (row) => `${formatCalendarDate(row.startDate)} – ${formatCalendarDate(row.endDate)}`,
            },
            { accessor: 'country', title: messages.columns.country, render: (row) => row.country ?? '—' },
            {
              accessor: 'teachers',
              title: messages.columns.teachers,
              render: (row) =>
                row.teachers.map((teacher) => `${teacher.firstName} ${teacher.lastName}`).join(', ') || '—',
            },
            {
              accessor: 'active',
              title: messages.columns.status,
              // Two short badges stacked: side by side they were cut off in a narrow column.
              width: 180,
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
                  {canEdit && row.enrollmentOpen && (
                    <ConfirmButton
                      size="xs"
                      variant="light"
                      title={messages.closeTitle}
                      message={format(messages.closeText, { title: row.title })}
                      confirmLabel={messages.closeEnrollments}
                      loading={close.isPending}
                      onConfirm={() =>
                        close
                          .mutateAsync(row.id, {
                            onSuccess: () => notify.success(messages.closed_done),
                            onError: (error) =>
                              notify.error(problemMessage(error, allMessages.academic.errors)),
                          })
                          .catch(() => undefined)
                      }
                    >
                      {messages.closeEnrollments}
                    </ConfirmButton>
                  )}
                </Group>
              ),
            },
          ]}
        />
      )}
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
  const [page, setPage] = useState(0);
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<CourseStats>>({
    columnAccessor: 'startDate',
    direction: 'desc',
  });
  const stats = useCourseStats({
    page,
    size: PAGE_SIZE,
    sort: { field: String(sortStatus.columnAccessor), direction: sortStatus.direction },
  });
  if (stats.isError) return <ErrorState error={stats.error} onRetry={stats.refetch} />;
  return (
    <DataTable<CourseStats>
      withTableBorder
      borderRadius="md"
      minHeight={200}
      idAccessor="courseId"
      fetching={stats.isFetching}
      records={stats.data?.content ?? []}
      totalRecords={stats.data?.page.totalElements ?? 0}
      recordsPerPage={PAGE_SIZE}
      page={page + 1}
      onPageChange={(value) => setPage(value - 1)}
      sortStatus={sortStatus}
      onSortStatusChange={setSortStatus}
      noRecordsText={messages.empty}
      columns={[
        { accessor: 'title', title: messages.columns.title, sortable: true },
        {
          accessor: 'startDate',
          title: messages.columns.dates,
          sortable: true,
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
  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        {messages.title}
      </Title>
      <Tabs defaultValue="list" keepMounted={false}>
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
