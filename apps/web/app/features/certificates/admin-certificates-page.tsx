/** The admin list of certificates: filters, revoke or reactivate (confirmed) and the PDF. */
import { Badge, Button, Group, SegmentedControl, Stack, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router';
import { format, useMessages } from '../../i18n';
import { mayCall } from '../../lib/access';
import { problemMessage } from '../../lib/api-problem';
import type { Certificate } from '../../lib/api-types';
import { formatNumber, isUuid } from '../../lib/formats';
import { flag, text } from '../../lib/list-state';
import { DataList, dateColumn, ListFilters, pagingFields, useDataList } from '../../ui/data-list';
import { UserPicker } from '../../ui/people';
import { SwitchConfirmButton } from '../../ui/switch-confirm-button';
import { notify } from '../../ui/toast';
import { useApiClient, useSession } from '../session';
import { useDownloadCertificate, useUpdateCertificate } from './api';
import { certificatesQuery } from './queries';

/** The list in the address, e.g. `?active=false&page=2`. */
const LIST_FIELDS = {
  active: flag(),
  userId: text(),
  organizationId: text(),
  ...pagingFields('findAllCertificates', { column: 'issuedAt', direction: 'desc' }),
};
const valid = (id: string) => (isUuid(id.trim()) ? id.trim() : null);

function StatusAction({ certificate }: { certificate: Certificate }) {
  const allMessages = useMessages();
  const messages = allMessages.academic.admin.certificates;
  const update = useUpdateCertificate();
  const revoking = certificate.active;
  return (
    <SwitchConfirmButton
      turnsOff={revoking}
      label={revoking ? messages.revoke : messages.reactivate}
      title={revoking ? messages.revokeTitle : messages.reactivateTitle}
      message={format(revoking ? messages.revokeText : messages.reactivateText, { code: certificate.code })}
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
    />
  );
}

export function AdminCertificatesPage() {
  const allMessages = useMessages();
  const messages = allMessages.academic.admin.certificates;
  const client = useApiClient();
  const certificates = useDataList({
    fields: LIST_FIELDS,
    query: (state, request) =>
      certificatesQuery(client, {
        active: state.active ?? undefined,
        userId: valid(state.userId) ?? undefined,
        organizationId: valid(state.organizationId) ?? undefined,
        ...request,
      }),
  });
  const { values, set } = certificates;
  const { userId, organizationId } = values;
  const { scopes } = useSession();
  const download = useDownloadCertificate();

  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        {messages.title}
      </Title>
      <ListFilters
        active={[values.active !== null, userId.trim(), organizationId.trim()].filter(Boolean).length}
      >
        <Group align="flex-end">
          <SegmentedControl
            value={values.active === null ? 'all' : values.active ? 'valid' : 'revoked'}
            onChange={(value) => set({ active: value === 'all' ? null : value === 'valid' })}
            data={[
              { value: 'all', label: allMessages.academic.actions.all },
              { value: 'valid', label: messages.valid },
              { value: 'revoked', label: messages.revoked },
            ]}
          />
          {mayCall('findAllUsers', scopes) ? (
            <UserPicker
              label={messages.userFilter}
              value={valid(userId)}
              onChange={(id) => set({ userId: id ?? '' })}
              w={{ base: '100%', sm: 340 }}
            />
          ) : (
            <TextInput
              label={messages.userIdFilter}
              value={userId}
              onChange={(event) => set({ userId: event.currentTarget.value })}
              error={userId.trim() && !valid(userId) ? allMessages.academic.errors.checkFields : undefined}
              w={{ base: '100%', sm: 340 }}
            />
          )}
          <TextInput
            label={messages.organizationFilter}
            value={organizationId}
            onChange={(event) => set({ organizationId: event.currentTarget.value })}
            error={
              organizationId.trim() && !valid(organizationId)
                ? allMessages.academic.errors.checkFields
                : undefined
            }
            w={{ base: '100%', sm: 340 }}
          />
        </Group>
      </ListFilters>
      <DataList<typeof LIST_FIELDS, Certificate>
        list={certificates}
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
          dateColumn('issuedAt', messages.issuedAt),
          { accessor: 'grade', title: messages.grade, render: (row) => formatNumber(row.grade) },
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
    </Stack>
  );
}
