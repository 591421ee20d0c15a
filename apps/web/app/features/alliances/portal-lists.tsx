/**
 * The alliance admin's read-only lists of his alliance: its members' enrollments (course,
 * status, tier, periods paid, debt) and their certificates. Each list keeps its page, size
 * and sort in the address under its own keys, beside the members list's.
 */

import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n';
import type { Output } from '../../lib/api-types';
import { formatAmount } from '../../lib/formats';
import { operationQuery } from '../../lib/query-keys';
import { DataList, dateColumn, pagingFields, useDataList } from '../../ui/data-list';
import { useApiClient } from '../session';
import type { Alliance } from './queries';
import { tierNameOf } from './tier-select';

type Enrollment = Output<'findEnrollmentById'>;
/** How an enrollment's status is shown: the enrollments feature's badge, handed in by the route. */
export type EnrollmentStatusView = (status: Enrollment['status']) => ReactNode;

const ENROLLMENT_PAGING = pagingFields('findAllEnrollments', { column: 'createdAt', direction: 'desc' });
const ENROLLMENT_FIELDS = {
  enrollmentsPage: ENROLLMENT_PAGING.page,
  enrollmentsSize: ENROLLMENT_PAGING.size,
  enrollmentsSort: ENROLLMENT_PAGING.sort,
};
const ENROLLMENT_KEYS = {
  page: 'enrollmentsPage',
  size: 'enrollmentsSize',
  sort: 'enrollmentsSort',
} as const;

export function AllianceEnrollments({
  alliance,
  statusView,
}: {
  alliance: Alliance;
  statusView: EnrollmentStatusView;
}) {
  const text = useMessages().sellingPlans.alliances.portal.enrollments;
  const client = useApiClient();
  const list = useDataList({
    fields: ENROLLMENT_FIELDS,
    keys: ENROLLMENT_KEYS,
    query: (_state, request) =>
      operationQuery(client, 'findAllEnrollments', { ...request, allianceId: alliance.id }),
  });
  return (
    <DataList
      list={list}
      noRecordsText={text.empty}
      testId="alliance-enrollments"
      columns={[
        { accessor: 'studentName', title: text.student },
        { accessor: 'courseTitle', title: text.course },
        { accessor: 'status', title: text.status, render: (enrollment) => statusView(enrollment.status) },
        {
          accessor: 'tier',
          title: text.tier,
          render: (enrollment) => tierNameOf(alliance.tiers, enrollment.tier) ?? '—',
        },
        {
          accessor: 'numberOfPeriodsPayed',
          title: text.paidPeriods,
          render: (enrollment) => `${enrollment.numberOfPeriodsPayed} / ${enrollment.numberOfPeriods}`,
        },
        {
          accessor: 'debt',
          title: text.debt,
          render: (enrollment) =>
            enrollment.currency ? formatAmount(enrollment.debt, enrollment.currency) : '—',
        },
        dateColumn('createdAt', text.createdAt),
      ]}
    />
  );
}

const CERTIFICATE_PAGING = pagingFields('findAllCertificates', { column: 'issuedAt', direction: 'desc' });
const CERTIFICATE_FIELDS = {
  certificatesPage: CERTIFICATE_PAGING.page,
  certificatesSize: CERTIFICATE_PAGING.size,
  certificatesSort: CERTIFICATE_PAGING.sort,
};
const CERTIFICATE_KEYS = {
  page: 'certificatesPage',
  size: 'certificatesSize',
  sort: 'certificatesSort',
} as const;

export function AllianceCertificates({ alliance }: { alliance: Alliance }) {
  const text = useMessages().sellingPlans.alliances.portal.certificates;
  const client = useApiClient();
  const list = useDataList({
    fields: CERTIFICATE_FIELDS,
    keys: CERTIFICATE_KEYS,
    query: (_state, request) =>
      operationQuery(client, 'findAllCertificates', { ...request, organizationId: alliance.id }),
  });
  return (
    <DataList
      list={list}
      noRecordsText={text.empty}
      testId="alliance-certificates"
      columns={[
        { accessor: 'studentName', title: text.student },
        { accessor: 'courseTitle', title: text.course },
        { accessor: 'code', title: text.code },
        dateColumn('issuedAt', text.issuedAt),
        { accessor: 'grade', title: text.grade, render: (certificate) => certificate.grade ?? '—' },
        {
          accessor: 'active',
          title: text.state,
          render: (certificate) => (
            <Badge variant="light" color={certificate.active ? 'teal' : 'gray'}>
              {certificate.active ? text.valid : text.revoked}
            </Badge>
          ),
        },
      ]}
    />
  );
}
