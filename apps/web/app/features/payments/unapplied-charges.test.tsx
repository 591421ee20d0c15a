import { ApiError } from '@catedra/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  byTestId,
  click,
  renderScreen,
  type Screen,
  settle,
  type,
  waitFor,
} from '../../testing/render-screen';
import { notify } from '../../ui/toast';
import type { UnappliedCharge } from './queries';
import {
  PaymentUnappliedCharges,
  UnappliedChargesAlert,
  UnappliedChargesLink,
  UnappliedChargesPage,
} from './unapplied-charges';

vi.mock('../../ui/toast', () => ({ notify: { error: vi.fn(), success: vi.fn() } }));
// A whole screen's first render in jsdom (Mantine, the data table) takes seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const PAYMENT = '0190c0de-0000-7000-8000-0000000000aa';
const USER = '0190c0de-0000-7000-8000-0000000000bb';

function charge(overrides: Partial<UnappliedCharge> = {}): UnappliedCharge {
  return {
    id: '0190c0de-0000-7000-8000-000000000001',
    paymentId: PAYMENT,
    enrollmentId: '0190c0de-0000-7000-8000-0000000000cc',
    userId: USER,
    payerName: 'Lucía Pagadora',
    payerEmail: 'lucia@example.com',
    vendorId: 'mercadopago',
    vendorReference: '8202',
    amount: '1000.00',
    currency: 'ARS',
    reason: 'SECOND_CHARGE',
    status: 'OPEN',
    vendorStatus: 'approved',
    decidedBy: null,
    decidedAt: null,
    decisionNote: null,
    refundReference: null,
    createdAt: '2026-03-10T15:00:00.000Z',
    ...overrides,
  };
}

const pageOf = (content: UnappliedCharge[], totalElements = content.length) => ({
  content,
  page: { number: 0, size: 20, totalElements, totalPages: Math.ceil(totalElements / 20) },
});

function fakeClient(charges: UnappliedCharge[], extra: Record<string, unknown> = {}) {
  return {
    findAllUnappliedCharges: vi.fn(async (query?: { status?: string; size?: number }) =>
      pageOf(
        charges.filter((item) => !query?.status || item.status === query.status),
        charges.filter((item) => !query?.status || item.status === query.status).length,
      ),
    ),
    findUserById: vi.fn(async () => ({ id: USER, firstName: 'Lucía', lastName: 'Pagadora' })),
    applyUnappliedCharge: vi.fn(async () => charge({ status: 'APPLIED' })),
    refundUnappliedCharge: vi.fn(async () => charge({ status: 'REFUNDED' })),
    ...extra,
  };
}

let screen: Screen | undefined;
afterEach(() => {
  screen?.unmount();
  screen = undefined;
  vi.clearAllMocks();
});

const text = () => document.body.textContent ?? '';

describe('Cobros sin aplicar', () => {
  it('lists each charge with its vendor reference, reason, status, payer and payment; a decided one says when', async () => {
    const client = fakeClient([
      charge(),
      charge({
        id: '0190c0de-0000-7000-8000-000000000002',
        vendorReference: 'sbx_second',
        vendorId: 'sandbox',
        reason: 'PAYMENT_CANCELLED',
        status: 'APPLIED',
        decidedAt: '2026-03-11T12:30:00.000Z',
        decidedBy: USER,
      }),
    ]);
    screen = await renderScreen(<UnappliedChargesPage />, { client, scopes: ['COMMERCIAL_ADMIN'] });
    await waitFor(() => byTestId('charge-reference').length === 2);
    expect(byTestId('charge-reference').map((cell) => cell.textContent)).toEqual(['8202', 'sbx_second']);
    expect(text()).toContain('Cobros sin aplicar');
    expect(text()).toContain('Segundo cobro del pago');
    expect(text()).toContain('Pago cancelado');
    expect(byTestId('charge-status').map((badge) => badge.textContent)).toEqual(['Sin resolver', 'Aplicado']);
    expect(text()).toMatch(/Aplicado el .*2026/);
    expect(text()).toContain('$\u00a01.000,00');
    await waitFor(() => text().includes('Lucía Pagadora'));
    // The payer's name comes with the list: no request per row.
    expect(client.findUserById).not.toHaveBeenCalled();
    const links = [...screen.container.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(links).toContain(`/admin/payments/${PAYMENT}`);
    // Only the OPEN one offers the decisions.
    expect(byTestId('charge-apply')).toHaveLength(1);
    expect(byTestId('charge-refund')).toHaveLength(1);
    expect(client.findAllUnappliedCharges).toHaveBeenCalledWith(
      { page: 0, size: 20, sort: ['createdAt,desc'] },
      expect.anything(),
    );
  });

  it('reads its filters from the address', async () => {
    const client = fakeClient([
      charge(),
      charge({ id: '0190c0de-0000-7000-8000-000000000003', status: 'REFUNDED' }),
    ]);
    screen = await renderScreen(<UnappliedChargesPage />, {
      client,
      scopes: ['COMMERCIAL_ADMIN'],
      address: '/screen?status=OPEN&vendorId=mercadopago',
    });
    await waitFor(() => byTestId('charge-reference').length === 1);
    expect(client.findAllUnappliedCharges).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'OPEN', vendorId: 'mercadopago' }),
      expect.anything(),
    );
  });

  it('applies a charge only after a confirmation with a reason, sending one decision however many clicks', async () => {
    const client = fakeClient([charge()]);
    screen = await renderScreen(<UnappliedChargesPage />, { client, scopes: ['COMMERCIAL_ADMIN'] });
    await click(await waitFor(() => byTestId('charge-apply')[0]));
    const confirm = await waitFor(() => byTestId('charge-apply-confirm')[0] as HTMLButtonElement);
    expect(text()).toContain('Aplicar el cobro a la inscripción');
    expect(text()).toContain('8202');
    expect(confirm.disabled).toBe(true);
    expect(client.applyUnappliedCharge).not.toHaveBeenCalled();
    await type(byTestId('charge-apply-reason')[0] as HTMLTextAreaElement, 'cuota siguiente');
    expect(confirm.disabled).toBe(false);
    await click(confirm);
    await click(confirm);
    await waitFor(() => vi.mocked(notify.success).mock.calls.length > 0);
    expect(client.applyUnappliedCharge).toHaveBeenCalledTimes(1);
    expect(client.applyUnappliedCharge).toHaveBeenCalledWith({
      chargeId: charge().id,
      unappliedChargeDecision: { reason: 'cuota siguiente' },
    });
    expect(notify.success).toHaveBeenCalledWith('Cobro aplicado a la inscripción.');
  });

  it('says in Spanish why a refund through the vendor is not possible yet', async () => {
    const refused = new ApiError('refundUnappliedCharge', 422, {
      status: 422,
      code: 'VENDOR_REFUND_UNAVAILABLE',
      title: 'Reembolso por el medio de pago no disponible',
    });
    const client = fakeClient([charge()], {
      refundUnappliedCharge: vi.fn(async () => Promise.reject(refused)),
    });
    screen = await renderScreen(<UnappliedChargesPage />, { client, scopes: ['SU'] });
    await click(await waitFor(() => byTestId('charge-refund')[0]));
    await type(await waitFor(() => byTestId('charge-refund-reason')[0] as HTMLTextAreaElement), 'devolver');
    await click(byTestId('charge-refund-confirm')[0]!);
    await waitFor(() => vi.mocked(notify.error).mock.calls.length > 0);
    expect(client.refundUnappliedCharge).toHaveBeenCalledTimes(1);
    expect(vi.mocked(notify.error).mock.calls[0]![0]).toContain('panel del medio de pago');
  });

  it('shows who only reads them (collections) no decision', async () => {
    const client = fakeClient([charge()]);
    screen = await renderScreen(<UnappliedChargesPage />, { client, scopes: ['FARMING'] });
    await waitFor(() => byTestId('charge-reference').length === 1);
    expect(byTestId('charge-apply')).toEqual([]);
    expect(byTestId('charge-refund')).toEqual([]);
  });
});

