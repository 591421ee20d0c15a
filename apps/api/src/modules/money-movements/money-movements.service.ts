/**
 * The money movements list (specification section 7, "Money movements"): every filter on an
 * index; and its CSV export, with the same filters and order.
 */

import type { CsvColumn, CsvExports } from '../../core/csv/csv-file.js';
import { type PageQuery, pageOf, toPageRequest } from '../../core/pagination.js';
import type { MoneyMovementRow } from '../../db/schema/index.js';
import type {
  MoneyMovementsRepository,
  MovementExportRow,
  MovementFilters,
} from './money-movements.repository.js';

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

/** The list's filters from its query: the list, its totals (getMoneyMovementsTotals) and its export read them here. */
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

/** The columns of the money movements CSV (docs/domain/exports.md). */
const MOVEMENT_COLUMNS: readonly CsvColumn<MovementExportRow>[] = [
  { header: 'Fecha', kind: 'instant', value: (row) => row.occurred_at },
  { header: 'Tipo', kind: 'text', value: (row) => row.type },
  { header: 'Origen', kind: 'text', value: (row) => row.source },
  { header: 'Monto', kind: 'amount', value: (row) => row.amount },
  { header: 'Moneda', kind: 'text', value: (row) => row.currency },
  { header: 'Acreditado', kind: 'boolean', value: (row) => row.executed },
  { header: 'Pagador', kind: 'text', value: (row) => row.payer_name },
  { header: 'E-mail', kind: 'text', value: (row) => row.payer_email },
  { header: 'Curso', kind: 'text', value: (row) => row.course_title },
  { header: 'Descripción', kind: 'text', value: (row) => row.description },
  { header: 'ID del pago', kind: 'text', value: (row) => row.payment_id },
  { header: 'ID del movimiento', kind: 'text', value: (row) => row.id },
];

export function createMoneyMovementsService(deps: {
  moneyMovements: MoneyMovementsRepository;
  csv: CsvExports;
}) {
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

    /** The list as a CSV file: every movement its filters match, in its order. */
    async exportCsv(query: MovementsQuery) {
      const rows = await deps.moneyMovements.exportRows(filtersOf(query), toPageRequest(query));
      return deps.csv.file('movimientos', MOVEMENT_COLUMNS, rows);
    },
  };
}

export type MoneyMovementsService = ReturnType<typeof createMoneyMovementsService>;
