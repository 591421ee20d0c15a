/** "Exportar CSV" on Movimientos de dinero and Pagos: the export call gets the screen's filters and sort, and a file is saved. */
import type { ReactElement } from 'react';
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

/**
 * Opens `screen` at `address`, clicks its export button and waits for the file: the export
 * call's arguments and the saved file.
 */
async function exportFrom(
  screen: ReactElement,
  { address, buttonTestId, operation }: { address: string; buttonTestId: string; operation: string },
) {
  const saved = capturingDownloads();
  const { client } = countingClient({ [operation]: () => csv });
  const rendered = await renderScreen(screen, { client, scopes: ['COMMERCIAL_ADMIN'], address });
  try {
    const button = await waitFor(() => byTestId(buttonTestId)[0]);
    button.click();
    await waitFor(() => saved.length > 0);
    const exportCall = (client as Record<string, ReturnType<typeof vi.fn>>)[operation]!;
    return { exportCall, file: saved[0]! };
  } finally {
    rendered.unmount();
  }
}

describe('Exportar CSV', () => {
  it('downloads the movements with the screen’s filters and sort, no page', async () => {
    const { exportCall, file } = await exportFrom(<MoneyMovementsPage />, {
      address: '/screen?type=INCOME&currency=USD&sort=amount,asc&page=3',
      buttonTestId: 'movements-export',
      operation: 'exportMoneyMovements',
    });
    expect(exportCall).toHaveBeenCalledWith({ type: 'INCOME', currency: 'USD', sort: ['amount,asc'] });
    expect(file.blob).toBe(csv);
    expect(file.name).toBe(exportFileName('movimientos'));
    expect(file.name).toMatch(/^movimientos-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('downloads the payments with the screen’s filters', async () => {
    const { exportCall, file } = await exportFrom(<PaymentsPage />, {
      address: '/screen?status=APPROVED&fromDate=2026-03-01',
      buttonTestId: 'payments-export',
      operation: 'exportPayments',
    });
    expect(exportCall).toHaveBeenCalledWith({
      status: 'APPROVED',
      fromDate: '2026-03-01',
      sort: ['createdAt,desc'],
    });
    expect(file.name).toMatch(/^pagos-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('names the file with the academy’s date', () => {
    // 23:30 of 31 March in Buenos Aires is 1 April in UTC.
    expect(exportFileName('pagos', new Date('2026-04-01T02:30:00Z'))).toBe('pagos-2026-03-31.csv');
  });
});
