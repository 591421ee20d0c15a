/** The money movements list (specification section 7, "Money movements"): every filter on an index. */

import { type PageQuery, pageOf, toPageRequest } from '../../core/pagination.js';
import type { MoneyMovementRow } from '../../db/schema/index.js';
import type { MoneyMovementsRepository, MovementFilters } from './money-movements.repository.js';

export function toMoneyMovementDto(row: MoneyMovementRow) {
  return {
    id: row.id,
    type: row.type,
    source: row.source,
    currency: row.currency,
    amount: row.amount,
    occurredAt: row.occurredAt.toISOString(),
    executed: row.executed,
    paymentId: row.paymentId,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type MovementsQuery = PageQuery & Omit<MovementFilters, 'from' | 'to'> & { from?: string; to?: string };

export function createMoneyMovementsService(deps: { moneyMovements: MoneyMovementsRepository }) {
  return {
    async findAll(query: MovementsQuery) {
      const page = toPageRequest(query);
      const { rows, total } = await deps.moneyMovements.findPage(
        {
          type: query.type,
          source: query.source,
          currency: query.currency,
          executed: query.executed,
          from: query.from ? new Date(query.from) : undefined,
          to: query.to ? new Date(query.to) : undefined,
        },
        page,
      );
      return pageOf(rows.map(toMoneyMovementDto), total, page);
    },
  };
}

export type MoneyMovementsService = ReturnType<typeof createMoneyMovementsService>;
