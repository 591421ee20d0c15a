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

type MovementsQuery = PageQuery & MovementFiltersQuery;
type MovementFiltersQuery = Omit<MovementFilters, 'from' | 'to'> & { from?: string; to?: string };

/** The list's filters from its query: the list and its totals (getMoneyMovementsTotals) both read them here. */
function filtersOf(query: MovementFiltersQuery): MovementFilters {
  return {
    type: query.type,
    source: query.source,
    currency: query.currency,
    executed: query.executed,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
  };
}

export function createMoneyMovementsService(deps: { moneyMovements: MoneyMovementsRepository }) {
  return {
    async findAll(query: MovementsQuery) {
      const page = toPageRequest(query);
      const { rows, total } = await deps.moneyMovements.findPage(filtersOf(query), page);
      return pageOf(rows.map(toMoneyMovementDto), total, page);
    },

    /** The signed sum and count per currency of every movement the list's filters match. */
    async totals(query: MovementFiltersQuery) {
      return { byCurrency: await deps.moneyMovements.totalsByCurrency(filtersOf(query)) };
    },
  };
}

export type MoneyMovementsService = ReturnType<typeof createMoneyMovementsService>;
