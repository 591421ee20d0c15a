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
import { DataList, dateColumn, prefixedPagingFields, useApiList } from '../../ui/data-list';
import type { Alliance } from './queries';
import { tierNameOf } from './tier-select';

type Enrollment = Output<'findEnrollmentById'>;
/** How an enrollment's status is shown: the enrollments feature's badge, handed in by the route. */
export type EnrollmentStatusView = (status: Enrollment['status']) => ReactNode;

const ENROLLMENT_PAGING = prefixedPagingFields('enrollments', 'findAllEnrollments', {
  column: 'createdAt',
  direction: 'desc',
});

export function AllianceEnrollments({
  alliance,
  statusView,
}: {
  alliance: Alliance;
  statusView: EnrollmentStatusView;
}) {
  const text = useMessages().sellingPlans.alliances.portal.enrollments;
  const list = useApiList(
    ENROLLMENT_PAGING.fields,
    (client, _state, request) =>
      operationQuery(client, 'findAllEnrollments', { ...request, allianceId: alliance.id }),
    { keys: ENROLLMENT_PAGING.keys },
  );
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

const CERTIFICATE_PAGING = prefixedPagingFields('certificates', 'findAllCertificates', {
  column: 'issuedAt',
  direction: 'desc',
});

export function AllianceCertificates({ alliance }: { alliance: Alliance }) {
  const text = useMessages().sellingPlans.alliances.portal.certificates;
  const list = useApiList(
    CERTIFICATE_PAGING.fields,
    (client, _state, request) =>
      operationQuery(client, 'findAllCertificates', { ...request, organizationId: alliance.id }),
    { keys: CERTIFICATE_PAGING.keys },
  );
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