describe("a payment's unapplied charges", () => {
  it('lists the charges of that payment with their vendor reference', async () => {
    const client = fakeClient([charge()]);
    screen = await renderScreen(<PaymentUnappliedCharges paymentId={PAYMENT} />, {
      client,
      scopes: ['COMMERCIAL_ADMIN'],
    });
    await waitFor(() => byTestId('charge-reference').length === 1);
    expect(text()).toContain('Cobros sin aplicar de este pago');
    expect(client.findAllUnappliedCharges).toHaveBeenCalledWith(
      expect.objectContaining({ paymentId: PAYMENT, page: 0 }),
      expect.anything(),
    );
  });

  it('shows nothing for a payment without any', async () => {
    const client = fakeClient([]);
    screen = await renderScreen(<PaymentUnappliedCharges paymentId={PAYMENT} />, {
      client,
      scopes: ['COMMERCIAL_ADMIN'],
    });
    await waitFor(() => client.findAllUnappliedCharges.mock.calls.length > 0);
    await waitFor(() => screen!.queryClient.isFetching() === 0);
    await settle();
    expect(byTestId('payment-charges')).toEqual([]);
    expect(text()).not.toContain('Cobros sin aplicar de este pago');
  });
});

describe('the alert on Pagos', () => {
  it('counts the charges waiting for a decision and leads to them', async () => {
    const client = fakeClient([
      charge(),
      charge({ id: '0190c0de-0000-7000-8000-000000000004' }),
      charge({ id: '0190c0de-0000-7000-8000-000000000005', status: 'APPLIED' }),
    ]);
    screen = await renderScreen(
      <>
        <UnappliedChargesLink />
        <UnappliedChargesAlert />
      </>,
      { client, scopes: ['COMMERCIAL'] },
    );
    const alert = await waitFor(() => byTestId('charges-alert')[0]);
    expect(alert.textContent).toContain('Hay 2 cobros');
    expect(byTestId('charges-count')[0]!.textContent).toBe('2');
    expect(client.findAllUnappliedCharges).toHaveBeenCalledWith(
      { status: 'OPEN', size: 1 },
      expect.anything(),
    );
    const link = alert.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/admin/payments/unapplied-charges?status=OPEN');
  });

  it('says nothing when none waits, and asks nothing of who may not read them', async () => {
    const empty = fakeClient([charge({ status: 'REFUNDED' })]);
    screen = await renderScreen(<UnappliedChargesAlert />, { client: empty, scopes: ['COMMERCIAL'] });
    await waitFor(() => empty.findAllUnappliedCharges.mock.calls.length > 0);
    await waitFor(() => screen!.queryClient.isFetching() === 0);
    await settle();
    expect(byTestId('charges-alert')).toEqual([]);
    screen.unmount();

    const seller = fakeClient([charge()]);
    screen = await renderScreen(<UnappliedChargesAlert />, { client: seller, scopes: ['SELLER'] });
    expect(byTestId('charges-alert')).toEqual([]);
    expect(seller.findAllUnappliedCharges).not.toHaveBeenCalled();
  });
});
