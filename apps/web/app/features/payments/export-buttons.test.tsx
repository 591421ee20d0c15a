/** "Exportar CSV" on Movimientos de dinero and Pagos: the export call gets the screen's filters and sort, and a file is saved. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { capturingDownloads } from '../../testing/capturing-downloads';
import { countingClient } from '../../testing/counting-client';
import { byTestId, renderScreen, waitFor } from '../../testing/render-screen';
import { exportFileName } from '../../ui/list-page';
import { MoneyMovementsPage } from './money-movements-page';
import { PaymentsPage } from './payments-page';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => vi.restoreAllMocks());

const csv = new Blob(['\uFEFFFecha;Monto\r\n'], { type: 'text/csv' });

describe('Exportar CSV', () => {
  it('downloads the movements with the screen’s filters and sort, no page', async () => {
    const saved = capturingDownloads();
    const { client } = countingClient({ exportMoneyMovements: () => csv });
    const screen = await renderScreen(<MoneyMovementsPage />, {
      client,
      scopes: ['COMMERCIAL_ADMIN'],
      address: '/screen?type=INCOME&currency=USD&sort=amount,asc&page=3',
    });
    try {
      const button = await waitFor(() => byTestId('movements-export')[0]);
      button.click();
      await waitFor(() => saved.length > 0);
      const exportCall = (client as Record<string, ReturnType<typeof vi.fn>>).exportMoneyMovements!;
      expect(exportCall).toHaveBeenCalledWith({ type: 'INCOME', currency: 'USD', sort: ['amount,asc'] });
      expect(saved[0]!.blob).toBe(csv);
      expect(saved[0]!.name).toBe(exportFileName('movimientos'));
      expect(saved[0]!.name).toMatch(/^movimientos-\d{4}-\d{2}-\d{2}\.csv$/);
    } finally {
      screen.unmount();
    }
  });

  it('downloads the payments with the screen’s filters', async () => {
    const saved = capturingDownloads();
    const { client } = countingClient({ exportPayments: () => csv });
    const screen = await renderScreen(<PaymentsPage />, {
      client,
      scopes: ['COMMERCIAL_ADMIN'],
      address: '/screen?status=APPROVED&fromDate=2026-03-01',
    });
    try {
      const button = await waitFor(() => byTestId('payments-export')[0]);
      button.click();
      await waitFor(() => saved.length > 0);
      const exportCall = (client as Record<string, ReturnType<typeof vi.fn>>).exportPayments!;
      expect(exportCall).toHaveBeenCalledWith({
        status: 'APPROVED',
        fromDate: '2026-03-01',
        sort: ['createdAt,desc'],
      });
      expect(saved[0]!.name).toMatch(/^pagos-\d{4}-\d{2}-\d{2}\.csv$/);
    } finally {
      screen.unmount();
    }
  });

  it('names the file with the academy’s date', () => {
    // 23:30 of 31 March in Buenos Aires is 1 April in UTC.
    expect(exportFileName('pagos', new Date('2026-04-01T02:30:00Z'))).toBe('pagos-2026-03-31.csv');
  });
});
