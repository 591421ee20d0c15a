/**
 * The receipt of an approved payment as a one-page A4 PDF: the academy, the receipt number,
 * when it was paid (in the academy's zone, 24-hour), who paid, the course, each line and the
 * total, the vendor (or, for money staff recorded by hand, how it arrived) and its reference,
 * and what refunds gave back so far. Amounts are the
 * payment's decimal strings written by the contract's formatMoney (never floats).
 */
import { formatMoney, type MoneyCurrency, subtractMoney } from '@catedra/contract';
import PDFDocument from 'pdfkit';

const ACADEMY_NAME = 'Cátedra';

const VENDOR_NAMES: Record<string, string> = {
  mercadopago: 'Mercado Pago',
  paypal: 'PayPal',
  dlocal: 'dLocal',
  sandbox: 'Sandbox (pruebas)',
  manual: 'Pago registrado por administración',
};

/** How money staff recorded by hand arrived, as the receipt prints it. */
const METHOD_NAMES: Record<string, string> = {
  TRANSFER: 'Transferencia',
  CASH: 'Efectivo',
  OTHER: 'Otro medio',
};

export type ReceiptLine = { description: string; amount: string; currency: MoneyCurrency };

export type PrintableReceipt = {
  /** The payment's receipt number as printed (`formatReceiptNumber`: gap-free, given at approval). */
  number: string;
  paidAt: Date;
  timeZone: string;
  payerName: string;
  courseTitle: string | null;
  lines: ReceiptLine[];
  total: string;
  currency: MoneyCurrency;
  refundedAmount: string | null;
  vendorId: string | null;
  vendorReference: string | null;
  /** TRANSFER, CASH or OTHER for a payment staff approved by hand; null for a vendor's. */
  method: string | null;
};

/** The vendor that charged, or how the money staff recorded by hand arrived. */
export function paymentMeansOf(receipt: Pick<PrintableReceipt, 'vendorId' | 'method'>): string {
  if (receipt.method)
    return `${METHOD_NAMES[receipt.method] ?? receipt.method} (registrado por administración)`;
  return receipt.vendorId ? (VENDOR_NAMES[receipt.vendorId] ?? receipt.vendorId) : '—';
}

function paidAtText(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('es-AR', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** A description on the left and its amount right-aligned on the same line. */
function amountRow(doc: PDFKit.PDFDocument, label: string, amount: string, width: number) {
  const y = doc.y;
  doc.text(label, 56, y, { width: width - 160 });
  const afterLabel = doc.y;
  doc.text(amount, 56 + width - 150, y, { width: 150, align: 'right' });
  doc.y = Math.max(afterLabel, doc.y);
}

export async function renderReceiptPdf(receipt: PrintableReceipt): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Comprobante de pago ${receipt.number}`, Author: ACADEMY_NAME },
  });
  const done = collect(doc);
  const width = doc.page.width - 112;

  doc.font('Helvetica-Bold').fontSize(24).text(ACADEMY_NAME, 56, 56, { width });
  doc.moveDown(0.3).font('Helvetica').fontSize(16).text('Comprobante de pago', { width });
  doc.moveDown(1).fontSize(11);
  const facts: [string, string][] = [
    ['Comprobante N.º', receipt.number],
    ['Fecha de pago', `${paidAtText(receipt.paidAt, receipt.timeZone)} (hora de Buenos Aires)`],
    ['Pagó', receipt.payerName],
    ...(receipt.courseTitle ? [['Curso', receipt.courseTitle] as [string, string]] : []),
    ['Medio de pago', paymentMeansOf(receipt)],
    ['Referencia', receipt.vendorReference ?? '—'],
  ];
  for (const [label, value] of facts) {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  }

  doc.moveDown(1.2).font('Helvetica-Bold').fontSize(12).text('Detalle', 56, doc.y, { width });
  doc.moveDown(0.4).font('Helvetica').fontSize(11);
  for (const line of receipt.lines) {
    amountRow(doc, line.description, formatMoney(line.amount, line.currency), width);
  }
  doc.moveDown(0.4).font('Helvetica-Bold');
  amountRow(doc, 'Total pagado', formatMoney(receipt.total, receipt.currency), width);
  if (receipt.refundedAmount) {
    doc.font('Helvetica');
    amountRow(
      doc,
      'Reembolsado',
      formatMoney(subtractMoney('0.00', receipt.refundedAmount), receipt.currency),
      width,
    );
  }
  doc.end();
  return done;
}
