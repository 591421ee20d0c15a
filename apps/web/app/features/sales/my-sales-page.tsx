/**
 * "Mis ventas": the seller's own referred enrollments (referrerSellerId = him; the API shows a
 * seller nothing else), with filters, page and sort in the address, what each paid and still
 * owes in its currency, and the link to send again.
 */
import { ENROLLMENT_STATUSES } from '@catedra/contract/browser';
import { Button, Checkbox, Select, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';
import { useMessages } from '../../i18n';
import { validId } from '../../lib/formats';
import { flag, option, text } from '../../lib/list-state';
import {
  amountColumn,
  DataList,
  dateColumn,
  type PageRequest,
  pageQueryOf,
  pagingFields,
  useDataList,
} from '../../ui/data-list';
import { EnumFilter, FilterPanel, filterField, filterPanelOf, ListPage } from '../../ui/list-page';
import { ValueBadge } from '../../ui/value-badge';
import { useApiClient, useSession } from '../session';
import { useCoursesForSale } from './api';
import { mySalesQuery, type SalesListQuery, type SoldEnrollment } from './queries';
import { RowLinkButton } from './row-link-button';

export const SALES_LIST_FIELDS = {
  status: option(ENROLLMENT_STATUSES),
  courseId: text(),
  onlyInDebt: flag(),
  ...pagingFields('findAllEnrollments', { column: 'createdAt', direction: 'desc' }),
};

const EMPTY_SALES_FILTERS = { status: null, courseId: '', onlyInDebt: null };

type SalesFilters = { status: string | null; courseId: string; onlyInDebt: boolean | null };

/** The address's filters and page as findAllEnrollments takes them, for this seller's referrals. */
export function salesListQuery(
  sellerId: string,
  filters: SalesFilters,
  request: PageRequest,
): SalesListQuery {
  return {
    referrerSellerId: sellerId,
    ...(filters.status ? { status: filters.status as SalesListQuery['status'] } : {}),
    ...(validId(filters.courseId) ? { courseId: filters.courseId } : {}),
    ...(filters.onlyInDebt ? { onlyInDebt: true } : {}),
    ...pageQueryOf(request),
  };
}

// Neither yellow nor orange: their light badges fail WCAG AA contrast (axe).
const STATUS_COLORS: Record<SoldEnrollment['status'], string> = {
  PENDING: 'violet',
  ACTIVE: 'teal',
  FINISHED: 'indigo',
  INACTIVE: 'gray',
};

export function MySalesPage() {
  const messages = useMessages();
  const labels = messages.sales.mine;
  const client = useApiClient();
  const { user } = useSession();
  const { courses } = useCoursesForSale();
  const list = useDataList({
    fields: SALES_LIST_FIELDS,
    query: (state, request) => mySalesQuery(client, salesListQuery(user?.id ?? '', state, request)),
  });
  const { values: filters, set } = list;
  return (
    <ListPage
      title={labels.title}
      subtitle={labels.subtitle}
      actions={
        <Button component={Link} to="/ventas/nueva" data-testid="sales-new">
          {labels.newSale}
        </Button>
      }
    >
      <FilterPanel {...filterPanelOf(list, EMPTY_SALES_FILTERS)}>
        <EnumFilter
          label={labels.status}
          placeholder={labels.anyStatus}
          values={ENROLLMENT_STATUSES}
          labels={messages.enrollments.status}
          {...filterField(list, 'status')}
        />
        <Select
          label={labels.course}
          placeholder={labels.anyCourse}
          data={courses.map((course) => ({ value: course.id, label: course.title }))}
          value={validId(filters.courseId) ?? null}
          onChange={(courseId) => set({ courseId: courseId ?? '' })}
          searchable
          clearable
        />
        <Checkbox
          mt={{ xs: 30 }}
          label={labels.onlyInDebt}
          checked={filters.onlyInDebt === true}
          onChange={(event) => set({ onlyInDebt: event.currentTarget.checked ? true : null })}
        />
      </FilterPanel>
      <DataList<typeof SALES_LIST_FIELDS, SoldEnrollment>
        list={list}
        noRecordsText={labels.empty}
        testId="sales-table"
        columns={useSalesColumns()}
      />
    </ListPage>
  );
}

function useSalesColumns(): DataTableColumn<SoldEnrollment>[] {
  const messages = useMessages();
  const columns = messages.sales.mine.columns;
  const currencyOf = (row: SoldEnrollment) => row.currency ?? 'ARS';
  return [
    {
      accessor: 'student',
      title: columns.student,
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {row.studentName}
          </Text>
          <Text size="xs" c="dimmed">
            {row.studentEmail}
          </Text>
        </Stack>
      ),
    },
    { accessor: 'course', title: columns.course, render: (row) => row.courseTitle },
    {
      accessor: 'status',
      title: columns.status,
      render: (row) => (
        <ValueBadge
          value={row.status}
          colors={STATUS_COLORS}
          labels={messages.enrollments.status}
          testId="sale-status"
        />
      ),
    },
    amountColumn('totalPaid', columns.paid, { currencyOf }),
    amountColumn('owed', columns.owed, { currencyOf }),
    dateColumn('createdAt', columns.createdAt),
    { accessor: 'actions', title: columns.actions, render: (row) => <RowLinkButton enrollment={row} /> },
  ];
}
