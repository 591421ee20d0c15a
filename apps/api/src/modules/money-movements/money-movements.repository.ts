/** Queries on money movements: the signed ledger of incomes, refunds, chargebacks, fees and adjustments. */
import { and, count, desc, eq, getTableColumns, gte, lte, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { orderByOf, type PageRequest } from '../../core/pagination.js';
import { equalFilters } from '../../db/conditions.js';
import { currencyTotals } from '../../db/currency-totals.js';
import { countByDaysStatement } from '../../db/daily-counts.js';
import type { Executor } from '../../db/database.js';
import { listStatements, type PageLimits } from '../../db/list-statements.js';
import { paymentPartyLateral } from '../../db/payment-parties.js';
import { streamRows } from '../../db/query-stream.js';
import { insertOnce } from '../../db/rows.js';
import { type MoneyMovementRow, moneyMovementDailyCounts, moneyMovements } from '../../db/schema/index.js';

export type NewMovement = Omit<typeof moneyMovements.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export type MovementFilters = {
  type?: MoneyMovementRow['type'];
  source?: MoneyMovementRow['source'];
  currency?: MoneyMovementRow['currency'];
  from?: Date;
  to?: Date;
  executed?: boolean;
};

/** A row of the movements export: the movement with the payer and course of its payment, if any. */
export type MovementExportRow = {
  id: string;
  occurred_at: Date;
  type: string;
  source: string;
  currency: string;
  amount: string;
  executed: boolean;
  payment_id: string | null;
  payer_name: string | null;
  payer_email: string | null;
  course_title: string | null;
  description: string;
};

/** The list's order, which its export keeps: newest first unless a sort is asked. */
const ORDER = {
  sortable: {
    occurredAt: moneyMovements.occurredAt,
    amount: moneyMovements.amount,
    createdAt: moneyMovements.createdAt,
  },
  defaults: [desc(moneyMovements.occurredAt)],
};

function whereOf(filters: MovementFilters): SQL | undefined {
  return and(
    ...equalFilters(moneyMovements, filters, ['type', 'source', 'currency']),
    filters.from ? gte(moneyMovements.occurredAt, filters.from) : undefined,
    filters.to ? lte(moneyMovements.occurredAt, filters.to) : undefined,
    filters.executed === undefined ? undefined : eq(moneyMovements.executed, filters.executed),
  );
}

const builder = new QueryBuilder();

/**
 * The page's statement, with its filters and its limits either as values or as placeholders
 * (`placeholdersOf`: written once per shape and prepared, see `findPage`).
 */
function pageRowsOf(filters: MovementFilters, page: PageRequest, limits: PageLimits, source: Executor) {
  const order = orderByOf(page, ORDER.sortable, ORDER.defaults, moneyMovements.id);
  const pageIds = builder
    .select({ id: moneyMovements.id })
    .from(moneyMovements)
    .where(whereOf(filters))
    .orderBy(...order)
    .limit(limits.limit)
    .offset(limits.offset)
    .as('page_ids');
  return source
    .select(getTableColumns(moneyMovements))
    .from(moneyMovements)
    .innerJoin(pageIds, eq(moneyMovements.id, pageIds.id))
    .orderBy(...order);
}

/** The list's exact total from the daily counts (`countByDaysStatement`). */
function totalStatementOf(filters: MovementFilters): SQL {
  const where = whereOf(filters);
  return countByDaysStatement({
    from: filters.from,
    to: filters.to,
    instant: moneyMovements.occurredAt,
    rows: (edge) => builder.select({ total: count() }).from(moneyMovements).where(and(where, edge)).getSQL(),
    counts: {
      table: moneyMovementDailyCounts,
      where: and(
        ...equalFilters(moneyMovementDailyCounts, filters, ['type', 'source', 'currency']),
        filters.executed === undefined ? undefined : eq(moneyMovementDailyCounts.executed, filters.executed),
      ),
    },
  });
}

/**
 * The movements list's statements: the page (its ids from the list's index alone, in the
 * default order, then those rows), prepared once per shape, and its exact total from the daily
 * counts (db/daily-counts.ts), which every filter of the list is a column of.
 */
export const movementsList = listStatements({
  name: 'movements_page',
  rowsOf: pageRowsOf,
  totalOf: totalStatementOf,
});

export function createMoneyMovementsRepository(db: Executor) {
  return {
    /**
     * Writes the movement unless its event already wrote one (unique payment, type and event
     * key): answers whether it was written, so a duplicate event changes nothing.
     */
    async record(movement: NewMovement, now: Date): Promise<boolean> {
      return insertOnce(db, moneyMovements, { ...movement, createdAt: now, updatedAt: now });
    },

    /** A page of movements and the total the filters match (`movementsList`). */
    findPage: movementsList.findPageOn(db),

    /**
     * Every movement the list's filters match, in the list's order, with its payment's payer and
     * course, streamed (db/query-stream.ts): the export of the list.
     */
    exportRows(filters: MovementFilters, order: PageRequest) {
      // Its payment's payer and course, row by row: the first rows leave at once.
      const party = paymentPartyLateral(db, moneyMovements.paymentId);
      const query = db
        .select({
          id: sql`${moneyMovements.id}`.as('id'),
          occurredAt: sql`${moneyMovements.occurredAt}`.as('occurred_at'),
          type: sql`${moneyMovements.type}`.as('type'),
          source: sql`${moneyMovements.source}`.as('source'),
          currency: sql`${moneyMovements.currency}`.as('currency'),
          amount: sql`${moneyMovements.amount}::text`.as('amount'),
          executed: sql`${moneyMovements.executed}`.as('executed'),
          paymentId: sql`${moneyMovements.paymentId}`.as('payment_id'),
          payerName: party.payerName,
          payerEmail: party.payerEmail,
          courseTitle: party.courseTitle,
          description: sql`${moneyMovements.description}`.as('description'),
        })
        .from(moneyMovements)
        .leftJoinLateral(party, sql`true`)
        .where(whereOf(filters))
        .orderBy(...orderByOf(order, ORDER.sortable, ORDER.defaults, moneyMovements.id));
      return streamRows<MovementExportRow>(db, query.getSQL());
    },

    /**
     * The signed sum and count per currency of every movement the list's filters match (the
     * same `whereOf`), currencies in their enum order.
     */
    totalsByCurrency(filters: MovementFilters) {
      return currencyTotals(db, moneyMovements, moneyMovements, whereOf(filters));
    },
    async findOfPayment(paymentId: string) {
      return db.select().from(moneyMovements).where(eq(moneyMovements.paymentId, paymentId));
    },
  };
}

export type MoneyMovementsRepository = ReturnType<typeof createMoneyMovementsRepository>;
