/** Binds the money movements list and its export to the service. */
import { defineHandlers } from '../../http/handlers.js';
import { sendCsvDownload } from '../../http/send-csv.js';
import type { MoneyMovementsService } from './money-movements.service.js';

export function moneyMovementsHandlers({ moneyMovements }: { moneyMovements: MoneyMovementsService }) {
  return defineHandlers({
    findAllMoneyMovements: ({ query }) => moneyMovements.findAll(query),
    getMoneyMovementsTotals: ({ query }) => moneyMovements.totals(query),
    exportMoneyMovements: async ({ query, reply }) =>
      sendCsvDownload(reply, await moneyMovements.exportCsv(query)),
  });
}
