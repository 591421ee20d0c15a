/**
 * An enrollment's payments on its admin page: each payment of the enrollment, "Adjuntar un
 * pago" (one of the student's payments in the same currency that no enrollment holds),
 * "Sincronizar con los proveedores" and the seller's "Generar link de pago" (a payment for
 * the oldest owed period; its link is shown once, to copy).
 */
import {
  Anchor,
  Button,
  CopyButton,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../i18n';
import { mayCall } from '../../lib/access';
import { problemMessage } from '../../lib/api-problem';
import { formatDate } from '../../lib/dates';
import { formatAmount } from '../../lib/formats';
import { ActionDialog } from '../../ui/action-dialog';
import { EmptyState, QueryState } from '../../ui/query-state';
import { notify } from '../../ui/toast';
import { useApiClient, useSession } from '../session';
import { useAttachPayment, useCreateEnrollmentPayment, useUserPayments } from './api';
import { PaymentStatusBadge } from './badges';
import type { Payment } from './queries';

export type EnrollmentRef = { id: string; userId: string; currency: Payment['currency'] | null };

/** The web address of a payment link, for the payer to open. */
export const checkoutUrl = (linkToken: string) =>
  `${typeof window === 'undefined' ? '' : window.location.origin}/checkout/${linkToken}`;

function AttachPayment({ enrollment, payments }: { enrollment: EnrollmentRef; payments: Payment[] }) {
  const text = useMessages().payments.enrollment;
  const messages = useMessages().payments;
  const attach = useAttachPayment(enrollment.id);
  const [paymentId, setPaymentId] = useState<string | null>(null);
  const free = payments.filter(
    (payment) => payment.enrollmentId === null && payment.currency === enrollment.currency,
  );
  return (
    <ActionDialog
      label={text.attach}
      title={text.attachTitle}
      text={free.length ? text.attachText : text.attachNone}
      confirmLabel={text.attachConfirm}
      ready={paymentId !== null}
      successText={text.attached}
      onConfirm={() => attach.mutateAsync(paymentId!)}
      testId="attach-payment"
    >
      {free.length > 0 && (
        <Select
          label={text.attachPick}
          data={free.map((payment) => ({
            value: payment.id,
            label: `${formatAmount(payment.amount, payment.currency)} · ${messages.status[payment.status]} · ${formatDate(payment.createdAt)}`,
          }))}
          value={paymentId}
          onChange={setPaymentId}
          comboboxProps={{ withinPortal: false }}
          data-testid="attach-payment-select"
        />
      )}
    </ActionDialog>
  );
}

function SyncPayments({ enrollmentId }: { enrollmentId: string }) {
  const messages = useMessages();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const sync = useMutation({
    mutationFn: () => client.syncEnrollmentPayments({ enrollmentId }),
    onSuccess: () => {
      notify.success(messages.payments.enrollment.synced);
      return Promise.all(
        [['payments'], ['enrollments']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (error) => notify.error(problemMessage(error, messages.academic.errors)),
  });
  return (
    <Button
      variant="light"
      loading={sync.isPending}
      onClick={() => sync.mutate()}
      data-testid="sync-payments"
    >
      {messages.payments.enrollment.sync}
    </Button>
  );
}

function PaymentLink({ enrollmentId }: { enrollmentId: string }) {
  const text = useMessages().payments.enrollment;
  const create = useCreateEnrollmentPayment();
  const [link, setLink] = useState<string | null>(null);
  return (
    <Stack gap="xs">
      <ActionDialog
        label={text.link}
        title={text.linkTitle}
        text={text.linkText}
        confirmLabel={text.linkConfirm}
        successText={text.linkReady}
        onConfirm={async () => {
          const payment = await create.mutateAsync(enrollmentId);
          if (payment.linkToken) setLink(checkoutUrl(payment.linkToken));
          return payment;
        }}
        testId="payment-link"
      />
      {link && (
        <Group gap="xs" align="flex-end">
          <TextInput
            label={text.linkTitle}
            value={link}
            readOnly
            w={{ base: '100%', sm: 420 }}
            data-testid="payment-link-value"
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
                {copied ? text.copied : text.copy}
              </Button>
            )}
          </CopyButton>
        </Group>
      )}
    </Stack>
  );
}

function PaymentsTable({ payments }: { payments: Payment[] }) {
  const messages = useMessages().payments;
  const columns = messages.list.columns;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table data-testid="enrollment-payments">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{columns.createdAt}</Table.Th>
            <Table.Th ta="right">{columns.amount}</Table.Th>
            <Table.Th>{columns.status}</Table.Th>
            <Table.Th>{columns.vendor}</Table.Th>
            <Table.Th>{columns.paidAt}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((payment) => (
            <Table.Tr key={payment.id} data-testid="enrollment-payment">
              <Table.Td>
                <Anchor component={Link} to={`/admin/payments/${payment.id}`} size="sm">
                  {formatDate(payment.createdAt)}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right">{formatAmount(payment.amount, payment.currency)}</Table.Td>
              <Table.Td>
                <PaymentStatusBadge status={payment.status} />
              </Table.Td>
              <Table.Td>{payment.vendorId ? messages.vendor[payment.vendorId] : '—'}</Table.Td>
              <Table.Td>{payment.paidAt ? formatDate(payment.paidAt) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function EnrollmentPayments({ enrollment }: { enrollment: EnrollmentRef }) {
  const text = useMessages().payments.enrollment;
  const { scopes } = useSession();
  const payments = useUserPayments(enrollment.userId);
  return (
    <Paper withBorder radius="lg" p="md" data-testid="enrollment-payments-panel">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {text.title}
        </Title>
        <QueryState query={payments}>
          {() => {
            const all = payments.data!.content;
            const own = all.filter((payment) => payment.enrollmentId === enrollment.id);
            return (
              <Stack gap="sm">
                {own.length ? <PaymentsTable payments={own} /> : <EmptyState>{text.empty}</EmptyState>}
                <Group align="flex-start">
                  {mayCall('addEnrollmentPaymentHistory', scopes) && (
                    <AttachPayment enrollment={enrollment} payments={all} />
                  )}
                  {mayCall('syncEnrollmentPayments', scopes) && <SyncPayments enrollmentId={enrollment.id} />}
                </Group>
                {mayCall('createPayment', scopes) && <PaymentLink enrollmentId={enrollment.id} />}
              </Stack>
            );
          }}
        </QueryState>
      </Stack>
    </Paper>
  );
}
