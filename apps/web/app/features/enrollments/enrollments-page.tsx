/**
 * Admin "Inscripciones": findAllEnrollments with every filter, page and sort in the address;
 * status and alert badges, the debt in the enrollment's currency; and, for a chosen course,
 * "Inactivar pendientes" with a reason; the list's CSV export.
 */

import type { Scope } from '@catedra/contract';
import { Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { format, useMessages } from '../../i18n';
import { mayCall } from '../../lib/access';
import { formatCalendarDate } from '../../lib/dates';
import { formatAmount, validId } from '../../lib/formats';
import { operationQuery } from '../../lib/query-keys';
import { ActionDialog } from '../../ui/action-dialog';
import { CountriesSelect } from '../../ui/country-select';
import { DataList, dateColumn, pageRequestOf, useDataList } from '../../ui/data-list';
import {
  DateRangeFilter,
  EnumFilter,
  ExportButton,
  enumField,
  FilterPanel,
  filterField,
  ListPage,
} from '../../ui/list-page';
import { AllianceFilter, CoursePicker, PersonFilter, SELLER_SCOPES, useCourseTitle } from '../../ui/people';
import { useApiClient, useSession } from '../session';
import { useInactivatePending, usePendingCount } from './api';
import { AlertBadge, BadgeNote, StatusBadge } from './badges';
import {
  EMPTY_ENROLLMENT_FILTERS,
  ENROLLMENT_FILTER_NAMES,
  ENROLLMENT_LIST_FIELDS,
  enrollmentExportQuery,
  enrollmentListQuery,
} from './enrollment-list-query';
import { mayEnrolOthers } from './new-enrollment-plan';
import type { Enrollment } from './queries';

/** What the bulk inactivation will do, said before it is done: how many it inactivates. */
function inactivatePendingText(
  messages: ReturnType<typeof useMessages>['enrollments']['list'],
  course: string,
  pending: number | undefined,
) {
  if (pending === undefined) return format(messages.inactivatePendingCounting, { course });
  if (pending === 0) return format(messages.inactivatePendingNone, { course });
  if (pending === 1) return format(messages.inactivatePendingTextOne, { course });
  return format(messages.inactivatePendingText, { course, count: pending });
}

/** The marketing referrer filter lists only marketing staff. */
const MARKETING: readonly Scope[] = ['MARKETING'];

function InactivatePending({ courseId }: { courseId: string }) {
  const messages = useMessages().enrollments.list;
  const inactivate = useInactivatePending();
  const course = useCourseTitle(courseId);
  const pending = usePendingCount(courseId);
  return (
    <ActionDialog
      label={messages.inactivatePending}
      title={messages.inactivatePendingTitle}
      text={inactivatePendingText(messages, course, pending)}
      reasonLabel={messages.inactivatePendingReason}
      confirmLabel={messages.inactivatePendingConfirm}
      ready={pending !== undefined && pending > 0}
      color="red"
      onConfirm={(reason) => inactivate.mutateAsync({ courseId, reason })}
      successText={(result) =>
        format(messages.inactivatedCount, { count: (result as { inactivated: number }).inactivated })
      }
      testId="inactivate-pending"
    />
  );
}

/** What the route composes in for the course picked in the filters (the reminders' "Enviar recordatorios del curso"). */
export type CourseActions = (courseId: string) => ReactNode;

function Filters({
  list,
  courseActions,
}: {
  list: ReturnType<typeof useEnrollmentList>;
  courseActions?: CourseActions;
}) {
  const messages = useMessages().enrollments;
  const text = messages.list;
  const { scopes } = useSession();
  const { values: filters, set } = list;
  const active = ENROLLMENT_FILTER_NAMES.filter(
    (name) =>
      name !== 'courseId' && JSON.stringify(filters[name]) !== JSON.stringify(EMPTY_ENROLLMENT_FILTERS[name]),
  ).length;
  return (
    <FilterPanel
      active={active}
      onClear={() => set(EMPTY_ENROLLMENT_FILTERS)}
      cols={{ base: 1, xs: 2, md: 4 }}
      search={
        <Group align="flex-end">
          <CoursePicker
            label={text.course}
            placeholder={text.anyCourse}
            value={validId(filters.courseId) ?? null}
            onChange={(courseId) => set({ courseId: courseId ?? '' })}
            w={{ base: '100%', sm: 360 }}
          />
          <EnumFilter
            label={text.status}
            placeholder={text.anyStatus}
            labels={messages.status}
            {...enumField(list, 'status')}
            w={{ base: '100%', sm: 180 }}
            testId="status-filter"
          />
          <Checkbox
            label={text.onlyInDebt}
            checked={filters.onlyInDebt === true}
            onChange={(event) => set({ onlyInDebt: event.currentTarget.checked ? true : null })}
            mb={8}
            data-testid="debt-filter"
          />
        </Group>
      }
      actions={
        validId(filters.courseId) && (
          <Group gap="sm">
            {mayCall('inactivatePendingEnrollments', scopes) && (
              <InactivatePending courseId={validId(filters.courseId)!} />
            )}
            {courseActions?.(validId(filters.courseId)!)}
          </Group>
        )
      }
    >
      <EnumFilter
        label={text.alert}
        placeholder={text.anyAlert}
        labels={messages.alert}
        {...enumField(list, 'alert')}
      />
      <CountriesSelect label={text.countries} {...filterField(list, 'countries')} />
      <DateRangeFilter list={list} fromLabel={text.fromDate} toLabel={text.toDate} />
      <PersonFilter invalidMessage={text.invalidId} label={text.userId} {...filterField(list, 'userId')} />
      <PersonFilter
        invalidMessage={text.invalidId}
        label={text.referrerSellerId}
        scope={SELLER_SCOPES}
        {...filterField(list, 'referrerSellerId')}
      />
      <AllianceFilter
        invalidMessage={text.invalidId}
        label={text.allianceId}
        {...filterField(list, 'allianceId')}
      />
      <PersonFilter
        invalidMessage={text.invalidId}
        label={text.marketingReferrerId}
        scope={MARKETING}
        {...filterField(list, 'marketingReferrerId')}
      />
      <TextInput
        label={text.numberOfPeriodsPayed}
        inputMode="numeric"
        value={filters.numberOfPeriodsPayed}
        onChange={(event) => set({ numberOfPeriodsPayed: event.currentTarget.value.replace(/\D/g, '') })}
      />
      <TextInput
        label={text.commentQuery}
        value={filters.commentQuery}
        onChange={(event) => set({ commentQuery: event.currentTarget.value })}
        maxLength={100}
        data-testid="comment-filter"
      />
      <Checkbox
        label={text.recorded}
        checked={filters.mustHaveRecordedClasses === true}
        onChange={(event) => set({ mustHaveRecordedClasses: event.currentTarget.checked ? true : null })}
        mt={{ base: 0, md: 30 }}
      />
    </FilterPanel>
  );
}

function useEnrollmentList() {
  const client = useApiClient();
  return useDataList({
    fields: ENROLLMENT_LIST_FIELDS,
    query: (state, request) =>
      operationQuery(client, 'findAllEnrollments', enrollmentListQuery(state, request)),
  });
}

export function EnrollmentsPage({ courseActions }: { courseActions?: CourseActions } = {}) {
  const messages = useMessages().enrollments;
  const text = messages.list;
  const { scopes } = useSession();
  const client = useApiClient();
  const list = useEnrollmentList();
  return (
    <ListPage
      title={text.title}
      subtitle={text.subtitle}
      actions={
        <Group gap="md">
          <Anchor component={Link} to="/admin/enrollments/inactive">
            {text.inactiveLink}
          </Anchor>
          <ExportButton
            fileName="inscripciones"
            testId="enrollments-export"
            download={() =>
              client.exportEnrollments(
                enrollmentExportQuery(list.applied, pageRequestOf(list.applied, list.keys)),
              )
            }
          />
          {mayEnrolOthers(scopes) && (
            <Button component={Link} to="/admin/enrollments/new" data-testid="new-enrollment-button">
              {text.create}
            </Button>
          )}
        </Group>
      }
    >
      <Filters list={list} courseActions={courseActions} />
      <DataList<typeof ENROLLMENT_LIST_FIELDS, Enrollment>
        list={list}
        noRecordsText={text.empty}
        rowHref={(enrollment) => `/admin/enrollments/${enrollment.id}`}
        testId="enrollments-table"
        columns={[
          {
            accessor: 'student',
            title: text.columns.student,
            // Name and e-mail in one cell: at 1366 px every column fits without scrolling sideways.
            render: (row) => (
              <Stack gap={0} maw={240}>
                <Anchor
                  component={Link}
                  to={`/admin/enrollments/${row.id}`}
                  size="sm"
                  fw={600}
                  truncate="end"
                >
                  {row.studentName}
                </Anchor>
                <Text size="xs" c="dimmed" truncate="end" data-testid="enrollment-email">
                  {row.studentEmail}
                </Text>
              </Stack>
            ),
          },
          {
            accessor: 'course',
            title: text.columns.course,
            // A long title wraps instead of widening the table.
            noWrap: false,
            render: (row) => (
              <Text size="sm" maw={220} lineClamp={2}>
                {row.courseTitle}
              </Text>
            ),
          },
          {
            accessor: 'status',
            title: text.columns.status,
            sortable: true,
            noWrap: true,
            // The alert goes under the status: one column less.
            render: (row) => (
              <Stack gap={4} align="flex-start">
                <Group gap={4} wrap="nowrap">
                  <StatusBadge status={row.status} />
                  <BadgeNote when={row.manual}>{text.manual}</BadgeNote>
                </Group>
                <AlertBadge alert={row.alert} />
              </Stack>
            ),
          },
          {
            accessor: 'debt',
            title: text.columns.debt,
            sortable: true,
            textAlign: 'right',
            noWrap: true,
            render: (row) =>
              row.currency ? (
                <Text size="sm" c={row.inDebt ? 'red.8' : undefined} fw={row.inDebt ? 600 : undefined}>
                  {formatAmount(row.debt, row.currency)}
                </Text>
              ) : (
                '—'
              ),
          },
          {
            accessor: 'nextDueDate',
            title: text.columns.nextDue,
            noWrap: true,
            render: (row) => (row.nextDueDate ? formatCalendarDate(row.nextDueDate) : '—'),
          },
          {
            accessor: 'numberOfPeriodsPayed',
            title: text.columns.paid,
            sortable: true,
            textAlign: 'right',
            render: (row) => `${row.numberOfPeriodsPayed} / ${row.numberOfPeriods}`,
          },
          dateColumn('createdAt', text.columns.createdAt, { sortable: true, noWrap: true }),
        ]}
      />
    </ListPage>
  );
}
