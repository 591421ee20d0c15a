/** Queries on money movements: the signed ledger of incomes, refunds, chargebacks, fees and adjustments. */
import { and, count, desc, eq, getTableColumns, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import { PgDialect, QueryBuilder } from 'drizzle-orm/pg-core';
import { orderByOf, type PageRequest } from '../../core/pagination.js';
import { countByDaysStatement, totalOf } from '../../db/daily-counts.js';
import type { Executor } from '../../db/database.js';
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

const SORTABLE = {
  occurredAt: moneyMovements.occurredAt,
  amount: moneyMovements.amount,
  createdAt: moneyMovements.createdAt,
};

function whereOf(filters: MovementFilters): SQL | undefined {
  return and(
    filters.type ? eq(moneyMovements.type, filters.type) : undefined,
    filters.source ? eq(moneyMovements.source, filters.source) : undefined,
    filters.currency ? eq(moneyMovements.currency, filters.currency) : undefined,
    filters.from ? gte(moneyMovements.occurredAt, filters.from) : undefined,
    filters.to ? lte(moneyMovements.occurredAt, filters.to) : undefined,
    filters.executed === undefined ? undefined : eq(moneyMovements.executed, filters.executed),
  );
}

const builder = new QueryBuilder();
const dialect = new PgDialect();

/**
 * The movements list's statements: the page (its ids from the list's index alone, in the
 * default order, then those rows) and its exact total from the daily counts
 * (db/daily-counts.ts), which every filter of the list is a column of. Also for the bench's EXPLAIN.
 */
function pageStatementsOf(filters: MovementFilters, page: PageRequest) {
  const where = whereOf(filters);
  const order = orderByOf(page, SORTABLE, [desc(moneyMovements.occurredAt)], moneyMovements.id);
  const pageIds = builder
    .select({ id: moneyMovements.id })
    .from(moneyMovements)
    .where(where)
    .orderBy(...order)
    .limit(page.size)
    .offset(page.offset)
    .as('page_ids');
  const rows = builder
    .select(getTableColumns(moneyMovements))
    .from(moneyMovements)
    .innerJoin(pageIds, eq(moneyMovements.id, pageIds.id))
    .orderBy(...order);
  const total = countByDaysStatement({
    from: filters.from,
    to: filters.to,
    instant: moneyMovements.occurredAt,
    rows: (edge) => builder.select({ total: count() }).from(moneyMovements).where(and(where, edge)).getSQL(),
    wholeDays: (first, end) =>
      builder
        .select({ total: sql`coalesce(sum(${moneyMovementDailyCounts.count}), 0)` })
        .from(moneyMovementDailyCounts)
        .where(
          and(
            filters.type ? eq(moneyMovementDailyCounts.type, filters.type) : undefined,
            filters.source ? eq(moneyMovementDailyCounts.source, filters.source) : undefined,
            filters.currency ? eq(moneyMovementDailyCounts.currency, filters.currency) : undefined,
            filters.executed === undefined
              ? undefined
              : eq(moneyMovementDailyCounts.executed, filters.executed),
            first ? gte(moneyMovementDailyCounts.day, first) : undefined,
            end ? lt(moneyMovementDailyCounts.day, end) : undefined,
          ),
        )
        .getSQL(),
  });
  return { pageIds, order, rows, total };
}

/** The list's statements as text and values (the bench's EXPLAIN). */
export function movementsPageStatementOf(filters: MovementFilters, page: PageRequest) {
  const { rows, total } = pageStatementsOf(filters, page);
  return { page: rows.toSQL(), total: dialect.sqlToQuery(total) };
}

export function createMoneyMovementsRepository(db: Executor) {
  return {
    /**
     * Writes the movement unless its event already wrote one (unique payment, type and event
     * key): answers whether it was written, so a duplicate event changes nothing.
     */
    async record(movement: NewMovement, now: Date): Promise<boolean> {
      const rows = await db
        .insert(moneyMovements)
        .values({ ...movement, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning({ id: moneyMovements.id });
      return rows.length > 0;
    },

    /** A page of movements and the total the filters match (`pageStatementsOf`). */
    async findPage(filters: MovementFilters, page: PageRequest) {
      const statements = pageStatementsOf(filters, page);
      const [rows, total] = await Promise.all([
        db
          .select(getTableColumns(moneyMovements))
          .from(moneyMovements)
          .innerJoin(statements.pageIds, eq(moneyMovements.id, statements.pageIds.id))
          .orderBy(...statements.order),
        totalOf(db, statements.total),
      ]);
      return { rows, total };
    },

    async findOfPayment(paymentId: string) {
      return db.select().from(moneyMovements).where(eq(moneyMovements.paymentId, paymentId));
    },
  };
}

export type MoneyMovementsRepository = ReturnType<typeof createMoneyMovementsRepository>;
