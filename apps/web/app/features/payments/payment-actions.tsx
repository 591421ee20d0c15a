/**
 * Staff actions on a payment: force a status (only the transitions the API allows, with a
 * reason, confirmed once) and refund (an amount up to what is left, confirmed once).
 */
import { compareMoney, isZeroMoney, PAYMENT_STATUS_NEXT, subtractMoney } from '@catedra/contract/browser';
import { Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { format, useMessages } from '../../i18n';
import { amountFromInput, amountToInput, formatAmount } from '../../lib/formats';
import { ActionDialog } from '../../ui/action-dialog';
import { useForcePaymentStatus } from './api';
import type { Payment, PaymentStatus } from './queries';

/** What a refund may still give back. */
export const refundableOf = (payment: Payment) => subtractMoney(payment.amount, payment.refundedAmount);

/** Forcing offers every allowed next status but REFUNDED, which the refund action asks with an amount. */
export const forcibleStatuses = (status: PaymentStatus): PaymentStatus[] =>
  PAYMENT_STATUS_NEXT[status].filter((next) => next !== 'REFUNDED');

function ForceStatus({ payment }: { payment: Payment }) {
  const messages = useMessages().payments;
  const force = useForcePaymentStatus(payment.id);
  const [status, setStatus] = useState<PaymentStatus | null>(null);
  const options = forcibleStatuses(payment.status);
  if (options.length === 0) return null;
  return (
    <ActionDialog
      label={messages.page.forceStatus}
      title={messages.page.forceTitle}
      text={messages.page.forceText}
      reasonLabel={messages.page.reason}
      confirmLabel={messages.page.forceConfirm}
      ready={status !== null}
      successText={messages.page.forced}
      onConfirm={(reason) => force.mutateAsync({ status: status!, reason })}
      testId="force-status"
    >
      <Select
        label={messages.page.newStatus}
        data={options.map((value) => ({ value, label: messages.status[value] }))}
        value={status}
        onChange={(value) => setStatus(value as PaymentStatus | null)}
        required
        comboboxProps={{ withinPortal: false }}
        data-testid="force-status-select"
      />
    </ActionDialog>
  );
}

function Refund({ payment }: { payment: Payment }) {
  const messages = useMessages().payments.page;
  const force = useForcePaymentStatus(payment.id);
  const left = refundableOf(payment);
  const [text, setText] = useState(amountToInput(left));
  if (payment.status !== 'APPROVED' || isZeroMoney(left)) return null;
  const amount = amountFromInput(text);
  const valid = amount !== null && !isZeroMoney(amount) && compareMoney(amount, left) <= 0;
  const leftText = formatAmount(left, payment.currency);
  return (
    <ActionDialog
      label={messages.refund}
      title={messages.refundTitle}
      text={format(messages.refundText, { left: leftText })}
      reasonLabel={messages.reason}
      confirmLabel={messages.refundConfirm}
      color="red"
      ready={valid}
      successText={messages.refundedDone}
      onConfirm={(reason) => force.mutateAsync({ status: 'REFUNDED', reason, amount: amount! })}
      testId="refund"
    >
      <TextInput
        label={messages.refundAmount}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        inputMode="decimal"
        error={text.trim() && !valid ? format(messages.refundAmountInvalid, { left: leftText }) : undefined}
        required
        data-testid="refund-amount"
      />
    </ActionDialog>
  );
}

export function PaymentActions({ payment }: { payment: Payment }) {
  const messages = useMessages().payments.page;
  const terminal = PAYMENT_STATUS_NEXT[payment.status].length === 0;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="payment-actions">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {messages.actions}
        </Title>
        {terminal ? (
          <Text size="sm" c="dimmed">
            {messages.noActions}
          </Text>
        ) : (
          <Group>
            <ForceStatus payment={payment} />
            <Refund payment={payment} />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
