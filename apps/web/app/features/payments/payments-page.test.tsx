import { describe, expect, it, vi } from 'vitest';
import { formatAmount } from '../../lib/formats';
import { idOf, renderListCountingCalls } from '../../testing/counting-client';
import { byTestId } from '../../testing/render-screen';
import { PaymentsPage } from './payments-page';
import type { PaymentListItem } from './queries';

// A whole screen's first render in jsdom (Mantine, the data table) takes seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

function payment(index: number): PaymentListItem {
  return {
    id: idOf(1, index),
    userId: idOf(2, index),
    payerName: `Pagadora ${index}`,
    payerEmail: `pagadora${index}@example.com`,
    enrollmentId: idOf(3, index),
    amount: '250.00',
    currency: 'ARS',
    status: 'APPROVED',
    vendorId: 'mercadopago',
    vendorReference: null,
    segment: 'QUOTA',
    referrerSellerId: null,
    description: 'Cuota',
    paidAt: '2026-03-10T15:00:00.000Z',
    linkToken: null,
    refundedAmount: '0.00',
    receiptNumber: index + 1,
    method: null,
    paidPeriods: [],
    createdAt: '2026-03-10T15:00:00.000Z',
    updatedAt: '2026-03-10T15:00:00.000Z',
  };
}

describe('Pagos', () => {
  it('shows a page of 20 with each payer’s name, and the totals the API sums: no request per row', async () => {
    const shown = await renderListCountingCalls({
      element: <PaymentsPage />,
      scopes: ['COMMERCIAL_ADMIN'],
      listOperation: 'findAllPayments',
      rows: Array.from({ length: 20 }, (_, index) => payment(index)),
      tableTestId: 'payments-table',
      lastRowText: 'Pagadora 19',
      answers: {
        getPaymentsTotals: () => ({
          byCurrency: [
            { currency: 'ARS', amount: '1234567.50', count: 4321 },
            { currency: 'USD', amount: '99.00', count: 1 },
          ],
        }),
      },
    });
    expect(shown.tableText).toContain('Pagadora 0');
    // The page, the totals of everything the filters match (one call: the API sums them, however
    // many rows) and the unapplied charges waiting: nothing per row (findUserById); the person
    // pickers search only once opened.
    expect([...shown.calls].sort()).toEqual([
      'findAllPayments',
      'findAllUnappliedCharges',
      'getPaymentsTotals',
    ]);
    const totals = byTestId('currency-totals')[0]?.textContent ?? '';
    expect(totals).toContain(formatAmount('1234567.50', 'ARS'));
    expect(totals).toContain('4321 pagos');
    expect(totals).toContain(formatAmount('99.00', 'USD'));
  });
});
