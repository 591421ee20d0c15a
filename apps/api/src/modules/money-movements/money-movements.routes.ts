/** Binds the money movements list to its service. */
import { defineHandlers } from '../../http/handlers.js';
import type { MoneyMovementsService } from './money-movements.service.js';

export function moneyMovementsHandlers({ moneyMovements }: { moneyMovements: MoneyMovementsService }) {
  return defineHandlers({
    findAllMoneyMovements: ({ query }) => moneyMovements.findAll(query),
    getMoneyMovementsTotals: ({ query }) => moneyMovements.totals(query),
  });
}
