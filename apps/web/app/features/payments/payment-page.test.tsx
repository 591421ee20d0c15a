import { afterEach, describe, expect, it, vi } from 'vitest';
import { byTestId, renderScreen, type Screen, waitFor } from '../../testing/render-screen';
import { PaymentPage } from './payment-page';

// A whole screen's first render in jsdom (Mantine, the data table) takes seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const PAYMENT = '0190c0de-0000-7000-8000-0000000000aa';
const USER = '0190c0de-0000-7000-8000-0000000000bb';

const payment = {
  id: PAYMENT,
  userId: USER,
  enrollmentId: null,
  amount: '1000.00',
  currency: 'ARS',
  status: 'APPROVED',
  vendorId: 'sandbox',
  vendorReference: 'sbx_first',
  segment: 'QUOTA',
  referrerSellerId: null,
  description: 'Cuota 1',
  paidAt: '2026-03-10T15:00:00.000Z',
  linkToken: null,
  refundedAmount: '0.00',
  receiptNumber: 42,
  method: null,
  paidPeriods: [],
  createdAt: '2026-03-10T14:00:00.000Z',
  updatedAt: '2026-03-10T15:00:00.000Z',
};

const secondCharge = {
  id: '0190c0de-0000-7000-8000-000000000001',
  paymentId: PAYMENT,
  enrollmentId: null,
  userId: USER,
  vendorId: 'sandbox',
  vendorReference: 'sbx_second',
  amount: '1000.00',
  currency: 'ARS',
  reason: 'SECOND_CHARGE',
  status: 'OPEN',
  vendorStatus: 'APPROVED',
  decidedBy: null,
  decidedAt: null,
  decisionNote: null,
  refundReference: null,
  createdAt: '2026-03-10T16:00:00.000Z',
};

function client() {
  return {
    findPaymentById: vi.fn(async () => payment),
    getPaymentComponents: vi.fn(async () => []),
    getPaymentDetails: vi.fn(async () => ({
      paymentId: PAYMENT,
      vendorId: 'sandbox',
      vendorReference: 'sbx_first',
      vendorData: { vendorPaymentId: 'sbx_first' },
      history: [],
      refunds: [],
    })),
    findAllUnappliedCharges: vi.fn(async () => ({
      content: [secondCharge],
      page: { number: 0, size: 20, totalElements: 1, totalPages: 1 },
    })),
    findUserById: vi.fn(async () => ({ id: USER, firstName: 'Lucía', lastName: 'Pagadora' })),
  };
}

let screen: Screen | undefined;
afterEach(() => {
  screen?.unmount();
  screen = undefined;
});

describe("a payment's page", () => {
  it('shows its receipt number and, to payment staff, the vendor charges kept as unapplied on it', async () => {
    const api = client();
    screen = await renderScreen(<PaymentPage paymentId={PAYMENT} />, {
      client: api,
      scopes: ['COMMERCIAL_ADMIN'],
    });
    const number = await waitFor(() => byTestId('payment-receipt-number')[0]);
    expect(number.textContent).toBe('Comprobante N.º 00000042');
    const reference = await waitFor(() => byTestId('charge-reference')[0]);
    expect(reference.textContent).toBe('sbx_second');
    expect(byTestId('payment-charges')[0]!.textContent).toContain('Segundo cobro del pago');
    expect(byTestId('charge-apply')).toHaveLength(1);
    expect(api.findAllUnappliedCharges).toHaveBeenCalledWith(
      expect.objectContaining({ paymentId: PAYMENT }),
      expect.anything(),
    );
  });

  it('asks nothing about unapplied charges for who may not read them', async () => {
    const api = client();
    screen = await renderScreen(<PaymentPage paymentId={PAYMENT} />, {
      client: api,
      scopes: ['SELLER_ADMIN'],
    });
    await waitFor(() => byTestId('payment-receipt-number')[0]);
    expect(api.findAllUnappliedCharges).not.toHaveBeenCalled();
    expect(byTestId('payment-charges')).toEqual([]);
  });
});
