/** The admin list of certificates: filters, revoke or reactivate (confirmed) and the PDF. */
import { Badge, Button, Group, SegmentedControl, Stack, TextInput, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { Link } from 'react-router';
import { format, useMessages } from '../../i18n';
import { problemMessage } from '../../lib/api-problem';
import type { Certificate } from '../../lib/api-types';
import { formatDate } from '../../lib/dates';
import { ConfirmButton } from '../../ui/confirm-button';
import { ErrorState } from '../../ui/query-state';
import { notify } from '../../ui/toast';
import { useCertificates, useDownloadCertificate, useUpdateCertificate } from './api';

const PAGE_SIZE = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function StatusAction({ certificate }: { certificate: Certificate }) {
  const allMessages = useMessages();
  const messages = allMessages.academic.admin.certificates;
  const update = useUpdateCertificate();
  const revoking = certificate.active;
  return (
    <ConfirmButton
      size="xs"
      variant="light"
      color={revoking ? 'red' : 'teal'}
      title={revoking ? messages.revokeTitle : messages.reactivateTitle}
      message={format(revoking ? messages.revokeText : messages.reactivateText, { code: certificate.code })}
      confirmLabel={revoking ? messages.revoke : messages.reactivate}
      loading={update.isPending}
      onConfirm={() =>
        update
          .mutateAsync(
            { certificateId: certificate.id, active: !revoking },
            {
              onSuccess: () => notify.success(allMessages.academic.actions.saved),
              onError: (error) => notify.error(problemMessage(error, allMessages.academic.errors)),
            },
          )
          .catch(() => undefined)
      }
    >
      {revoking ? messages.revoke : messages.reactivate}
    </ConfirmButton>
  );
}

export function AdminCertificatesPage() {
  const allMessages = useMessages();
  const messages = allMessages.academic.admin.certificates;
  const [active, setActive] = useState('all');
  const [userId, setUserId] = useState('');
  const [organizationId, setOrganizationId] = useState('');
  const [page, setPage] = useState(0);
  const validUser = UUID.test(userId.trim()) ? userId.trim() : null;
  const validOrganization = UUID.test(organizationId.trim()) ? organizationId.trim() : null;
  const certificates = useCertificates({
    active: active === 'all' ? null : active === 'valid',
    userId: validUser,
    organizationId: validOrganization,
    page,
    size: PAGE_SIZE,
  });
  const download = useDownloadCertificate();

  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        {messages.title}
      </Title>
      <Group align="flex-end">
        <SegmentedControl
          value={active}
          onChange={(value) => {
            setActive(value);
            setPage(0);
          }}
          data={[
            { value: 'all', label: allMessages.academic.actions.all },
            { value: 'valid', label: messages.valid },
            { value: 'revoked', label: messages.revoked },
          ]}
        />
        <TextInput
          label={messages.userFilter}
          value={userId}
          onChange={(event) => {
            setUserId(event.currentTarget.value);
            setPage(0);
          }}
          error={userId.trim() && !validUser ? allMessages.academic.errors.checkFields : undefined}
          w={340}
        />
        <TextInput
          label={messages.organizationFilter}
          value={organizationId}
          onChange={(event) => {
            setOrganizationId(event.currentTarget.value);
            setPage(0);
          }}
          error={
            organizationId.trim() && !validOrganization ? allMessages.academic.errors.checkFields : undefined
          }
          w={340}
        />
      </Group>
      {certificates.isError ? (
        <ErrorState error={certificates.error} onRetry={certificates.refetch} />
      ) : (
        <DataTable<Certificate>
          withTableBorder
          borderRadius="md"
          minHeight={180}
          fetching={certificates.isFetching}
          records={certificates.data?.content ?? []}
          totalRecords={certificates.data?.page.totalElements ?? 0}
          recordsPerPage={PAGE_SIZE}
          page={page + 1}
          onPageChange={(value) => setPage(value - 1)}
          noRecordsText={messages.empty}
          columns={[
            {
              accessor: 'code',
              title: messages.code,
              render: (row) => (
                <Link to={`/certificates/${encodeURIComponent(row.code)}`} target="_blank">
                  {row.code}
                </Link>
              ),
            },
            {
              accessor: 'studentName',
              title: messages.studentName,
              render: (row) => <Link to={`/admin/users/${row.userId}`}>{row.studentName}</Link>,
            },
            { accessor: 'courseTitle', title: messages.course },
            { accessor: 'issuedAt', title: messages.issuedAt, render: (row) => formatDate(row.issuedAt) },
            { accessor: 'grade', title: messages.grade, render: (row) => row.grade ?? '—' },
            {
              accessor: 'active',
              title: messages.status,
              // The badge's word must fit: a narrow column truncated it to "VIGEN…".
              noWrap: true,
              width: 110,
              render: (row) => (
                <Badge color={row.active ? 'teal' : 'orange'} variant="light">
                  {row.active ? messages.valid : messages.revoked}
                </Badge>
              ),
            },
            {
              accessor: 'actions',
              title: '',
              textAlign: 'right',
              render: (row) => (
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="default"
                    loading={download.isPending && download.variables?.id === row.id}
                    onClick={() =>
                      download.mutate(row, {
                        onError: (error) => notify.error(problemMessage(error, allMessages.academic.errors)),
                      })
                    }
                  >
                    {messages.pdf}
                  </Button>
                  <StatusAction certificate={row} />
                </Group>
              ),
            },
          ]}
        />
      )}
    </Stack>
  );
}
