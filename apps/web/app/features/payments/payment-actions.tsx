/**
 * Staff actions on a payment: force a status (only the transitions the API allows, with a
 * reason, confirmed once) and refund (an amount up to what is left, confirmed once): through
 * the payment's vendor, or by hand for a manual payment.
 */

import { isProblem } from '@catedra/client';
import { compareMoney, isZeroMoney, PAYMENT_METHODS, PAYMENT_STATUS_NEXT } from '@catedra/contract/browser';
import { Group, Select, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { format, useMessages } from '../../i18n';
import { formatAmount } from '../../lib/formats';
import { amountFromInput, amountToInput } from '../../lib/typed-decimals';
import { ActionDialog } from '../../ui/action-dialog';
import { Section } from '../../ui/section';
import { useForcePaymentStatus, usePaymentDetails, useRefundPayment } from './api';
import type { Payment, PaymentMethod, PaymentStatus } from './queries';
import { pendingRefundsOf, refundableOf, refundOutcome, refundsThroughVendor } from './refunds';

/** One key per refund asked: a retry after a failure is the same refund. */
const newRefundKey = () => crypto.randomUUID();

/** Money staff record by hand (a manual payment, or one never started with a vendor) keeps how it arrived. */
export const isRecordedByHand = (payment: Pick<Payment, 'vendorId'>) =>
  payment.vendorId === null || payment.vendorId === 'manual';

/** Forcing offers every allowed next status but REFUNDED, which the refund action asks with an amount. */
export const forcibleStatuses = (status: PaymentStatus): PaymentStatus[] =>
  PAYMENT_STATUS_NEXT[status].filter((next) => next !== 'REFUNDED');

function ForceStatus({ payment }: { payment: Payment }) {
  const messages = useMessages().payments;
  const force = useForcePaymentStatus(payment.id);
  const [status, setStatus] = useState<PaymentStatus | null>(null);
  // Unchosen: the API records the manual enrollment's method, if it has one.
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const options = forcibleStatuses(payment.status);
  if (options.length === 0) return null;
  const asksMethod = status === 'APPROVED' && isRecordedByHand(payment);
  return (
    <ActionDialog
      label={messages.page.forceStatus}
      title={messages.page.forceTitle}
      text={messages.page.forceText}
      reasonLabel={messages.page.reason}
      confirmLabel={messages.page.forceConfirm}
      ready={status !== null}
      successText={messages.page.forced}
      onConfirm={(reason) =>
        force.mutateAsync({ status: status!, reason, ...(asksMethod && method ? { method } : {}) })
      }
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
      {asksMethod && (
        <Select
          label={messages.page.methodPick}
          description={messages.page.methodHint}
          data={PAYMENT_METHODS.map((value) => ({ value, label: messages.method[value] }))}
          value={method}
          onChange={(value) => setMethod(value as PaymentMethod | null)}
          clearable
          comboboxProps={{ withinPortal: false }}
          data-testid="force-status-method"
        />
      )}
    </ActionDialog>
  );
}

function Refund({ payment }: { payment: Payment }) {
  const messages = useMessages().payments;
  const text = messages.page;
  const refund = useRefundPayment(payment.id);
  const refunds = usePaymentDetails(payment.id).data?.refunds ?? [];
  const left = refundableOf(payment, refunds);
  // Until typed, the amount is all that is refundable (known once the refunds are read).
  const [typed, setTyped] = useState<string | null>(null);
  const amountText = typed ?? amountToInput(left);
  const [idempotencyKey, setIdempotencyKey] = useState(newRefundKey);
  if (payment.status !== 'APPROVED' || isZeroMoney(left)) return null;
  const amount = amountFromInput(amountText);
  const valid = amount !== null && !isZeroMoney(amount) && compareMoney(amount, left) <= 0;
  const leftText = formatAmount(left, payment.currency);
  const throughVendor = refundsThroughVendor(payment);
  const vendor = payment.vendorId ? messages.vendor[payment.vendorId] : '';
  const pending = pendingRefundsOf(refunds);
  return (
    <ActionDialog
      label={text.refund}
      title={text.refundTitle}
      text={
        <>
          {throughVendor ? format(text.refundThroughVendor, { vendor }) : text.refundByHand}{' '}
          {format(text.refundText, { left: leftText })}
          {!isZeroMoney(pending) &&
            ` ${format(text.refundPendingHeld, { amount: formatAmount(pending, payment.currency) })}`}
        </>
      }
      reasonLabel={text.reason}
      confirmLabel={text.refundConfirm}
      color="red"
      ready={valid}
      successText={(result) =>
        !throughVendor
          ? text.refundedDone
          : refundOutcome(payment, result as Payment) === 'done'
            ? format(text.refundedByVendor, { vendor })
            : format(text.refundPending, { vendor })
      }
      errorText={(error) =>
        throughVendor && isProblem(error, 'VENDOR_UNAVAILABLE')
          ? format(text.refundVendorSilent, { vendor })
          : undefined
      }
      onConfirm={async (reason) => {
        const result = await refund.mutateAsync({ reason, amount: amount!, idempotencyKey });
        // Done or pending: the next refund is another one.
        setIdempotencyKey(newRefundKey());
        setTyped(null);
        return result;
      }}
      testId="refund"
    >
      <TextInput
        label={text.refundAmount}
        value={amountText}
        onChange={(event) => setTyped(event.currentTarget.value)}
        inputMode="decimal"
        error={amountText.trim() && !valid ? format(text.refundAmountInvalid, { left: leftText }) : undefined}
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
    <Section title={messages.actions} testId="payment-actions">
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
    </Section>
  );
}
