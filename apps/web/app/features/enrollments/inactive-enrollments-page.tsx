/** Admin "Inscripciones inactivas": findAllInactiveEnrollments, searchable by the reason. */
import { Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMessages } from '../../i18n';
import { dayBoundary } from '../../lib/dates';
import { validId } from '../../lib/formats';
import { text } from '../../lib/list-state';
import { operationQuery } from '../../lib/query-keys';
import { DataList, dateColumn, pagingFields, useDataList } from '../../ui/data-list';
import { DateField } from '../../ui/date-fields';
import { CoursePicker } from '../../ui/people';
import { TextLink } from '../../ui/text-link';
import { useApiClient } from '../session';
import type { Enrollment } from './queries';

const LIST_FIELDS = {
  reasonQuery: text(),
  courseId: text(),
  fromDate: text(),
  toDate: text(),
  ...pagingFields('findAllInactiveEnrollments', { column: 'inactivatedAt', direction: 'desc' }),
};

export function InactiveEnrollmentsPage() {
  const messages = useMessages().enrollments;
  const client = useApiClient();
  const list = useDataList({
    fields: LIST_FIELDS,
    query: (state, request) =>
      operationQuery(client, 'findAllInactiveEnrollments', {
        reasonQuery: state.reasonQuery.trim().slice(0, 100) || undefined,
        courseId: validId(state.courseId),
        fromDate: dayBoundary(state.fromDate, 'start'),
        toDate: dayBoundary(state.toDate, 'end'),
        ...request,
      }),
  });
  const { values, set } = list;
  return (
    <Stack gap="lg" maw={1400}>
      <Stack gap={4}>
        <TextLink to="/admin/enrollments">{messages.inactive.back}</TextLink>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {messages.inactive.title}
        </Title>
        <Text c="dimmed">{messages.inactive.subtitle}</Text>
      </Stack>
      <Paper withBorder radius="lg" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <TextInput
            label={messages.inactive.reasonQuery}
            value={values.reasonQuery}
            onChange={(event) => set({ reasonQuery: event.currentTarget.value })}
            maxLength={100}
          />
          <CoursePicker
            label={messages.list.course}
            placeholder={messages.list.anyCourse}
            value={validId(values.courseId) ?? null}
            onChange={(courseId) => set({ courseId: courseId ?? '' })}
          />
          <DateField
            label={messages.list.fromDate}
            value={values.fromDate}
            onChange={(fromDate) => set({ fromDate })}
          />
          <DateField
            label={messages.list.toDate}
            value={values.toDate}
            onChange={(toDate) => set({ toDate })}
          />
        </SimpleGrid>
      </Paper>
      <DataList<typeof LIST_FIELDS, Enrollment>
        list={list}
        noRecordsText={messages.inactive.empty}
        rowHref={(row) => `/admin/enrollments/${row.id}`}
        testId="inactive-enrollments-table"
        columns={[
          {
            accessor: 'student',
            title: messages.list.columns.student,
            render: (row) => row.studentName,
          },
          {
            accessor: 'course',
            title: messages.list.columns.course,
            render: (row) => row.courseTitle,
          },
          { accessor: 'inactiveReason', title: messages.inactive.reason },
          dateColumn('inactivatedAt', messages.inactive.inactivatedAt, { noWrap: true }),
          dateColumn('createdAt', messages.list.columns.createdAt, { noWrap: true }),
        ]}
      />
    </Stack>
  );
}
