/**
 * The public verification of a certificate by its code: valid, revoked or unknown. It shows
 * only what the API gives the public (name, course and date), nothing else.
 */
import { Alert, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { format, useMessages } from '../../i18n';
import { formatDate } from '../../lib/dates';
import { Fact } from '../../ui/fact';
import { QueryState } from '../../ui/query-state';
import { useCertificateVerification } from './api';

const TONE = { valid: 'teal', revoked: 'orange', unknown: 'red' } as const;

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
          {(result) => {
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
                      <Fact label={messages.student} gap={2}>
                        {result.studentName}
                      </Fact>
                      <Fact label={messages.course} gap={2}>
                        {result.courseTitle}
                      </Fact>
                      <Fact label={messages.issuedAt} gap={2}>
                        {result.issuedAt ? formatDate(result.issuedAt) : '—'}
                      </Fact>
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
