import { afterEach, describe, expect, it, vi } from 'vitest';
import { countingClient } from '../../testing/counting-client';
import { byTestId, renderScreen, type Screen, settle, waitFor } from '../../testing/render-screen';
import { PaymentsPage } from './payments-page';
import type { PaymentListItem } from './queries';

// A whole screen's first render in jsdom (Mantine, the data table) takes seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const idOf = (kind: number, index: number) =>
  `0190c0de-0000-7000-8000-${String(kind * 1000 + index).padStart(12, '0')}`;

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
    createdAt: '2026-03-10T15:00:00.000Z',
    updatedAt: '2026-03-10T15:00:00.000Z',
  };
}

let screen: Screen | undefined;
afterEach(() => {
  screen?.unmount();
  screen = undefined;
});

describe('Pagos', () => {
  it('shows a page of 20 with each payer’s name from the list answer: no request per row', async () => {
    const rows = Array.from({ length: 20 }, (_, index) => payment(index));
    const { client, calls } = countingClient({
      findAllPayments: () => ({
        content: rows,
        page: { number: 0, size: 20, totalElements: 20, totalPages: 1 },
      }),
    });
    screen = await renderScreen(<PaymentsPage />, { client, scopes: ['COMMERCIAL_ADMIN'] });
    await waitFor(() => byTestId('payments-table')[0]?.textContent?.includes('Pagadora 19'));
    await settle(200);
    expect(byTestId('payments-table')[0]!.textContent).toContain('Pagadora 0');
    // The page and the totals of what the filters match (one more page of findAllPayments), the
    // unapplied charges waiting and the person picker's options: nothing per row (findUserById).
    expect([...calls].sort()).toEqual([
      'findAllPayments',
      'findAllPayments',
      'findAllUnappliedCharges',
      'findAllUsers',
    ]);
  });
});
