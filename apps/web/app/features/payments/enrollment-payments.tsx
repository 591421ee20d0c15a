/**
 * An enrollment's payments on its admin page: the enrollment's payments a page at a time
 * (findAllPayments?enrollmentId, newest first), "Adjuntar un
 * pago" (one of the student's payments in the same currency that no enrollment holds),
 * "Sincronizar con los proveedores" and the seller's "Generar link de pago" (a payment for
 * the oldest owed period; its link is shown once, to copy or send by WhatsApp). Each payment
 * says which periods it paid and, when staff recorded it by hand, how the money arrived. A
 * link made with the enrollment ("Nueva inscripción") arrives in the page's navigation state.
 */

import { Button, CopyButton, Group, Select, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { format, useMessages } from '../../i18n';
import { mayCall } from '../../lib/access';
import { problemMessage } from '../../lib/api-problem';
import { formatDate } from '../../lib/dates';
import { formatAmount } from '../../lib/formats';
import { invalidateOperations } from '../../lib/query-keys';
import { ActionDialog } from '../../ui/action-dialog';
import { DataList, dateColumn, pagingFields, useApiList } from '../../ui/data-list';
import { ExternalButton } from '../../ui/external-link';
import { Section } from '../../ui/section';
import { TextLink } from '../../ui/text-link';
import { notify } from '../../ui/toast';
import { useApiClient, useSession } from '../session';
import { useAttachPayment, useCreateEnrollmentPayment, useUserPayments } from './api';
import { PaymentStatusBadge } from './badges';
import { paidPeriodsPhrase, paymentMeansText } from './paid-periods';
import { enrollmentPaymentsQuery, MONEY_READS, type Payment } from './queries';

export type EnrollmentRef = { id: string; userId: string; currency: Payment['currency'] | null };

/** WhatsApp's chat redirect with the message prefilled: the person picks whom to send it to. */
export const whatsAppShareUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

/** The link handed by the page that created the enrollment, if it made one (shown once). */
function useLinkFromCreation(): string | null {
  const state = useLocation().state as { paymentLink?: unknown } | null;
  return typeof state?.paymentLink === 'string' ? state.paymentLink : null;
}

/** The web address of a payment link, for the payer to open. */
export const checkoutUrl = (linkToken: string) =>
  `${typeof window === 'undefined' ? '' : window.location.origin}/checkout/${linkToken}`;

/** The student's latest payments that no enrollment holds, in this enrollment's currency. */
function AttachPayment({ enrollment }: { enrollment: EnrollmentRef }) {
  const text = useMessages().payments.enrollment;
  const messages = useMessages().payments;
  const attach = useAttachPayment(enrollment.id);
  const payments = useUserPayments(enrollment.userId);
  const [paymentId, setPaymentId] = useState<string | null>(null);
  const free = (payments.data?.content ?? []).filter(
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
      return invalidateOperations(queryClient, ...MONEY_READS);
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
  const [link, setLink] = useState<string | null>(useLinkFromCreation());
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
          <ExternalButton
            href={whatsAppShareUrl(format(text.whatsappText, { link }))}
            variant="light"
            color="green"
            testId="payment-link-whatsapp"
          >
            {text.whatsapp}
          </ExternalButton>
        </Group>
      )}
    </Stack>
  );
}

/** The enrollment's payments, a page at a time, newest first; in memory like the page's other panels. */
const PAYMENT_FIELDS = pagingFields('findAllPayments', { column: 'createdAt', direction: 'desc' });

function PaymentsTable({ enrollmentId }: { enrollmentId: string }) {
  const messages = useMessages().payments;
  const columns = messages.list.columns;
  const list = useApiList(
    PAYMENT_FIELDS,
    (client, _state, request) => enrollmentPaymentsQuery(client, enrollmentId, request),
    { inMemory: true },
  );
  return (
    <DataList<typeof PAYMENT_FIELDS, Payment>
      list={list}
      compact
      noRecordsText={messages.enrollment.empty}
      testId="enrollment-payments"
      columns={[
        {
          accessor: 'createdAt',
          title: columns.createdAt,
          render: (payment) => (
            <TextLink to={`/admin/payments/${payment.id}`}>{formatDate(payment.createdAt)}</TextLink>
          ),
        },
        {
          accessor: 'amount',
          title: columns.amount,
          textAlign: 'right',
          render: (payment) => formatAmount(payment.amount, payment.currency),
        },
        {
          accessor: 'status',
          title: columns.status,
          render: (payment) => <PaymentStatusBadge status={payment.status} />,
        },
        {
          accessor: 'paidPeriods',
          title: columns.paidPeriods,
          render: (payment) => paidPeriodsPhrase(payment.paidPeriods, messages.paidPeriods),
        },
        {
          accessor: 'vendorId',
          title: columns.vendor,
          render: (payment) => paymentMeansText(payment, messages),
        },
        dateColumn('paidAt', columns.paidAt),
      ]}
    />
  );
}

export function EnrollmentPayments({ enrollment }: { enrollment: EnrollmentRef }) {
  const text = useMessages().payments.enrollment;
  const { scopes } = useSession();
  return (
    <Section title={text.title} testId="enrollment-payments-panel">
      <PaymentsTable enrollmentId={enrollment.id} />
      <Group align="flex-start">
        {mayCall('addEnrollmentPaymentHistory', scopes) && <AttachPayment enrollment={enrollment} />}
        {mayCall('syncEnrollmentPayments', scopes) && <SyncPayments enrollmentId={enrollment.id} />}
      </Group>
      {mayCall('createPayment', scopes) && <PaymentLink enrollmentId={enrollment.id} />}
    </Section>
  );
}
