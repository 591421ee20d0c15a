/**
 * An approved payment's receipt as a file: its number, the PDF (receipt-pdf.ts) and its name.
 * The one assembly of a receipt, for the download (read-payments.ts, after its visibility
 * check) and for the "payment approved" e-mail (the notifications module attaches it).
 */
import { formatReceiptNumber, isZeroMoney } from '@catedra/contract';
import type { Executor } from '../../db/database.js';
import type { PaymentRow } from '../../db/schema/index.js';
import { toComponentDto } from './payment-dtos.js';
import { createPaymentsRepository, type PaymentsRepository } from './payments.repository.js';
import { renderReceiptPdf } from './receipt-pdf.js';

/** Receipts show the academy's time. */
const BUSINESS_ZONE = 'America/Argentina/Buenos_Aires';

export type ReceiptFile = { fileName: string; content: Buffer };

/** Whether the payment has a receipt: every approval takes its number. */
export const hasReceipt = (row: PaymentRow): boolean =>
  row.status === 'APPROVED' && row.paidAt !== null && row.receiptNumber !== null;

export async function receiptFileOf(payments: PaymentsRepository, row: PaymentRow): Promise<ReceiptFile> {
  const [parties, lines] = await Promise.all([
    payments.findReceiptParties(row.id),
    payments.findComponents(row.id),
  ]);
  const number = formatReceiptNumber(row.receiptNumber!);
  return {
    fileName: `comprobante-${number}.pdf`,
    content: await renderReceiptPdf({
      number,
      paidAt: row.paidAt!,
      timeZone: BUSINESS_ZONE,
      payerName: `${parties!.payerFirstName} ${parties!.payerLastName}`,
      courseTitle: parties!.courseTitle,
      lines: lines.map(toComponentDto),
      total: row.amount,
      currency: row.currency,
      refundedAmount: isZeroMoney(row.refundedAmount) ? null : row.refundedAmount,
      vendorId: row.vendorId,
      vendorReference: row.vendorReference,
      method: row.method,
    }),
  };
}

/** The receipt of a payment read on `db`, without visibility rules (the system's e-mail); none when it has no receipt. */
export async function receiptOfPayment(db: Executor, paymentId: string): Promise<ReceiptFile | undefined> {
  const payments = createPaymentsRepository(db);
  const row = await payments.findById(paymentId);
  return row && hasReceipt(row) ? receiptFileOf(payments, row) : undefined;
}
