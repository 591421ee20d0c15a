/**
 * The student's side: "Pagar ahora" (a payment for his enrollment's oldest owed period — the
 * open one it already has, when it has one: the API resumes it — then its checkout) and
 * "Mis pagos", every payment of his with its status.
 */
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useMessages } from '../../i18n';
import { problemMessage } from '../../lib/api-problem';
import { formatDate } from '../../lib/dates';
import { formatAmount } from '../../lib/formats';
import { PageHeader } from '../../ui/list-page';
import { EmptyState, QueryState } from '../../ui/query-state';
import { notify } from '../../ui/toast';
import { useConfirmOnce } from '../../ui/use-confirm-once';
import { useSession } from '../session';
import { useCreateEnrollmentPayment, useUserPayments } from './api';
import { PaymentStatusBadge } from './badges';
import { ReceiptButton } from './receipt-button';

/**
 * Starts (or resumes) the payment of an enrollment's oldest owed period and opens its checkout:
 * "Pagar ahora", and "Inscribirme" right after the enrollment is created.
 */
export function useStartCheckout() {
  const navigate = useNavigate();
  const create = useCreateEnrollmentPayment();
  return async (enrollmentId: string) => {
    const payment = await create.mutateAsync(enrollmentId);
    if (payment.linkToken) navigate(`/checkout/${payment.linkToken}`);
  };
}

export function PayNowButton({ enrollmentId }: { enrollmentId: string }) {
  const messages = useMessages();
  const startCheckout = useStartCheckout();
  const { confirm, pending } = useConfirmOnce(async () => {
    try {
      await startCheckout(enrollmentId);
    } catch (error) {
      notify.error(problemMessage(error, messages.academic.errors));
    }
  }, true);
  return (
    <Button size="sm" loading={pending} onClick={confirm} data-testid="pay-now">
      {messages.payments.me.payNow}
    </Button>
  );
}

function PaymentHistory() {
  const messages = useMessages().payments;
  const { user } = useSession();
  const payments = useUserPayments(user?.id);
  return (
    <QueryState query={payments}>
      {(page) =>
        page.content.length === 0 ? (
          <EmptyState>{messages.me.empty}</EmptyState>
        ) : (
          <Stack gap="sm" data-testid="my-payments">
            {page.content.map((payment) => (
              <Card withBorder radius="lg" padding="md" key={payment.id} data-testid="my-payment">
                <Group justify="space-between">
                  <Stack gap={2}>
                    <Text fw={600}>{formatAmount(payment.amount, payment.currency)}</Text>
                    <Text size="sm" c="dimmed">
                      {payment.description || messages.segment[payment.segment]} ·{' '}
                      {formatDate(payment.paidAt ?? payment.createdAt)}
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    <ReceiptButton payment={payment} />
                    <PaymentStatusBadge status={payment.status} />
                  </Group>
                </Group>
              </Card>
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
}

/** Mis pagos: what is due (given by the enrollments feature, each with its "Pagar ahora") and the history. */
export function MyPaymentsPage({ due }: { due: ReactNode }) {
  const messages = useMessages().payments.me;
  return (
    <Stack gap="lg">
      <PageHeader title={messages.title} subtitle={messages.intro} fz={{ base: 28, sm: 36 }} />
      <Title order={2} fz="lg">
        {messages.dueTitle}
      </Title>
      {due}
      <Title order={2} fz="lg">
        {messages.historyTitle}
      </Title>
      <PaymentHistory />
    </Stack>
  );
}
