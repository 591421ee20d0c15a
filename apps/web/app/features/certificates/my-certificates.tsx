/** The student's certificates, each with its PDF and its public verification page. */
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { format, useMessages } from '../../i18n';
import { problemMessage } from '../../lib/api-problem';
import { formatDate } from '../../lib/dates';
import { PagePagination } from '../../ui/page-pagination';
import { PageState } from '../../ui/query-state';
import { notify } from '../../ui/toast';
import { useSession } from '../session';
import { useDownloadCertificate, useMyCertificates } from './api';

export function MyCertificates() {
  const allMessages = useMessages();
  const messages = allMessages.academic.me;
  const { user } = useSession();
  const [page, setPage] = useState(0);
  const certificates = useMyCertificates(user?.id, page);
  const download = useDownloadCertificate();
  return (
    <PageState query={certificates} emptyText={messages.certificatesEmpty}>
      {(rows, listPage) => (
        <Stack gap="sm" data-testid="my-certificates">
          {rows.map((certificate) => (
            <Card key={certificate.id} withBorder radius="md" padding="md">
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Stack gap={2}>
                  <Text fw={600}>{certificate.courseTitle}</Text>
                  <Text size="sm" c="dimmed">
                    {format(messages.certificateOf, { code: certificate.code })} ·{' '}
                    {formatDate(certificate.issuedAt)}
                  </Text>
                </Stack>
                <Group gap="xs">
                  {!certificate.active && <Badge color="orange">{messages.revoked}</Badge>}
                  <Button
                    variant="subtle"
                    size="xs"
                    component={Link}
                    to={`/certificates/${encodeURIComponent(certificate.code)}`}
                  >
                    {messages.verifyLink}
                  </Button>
                  <Button
                    size="xs"
                    loading={download.isPending && download.variables?.id === certificate.id}
                    onClick={() =>
                      download.mutate(certificate, {
                        onError: (error) =>
                          notify.error(
                            problemMessage(error, allMessages.academic.errors) || messages.downloadFailed,
                          ),
                      })
                    }
                  >
                    {messages.download}
                  </Button>
                </Group>
              </Group>
            </Card>
          ))}
          <PagePagination page={page} totalPages={listPage.totalPages} onChange={setPage} />
        </Stack>
      )}
    </PageState>
  );
}
