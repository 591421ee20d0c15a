/**
 * Admin "Inscripciones": findAllEnrollments with every filter, page and sort in the address;
 * status and alert badges, the debt in the enrollment's currency; and, for a chosen course,
 * "Inactivar pendientes" with a reason.
 */
import { ENROLLMENT_ALERTS, ENROLLMENT_STATUSES } from '@catedra/contract/browser';
import { Anchor, Button, Checkbox, Group, Select, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { format, useMessages } from '../../i18n';
import { mayCall } from '../../lib/access';
import { formatCalendarDate, formatDate } from '../../lib/dates';
import { formatAmount, isIdFilterValid, validId } from '../../lib/formats';
import { ActionDialog } from '../../ui/action-dialog';
import { CountriesSelect } from '../../ui/country-select';
import { DataList, useDataList } from '../../ui/data-list';
import { DateField } from '../../ui/date-fields';
import { FilterPanel, ListPage } from '../../ui/list-page';
import { PersonFilter, useCourseTitle } from '../../ui/people';
import { useApiClient, useSession } from '../session';
import { useInactivatePending } from './api';
import { AlertBadge, StatusBadge } from './badges';
import { CoursePicker } from './course-picker';
import {
  EMPTY_ENROLLMENT_FILTERS,
  ENROLLMENT_FILTER_NAMES,
  ENROLLMENT_LIST_FIELDS,
  enrollmentListQuery,
} from './enrollment-list-query';
import { mayEnrolOthers } from './new-enrollment-plan';
import { type Enrollment, enrollmentsQuery } from './queries';

function InactivatePending({ courseId }: { courseId: string }) {
  const messages = useMessages().enrollments.list;
  const inactivate = useInactivatePending();
  const course = useCourseTitle(courseId);
  return (
    <ActionDialog
      label={messages.inactivatePending}
      title={messages.inactivatePendingTitle}
      text={format(messages.inactivatePendingText, { course })}
      reasonLabel={messages.inactivatePendingReason}
      confirmLabel={messages.inactivatePendingConfirm}
      color="red"
      onConfirm={(reason) => inactivate.mutateAsync({ courseId, reason })}
      successText={(result) =>
        format(messages.inactivatedCount, { count: (result as { inactivated: number }).inactivated })
      }
      testId="inactivate-pending"
    />
  );
}

function Filters({ list }: { list: ReturnType<typeof useEnrollmentList> }) {
  const messages = useMessages().enrollments;
  const text = messages.list;
  const { scopes } = useSession();
  const { values: filters, set } = list;
  const idError = (value: string) => (isIdFilterValid(value) ? undefined : text.invalidId);
  const active = ENROLLMENT_FILTER_NAMES.filter(
    (name) =>
      name !== 'courseId' && JSON.stringify(filters[name]) !== JSON.stringify(EMPTY_ENROLLMENT_FILTERS[name]),
  ).length;
  return (
    <FilterPanel
      active={active}
      onClear={() => set(EMPTY_ENROLLMENT_FILTERS)}
      clearLabel={text.clearFilters}
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
          <Select
            label={text.status}
            placeholder={text.anyStatus}
            data={ENROLLMENT_STATUSES.map((value) => ({ value, label: messages.status[value] }))}
            value={filters.status}
            onChange={(value) => set({ status: value })}
            clearable
            w={{ base: '100%', sm: 180 }}
            data-testid="status-filter"
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
        validId(filters.courseId) &&
        mayCall('inactivatePendingEnrollments', scopes) && (
          <InactivatePending courseId={validId(filters.courseId)!} />
        )
      }
    >
      <Select
        label={text.alert}
        placeholder={text.anyAlert}
        data={ENROLLMENT_ALERTS.map((value) => ({ value, label: messages.alert[value] }))}
        value={filters.alert}
        onChange={(value) => set({ alert: value })}
        clearable
      />
      <CountriesSelect
        label={text.countries}
        value={filters.countries}
        onChange={(countries) => set({ countries })}
      />
      <DateField label={text.fromDate} value={filters.fromDate} onChange={(fromDate) => set({ fromDate })} />
      <DateField label={text.toDate} value={filters.toDate} onChange={(toDate) => set({ toDate })} />
      <PersonFilter
        invalidMessage={text.invalidId}
        label={text.userId}
        value={filters.userId}
        onChange={(userId) => set({ userId })}
      />
      <PersonFilter
        invalidMessage={text.invalidId}
        label={text.referrerSellerId}
        value={filters.referrerSellerId}
        onChange={(referrerSellerId) => set({ referrerSellerId })}
      />
      <TextInput
        label={text.allianceId}
        value={filters.allianceId}
        onChange={(event) => set({ allianceId: event.currentTarget.value })}
        error={idError(filters.allianceId)}
      />
      <TextInput
        label={text.marketingReferrerId}
        value={filters.marketingReferrerId}
        onChange={(event) => set({ marketingReferrerId: event.currentTarget.value })}
        error={idError(filters.marketingReferrerId)}
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
    query: (state, request) => enrollmentsQuery(client, enrollmentListQuery(state, request)),
  });
}

export function EnrollmentsPage() {
  const messages = useMessages().enrollments;
  const text = messages.list;
  const navigate = useNavigate();
  const { scopes } = useSession();
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
          {mayEnrolOthers(scopes) && (
            <Button component={Link} to="/admin/enrollments/new" data-testid="new-enrollment-button">
              {text.create}
            </Button>
          )}
        </Group>
      }
    >
      <Filters list={list} />
      <DataList<typeof ENROLLMENT_LIST_FIELDS, Enrollment>
        list={list}
        idAccessor="id"
        noRecordsText={text.empty}
        onRowClick={(enrollment) => navigate(`/admin/enrollments/${enrollment.id}`)}
        testId="enrollments-table"
        columns={[
          {
            accessor: 'student',
            title: text.columns.student,
            render: (row) => (
              <Anchor component={Link} to={`/admin/enrollments/${row.id}`} size="sm" fw={600}>
                {row.studentName}
              </Anchor>
            ),
          },
          {
            accessor: 'course',
            title: text.columns.course,
            render: (row) => row.courseTitle,
          },
          {
            accessor: 'status',
            title: text.columns.status,
            sortable: true,
            noWrap: true,
            render: (row) => (
              <Group gap={4} wrap="nowrap">
                <StatusBadge status={row.status} />
                {row.manual && (
                  <Text size="xs" c="dimmed">
                    {text.manual}
                  </Text>
                )}
              </Group>
            ),
          },
          { accessor: 'alert', title: text.columns.alert, render: (row) => <AlertBadge alert={row.alert} /> },
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
          {
            accessor: 'createdAt',
            title: text.columns.createdAt,
            sortable: true,
            noWrap: true,
            render: (row) => formatDate(row.createdAt),
          },
        ]}
      />
    </ListPage>
  );
}
