/**
 * The title of one line of a payment's status history. A change of status reads
 * "Aprobado → Reembolsado"; a refund says what it gave back, so a partial refund (the payment
 * stays APPROVED) reads "Reembolso parcial de $ 1.234,50", not "Aprobado → Aprobado".
 */
import { format, type Messages } from '../../i18n';
import { formatAmount } from '../../lib/formats';
import type { Payment, PaymentDetails } from './queries';

type Change = PaymentDetails['history'][number];

export function historyPhrase(
  change: Change,
  currency: Payment['currency'],
  messages: Messages['payments'],
): string {
  const text = messages.page;
  if (change.refundedAmount !== null) {
    const amount = formatAmount(change.refundedAmount, currency);
    return change.to === 'REFUNDED'
      ? format(text.historyWholeRefund, { amount })
      : format(text.historyPartialRefund, { amount });
  }
  const to = messages.status[change.to];
  if (change.from === null) return to;
  // Same status, another event (a vendor charge kept or applied): its reason tells what.
  if (change.from === change.to) return format(text.historySameStatus, { status: to });
  return `${messages.status[change.from]} → ${to}`;
}
