/**
 * The sandbox vendor's payer page (`/checkout/sandbox/{reference}`): approve, reject or
 * leave the payment pending. The API's sandbox then notifies the API like a real vendor
 * (signed), so the outcome travels the same path as Mercado Pago's. "Volver al pago" goes
 * back only to a checkout path of this site.
 */
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { format, useMessages } from '../../i18n';
import { problemMessage } from '../../lib/api-problem';
import { formatAmount } from '../../lib/formats';
import { queryKeyOf } from '../../lib/query-keys';
import { QueryState } from '../../ui/query-state';
import { useApiClient } from '../session';
import { sandboxPaymentQuery } from './queries';

/** The return address when it is one of our checkout pages; anything else is ignored. */
export const safeReturn = (value: string | null): string | null =>
  value && /^\/checkout\/[A-Za-z0-9_-]{43}$/.test(value) ? value : null;

const DECISIONS = [
  { decision: 'APPROVED', label: 'approve', color: 'teal' },
  { decision: 'REJECTED', label: 'reject', color: 'red' },
  { decision: 'PENDING', label: 'leavePending', color: 'gray' },
] as const;

export function SandboxPage({ reference }: { reference: string }) {
  const messages = useMessages();
  const text = messages.payments.sandbox;
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const back = safeReturn(params.get('return'));
  const payment = useQuery(sandboxPaymentQuery(client, reference));
  const decide = useMutation({
    mutationFn: (decision: (typeof DECISIONS)[number]['decision']) =>
      client.decideSandboxPayment({ reference, sandboxDecision: { decision } }),
    onSuccess: (answer) => queryClient.setQueryData(queryKeyOf('getSandboxPayment', { reference }), answer),
  });
  return (
    <Container size="sm" py={{ base: 32, sm: 64 }}>
      <Stack gap="lg" data-testid="sandbox-page">
        <Title order={1}>{text.title}</Title>
        <Text c="dimmed">{text.lead}</Text>
        {payment.isError ? (
          <Alert color="red">{text.notFound}</Alert>
        ) : (
          <QueryState query={payment}>
            {(loaded) => (
              <Stack gap="md">
                <Text fw={700} fz="xl">
                  {format(text.amount, {
                    amount: formatAmount(loaded.amount, loaded.currency),
                  })}
                </Text>
                <Text size="sm" data-testid="sandbox-status" data-status={loaded.status}>
                  {format(text.status, { status: messages.payments.status[loaded.status] })}
                </Text>
                <Group>
                  {DECISIONS.map(({ decision, label, color }) => (
                    <Button
                      key={decision}
                      color={color}
                      loading={decide.isPending && decide.variables === decision}
                      disabled={decide.isPending}
                      onClick={() => decide.mutate(decision)}
                      data-testid={`sandbox-${decision.toLowerCase()}`}
                    >
                      {text[label]}
                    </Button>
                  ))}
                </Group>
                {decide.isSuccess && <Alert color="teal">{text.decided}</Alert>}
                {decide.isError && (
                  <Alert color="red">{problemMessage(decide.error, messages.academic.errors)}</Alert>
                )}
                {back && (
                  <Button
                    component={Link}
                    to={back}
                    variant="light"
                    w="fit-content"
                    data-testid="sandbox-back"
                  >
                    {text.back}
                  </Button>
                )}
              </Stack>
            )}
          </QueryState>
        )}
      </Stack>
    </Container>
  );
}
