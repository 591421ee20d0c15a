/**
 * A payment's page: amount, status, payer, enrollment and receipt number; what it pays
 * (components); its vendor refunds (pending ones said apart); the vendor's data as received;
 * the status history as a timeline; the staff's actions; and the vendor charges kept as
 * unapplied on it, with their decisions.
 */
import { formatReceiptNumber, isZeroMoney } from '@catedra/contract/browser';
import { Badge, Code, Group, ScrollArea, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { format, useMessages } from '../../i18n';
import { mayCall } from '../../lib/access';
import { formatDate, formatDateTime } from '../../lib/dates';
import { formatAmount } from '../../lib/formats';
import { UserName } from '../../ui/people';
import { QueryState } from '../../ui/query-state';
import { RecordColumns, RecordPage } from '../../ui/record-page';
import { Section } from '../../ui/section';
import { TextLink } from '../../ui/text-link';
import { useSession } from '../session';
import { usePayment, usePaymentComponents, usePaymentDetails } from './api';
import { PaymentStatusBadge } from './badges';
import { historyPhrase } from './history-phrase';
import { paidPeriodsPhrase } from './paid-periods';
import { PaymentActions } from './payment-actions';
import type { Payment, PaymentDetails } from './queries';
import { ReceiptButton } from './receipt-button';
import { pendingRefundsOf } from './refunds';
import { PaymentUnappliedCharges } from './unapplied-charges';

function Header({ payment }: { payment: Payment }) {
  const messages = useMessages().payments;
  const text = messages.page;
  return (
    <Stack gap={6}>
      <TextLink to="/admin/payments">{text.back}</TextLink>
      <Group gap="xs">
        <PaymentStatusBadge status={payment.status} />
        <Text size="sm" c="dimmed">
          {payment.vendorId ? messages.vendor[payment.vendorId] : text.noVendor} ·{' '}
          {messages.segment[payment.segment]}
        </Text>
        <ReceiptButton payment={payment} />
      </Group>
      <Title order={1} fz={{ base: 24, sm: 30 }} data-testid="payment-title">
        {format(text.title, { amount: formatAmount(payment.amount, payment.currency) })}
      </Title>
      <Group gap="lg">
        <Group gap={4}>
          <Text size="sm" c="dimmed">
            {text.payer}:
          </Text>
          <UserName userId={payment.userId} link />
        </Group>
        {payment.enrollmentId && (
          <TextLink to={`/admin/enrollments/${payment.enrollmentId}`}>{text.enrollment}</TextLink>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {format(text.createdAt, { date: formatDate(payment.createdAt) })}
        {payment.paidAt && ` · ${format(text.paidAt, { date: formatDate(payment.paidAt) })}`}
      </Text>
      {payment.receiptNumber !== null && (
        <Text size="sm" data-testid="payment-receipt-number">
          {format(text.receiptNumber, { number: formatReceiptNumber(payment.receiptNumber) })}
        </Text>
      )}
      {payment.refundedAmount !== '0.00' && (
        <Text size="sm" data-testid="payment-refunded">
          {format(text.refunded, { amount: formatAmount(payment.refundedAmount, payment.currency) })}
        </Text>
      )}
      {payment.paidPeriods.length > 0 && (
        <Text size="sm" data-testid="payment-paid-periods">
          {text.paidPeriods}: {paidPeriodsPhrase(payment.paidPeriods, messages.paidPeriods)}
        </Text>
      )}
      {payment.method && (
        <Text size="sm" data-testid="payment-method">
          {text.method}: {messages.method[payment.method]}
        </Text>
      )}
      {payment.description && <Text size="sm">{payment.description}</Text>}
      {payment.vendorReference && (
        <Text size="sm">
          {text.reference}: <Code>{payment.vendorReference}</Code>
        </Text>
      )}
    </Stack>
  );
}

function Components({ paymentId }: { paymentId: string }) {
  const messages = useMessages().payments;
  const components = usePaymentComponents(paymentId);
  return (
    <Section title={messages.page.components}>
      <QueryState query={components}>
        {(lines) =>
          lines.length === 0 ? (
            <Text size="sm" c="dimmed">
              {messages.page.componentsEmpty}
            </Text>
          ) : (
            <Table data-testid="payment-components">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{messages.page.kind}</Table.Th>
                  <Table.Th>{messages.page.description}</Table.Th>
                  <Table.Th ta="right">{messages.page.amount}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lines.map((line) => (
                  <Table.Tr key={`${line.kind}-${line.periodNumber}-${line.description}-${line.amount}`}>
                    <Table.Td>
                      {line.periodNumber
                        ? format(messages.page.period, { number: line.periodNumber })
                        : messages.componentKind[line.kind]}
                    </Table.Td>
                    <Table.Td>{line.description}</Table.Td>
                    <Table.Td ta="right">{formatAmount(line.amount, line.currency)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        }
      </QueryState>
    </Section>
  );
}

function StatusHistory({ details, currency }: { details: PaymentDetails; currency: Payment['currency'] }) {
  const messages = useMessages().payments;
  const text = messages.page;
  const sourceName = (source: PaymentDetails['history'][number]['source']) =>
    source === 'staff' || source === 'system' ? messages.source[source] : messages.vendor[source];
  if (details.history.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {text.historyEmpty}
      </Text>
    );
  }
  return (
    <Timeline bulletSize={14} lineWidth={2} active={details.history.length - 1} data-testid="payment-history">
      {details.history.map((change) => (
        <Timeline.Item
          key={`${change.at}-${change.to}`}
          title={historyPhrase(change, currency, messages)}
          data-testid="payment-history-item"
        >
          <Text size="xs" c="dimmed">
            {formatDateTime(change.at)} · {sourceName(change.source)}
          </Text>
          {change.by && (
            <Group gap={4}>
              <Text size="xs" c="dimmed">
                {text.historyBy}
              </Text>
              <UserName userId={change.by} />
            </Group>
          )}
          {change.reason && <Text size="sm">{format(text.historyReason, { reason: change.reason })}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

function VendorData({ details }: { details: PaymentDetails }) {
  const text = useMessages().payments.page;
  const empty = Object.keys(details.vendorData).length === 0;
  return empty ? (
    <Text size="sm" c="dimmed">
      {text.vendorDataEmpty}
    </Text>
  ) : (
    <ScrollArea.Autosize mah={320}>
      <Code block data-testid="vendor-data">
        {JSON.stringify(details.vendorData, null, 2)}
      </Code>
    </ScrollArea.Autosize>
  );
}

const REFUND_COLOR = { PENDING: 'violet', COMPLETED: 'teal', FAILED: 'red' } as const;

/** The payment's vendor refunds: asked by staff or made at the vendor; pending ones wait for its confirmation. */
function Refunds({ details, currency }: { details: PaymentDetails; currency: Payment['currency'] }) {
  const text = useMessages().payments.page;
  const pending = pendingRefundsOf(details.refunds);
  return (
    <Section title={text.refunds} testId="payment-refunds">
      {!isZeroMoney(pending) && (
        <Text size="sm" mb="xs" data-testid="payment-refunds-pending">
          {format(text.refundsPending, { amount: formatAmount(pending, currency) })}
        </Text>
      )}
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{text.refundColumns.date}</Table.Th>
            <Table.Th ta="right">{text.refundColumns.amount}</Table.Th>
            <Table.Th>{text.refundColumns.status}</Table.Th>
            <Table.Th>{text.refundColumns.origin}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {details.refunds.map((refund) => (
            <Table.Tr key={refund.id} data-testid="payment-refund">
              <Table.Td>{formatDateTime(refund.completedAt ?? refund.createdAt)}</Table.Td>
              <Table.Td ta="right">{formatAmount(refund.amount, refund.currency)}</Table.Td>
              <Table.Td>
                <Badge color={REFUND_COLOR[refund.status]} variant="light">
                  {text.refundStatus[refund.status]}
                </Badge>
              </Table.Td>
              <Table.Td>{text.refundOrigin[refund.origin]}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Section>
  );
}

function DetailsPanels({ paymentId, currency }: { paymentId: string; currency: Payment['currency'] }) {
  const text = useMessages().payments.page;
  const details = usePaymentDetails(paymentId);
  return (
    <QueryState query={details}>
      {(loaded) => (
        <Stack gap="lg">
          {loaded.refunds.length > 0 && <Refunds details={loaded} currency={currency} />}
          <Section title={text.history}>
            <StatusHistory details={loaded} currency={currency} />
          </Section>
          <Section title={text.vendorData}>
            <VendorData details={loaded} />
          </Section>
        </Stack>
      )}
    </QueryState>
  );
}

export function PaymentPage({ paymentId }: { paymentId: string }) {
  const text = useMessages().payments.page;
  const { scopes } = useSession();
  const payment = usePayment(paymentId);
  return (
    <RecordPage name="payment" query={payment} notFoundMessage={text.notFound}>
      {(loaded) => (
        <>
          <Header payment={loaded} />
          {mayCall('updatePaymentStatus', scopes) && <PaymentActions payment={loaded} />}
          {mayCall('findAllUnappliedCharges', scopes) && <PaymentUnappliedCharges paymentId={paymentId} />}
          <RecordColumns
            mainSpan={6}
            main={<Components paymentId={paymentId} />}
            side={<DetailsPanels paymentId={paymentId} currency={loaded.currency} />}
          />
        </>
      )}
    </RecordPage>
  );
}
