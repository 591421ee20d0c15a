/** Queries on money movements: the signed ledger of incomes, refunds, chargebacks, fees and adjustments. */
import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { PageRequest } from '../../core/pagination.js';
import { currencyTotals } from '../../db/currency-totals.js';
import type { Executor } from '../../db/database.js';
import { type MoneyMovementRow, moneyMovements } from '../../db/schema/index.js';
import { tablePage } from '../../db/table-page.js';

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

    async findPage(filters: MovementFilters, page: PageRequest) {
      const where = whereOf(filters);
      return tablePage(db, moneyMovements, where, page, {
        sortable: SORTABLE,
        defaults: [desc(moneyMovements.occurredAt)],
      });
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
