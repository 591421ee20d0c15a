/**
 * The public verification of a certificate by its code: valid, revoked or unknown. It shows
 * only what the API gives the public (name, course and date), nothing else.
 */
import { Alert, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { format, useMessages } from '../../i18n';
import { formatDate } from '../../lib/dates';
import { QueryState } from '../../ui/query-state';
import { useCertificateVerification } from './api';

const TONE = { valid: 'teal', revoked: 'orange', unknown: 'red' } as const;

/** One fact of a verified certificate: its label, small and dimmed, over its value. */
function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

export function VerifyCertificatePage({ code }: { code: string }) {
  const messages = useMessages().academic.verify;
  const verification = useCertificateVerification(code);
  return (
    <Container size="sm" py={{ base: 40, sm: 72 }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {messages.title}
        </Title>
        <Text c="dimmed" ff="monospace">
          {format(messages.code, { code })}
        </Text>
        <QueryState query={verification}>
          {() => {
            const result = verification.data!;
            const title = {
              valid: messages.validTitle,
              revoked: messages.revokedTitle,
              unknown: messages.unknownTitle,
            }[result.status];
            const text = {
              valid: messages.validText,
              revoked: messages.revokedText,
              unknown: messages.unknownText,
            }[result.status];
            return (
              <Stack gap="md" data-testid="certificate-verification" data-status={result.status}>
                <Alert color={TONE[result.status]} variant="light" title={title}>
                  {text}
                </Alert>
                {result.status !== 'unknown' && (
                  <Card withBorder radius="lg" padding="lg">
                    <SimpleGrid cols={{ base: 1, sm: 3 }}>
                      <Fact label={messages.student} value={result.studentName} />
                      <Fact label={messages.course} value={result.courseTitle} />
                      <Fact
                        label={messages.issuedAt}
                        value={result.issuedAt ? formatDate(result.issuedAt) : '—'}
                      />
                    </SimpleGrid>
                  </Card>
                )}
              </Stack>
            );
          }}
        </QueryState>
      </Stack>
    </Container>
  );
}
