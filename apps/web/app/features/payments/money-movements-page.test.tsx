import { describe, expect, it, vi } from 'vitest';
import { formatAmount } from '../../lib/formats';
import { idOf, renderListCountingCalls } from '../../testing/counting-client';
import { byTestId } from '../../testing/render-screen';
import { MoneyMovementsPage } from './money-movements-page';
import type { MoneyMovement } from './queries';

// A whole screen's first render in jsdom (Mantine, the data table) takes seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

function movement(index: number): MoneyMovement {
  return {
    id: idOf(1, index),
    type: 'INCOME',
    source: 'mercadopago',
    currency: 'ARS',
    amount: '250.00',
    occurredAt: '2026-03-10T15:00:00.000Z',
    executed: false,
    paymentId: idOf(2, index),
    description: `Movimiento ${index}`,
    createdAt: '2026-03-10T15:00:00.000Z',
    updatedAt: '2026-03-10T15:00:00.000Z',
  };
}

describe('Movimientos de dinero', () => {
  it('shows the page and the signed totals per currency the API sums for the filters', async () => {
    const shown = await renderListCountingCalls({
      element: <MoneyMovementsPage />,
      scopes: ['COMMERCIAL_ADMIN'],
      listOperation: 'findAllMoneyMovements',
      rows: Array.from({ length: 20 }, (_, index) => movement(index)),
      tableTestId: 'movements-table',
      lastRowText: 'Movimiento 19',
      answers: {
        getMoneyMovementsTotals: () => ({
          byCurrency: [{ currency: 'ARS', amount: '-1500.25', count: 3001 }],
        }),
      },
    });
    // One call for the totals, whatever the number of rows: nothing is summed in the browser.
    expect([...shown.calls].sort()).toEqual(['findAllMoneyMovements', 'getMoneyMovementsTotals']);
    const totals = byTestId('currency-totals')[0]?.textContent ?? '';
    expect(totals).toContain(formatAmount('-1500.25', 'ARS'));
    expect(totals).toContain('3001 movimientos');
    expect(totals).not.toContain('US$');
  });
});
