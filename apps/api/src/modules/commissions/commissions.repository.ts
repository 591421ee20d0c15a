/** Queries on the commission rates, lines and accounts (docs/domain/calls-and-commissions.md). */
import type { MoneyCurrency } from '@catedra/contract';
import { and, desc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { PageRequest } from '../../core/pagination.js';
import { equalFilters } from '../../db/conditions.js';
import type { Executor } from '../../db/database.js';
import {
  type CommissionLineRow,
  commissionAccounts,
  commissionLines,
  commissionRates,
} from '../../db/schema/index.js';
import { tablePage } from '../../db/table-page.js';

export type CommissionLineFilter = {
  sellerId?: string;
  currency?: MoneyCurrency;
  kind?: CommissionLineRow['kind'];
  paymentId?: string;
  from?: Date;
  to?: Date;
};

const sumText = (column: SQL | typeof commissionLines.amount) =>
  sql<string>`coalesce(sum(${column}), 0)::numeric(14,2)::text`;

export function createCommissionsRepository(db: Executor) {
  return {
    /** The rate in force at `at`: the latest set from then or before. */
    async rateAt(sellerId: string, at: Date) {
      const [row] = await db
        .select()
        .from(commissionRates)
        .where(and(eq(commissionRates.sellerId, sellerId), lte(commissionRates.effectiveFrom, at)))
        .orderBy(desc(commissionRates.effectiveFrom), desc(commissionRates.id))
        .limit(1);
      return row;
    },

    async insertRate(values: typeof commissionRates.$inferInsert) {
      const [row] = await db.insert(commissionRates).values(values).returning();
      return row!;
    },

    ratesPage(sellerId: string, page: PageRequest) {
      return tablePage(db, commissionRates, eq(commissionRates.sellerId, sellerId), page, {
        sortable: { effectiveFrom: commissionRates.effectiveFrom },
        defaults: [desc(commissionRates.effectiveFrom)],
      });
    },

    /** Writes a line once per payment and event: undefined when it was written before. */
    async insertLine(values: typeof commissionLines.$inferInsert) {
      const [row] = await db
        .insert(commissionLines)
        .values(values)
        .onConflictDoNothing({
          target: [commissionLines.paymentId, commissionLines.eventKey],
          where: sql`payment_id IS NOT NULL`,
        })
        .returning();
      return row;
    },

    /** A payment's lines: its accrual (the seller and rate) and what they add up to. */
    async ofPayment(paymentId: string) {
      const rows = await db.select().from(commissionLines).where(eq(commissionLines.paymentId, paymentId));
      return rows;
    },

    /** Locks the seller's account in the currency (made on first use): payouts run one at a time. */
    async lockAccount(sellerId: string, currency: MoneyCurrency, now: Date) {
      await db
        .insert(commissionAccounts)
        .values({ sellerId, currency, createdAt: now })
        .onConflictDoNothing();
      await db
        .select()
        .from(commissionAccounts)
        .where(and(eq(commissionAccounts.sellerId, sellerId), eq(commissionAccounts.currency, currency)))
        .for('update');
    },

    /** Every line of the seller in the currency, added up. */
    async balance(sellerId: string, currency: MoneyCurrency): Promise<string> {
      const [row] = await db
        .select({ balance: sumText(commissionLines.amount) })
        .from(commissionLines)
        .where(and(eq(commissionLines.sellerId, sellerId), eq(commissionLines.currency, currency)));
      return row?.balance ?? '0.00';
    },

    linesPage(filter: CommissionLineFilter, page: PageRequest) {
      const where = and(
        ...equalFilters(commissionLines, filter, ['sellerId', 'currency', 'kind', 'paymentId']),
        filter.from ? gte(commissionLines.occurredAt, filter.from) : undefined,
        filter.to ? lt(commissionLines.occurredAt, filter.to) : undefined,
      );
      return tablePage(db, commissionLines, where, page, {
        sortable: { occurredAt: commissionLines.occurredAt, amount: commissionLines.amount },
        defaults: [desc(commissionLines.occurredAt)],
      });
    },

    /**
     * Per seller, in the currency: the lines of the range by kind, and the balance of every
     * line up to `balanceAt` (commission_lines_seller_currency_kind_idx).
     */
    async figures(
      sellerIds: readonly string[],
      currency: MoneyCurrency,
      from: Date,
      to: Date,
      balanceAt: Date,
    ) {
      if (sellerIds.length === 0)
        return new Map<string, Record<'accrued' | 'clawedBack' | 'paid' | 'balance', string>>();
      const inRange = sql`${commissionLines.occurredAt} >= ${from} and ${commissionLines.occurredAt} < ${to}`;
      const ofKind = (kind: CommissionLineRow['kind']) =>
        sumText(
          sql`case when ${commissionLines.kind} = ${kind} and ${inRange} then abs(${commissionLines.amount}) end`,
        );
      const rows = await db
        .select({
          sellerId: commissionLines.sellerId,
          accrued: ofKind('ACCRUAL'),
          clawedBack: ofKind('CLAWBACK'),
          paid: ofKind('PAYOUT'),
          balance: sumText(
            sql`case when ${commissionLines.occurredAt} <= ${balanceAt} then ${commissionLines.amount} end`,
          ),
        })
        .from(commissionLines)
        .where(and(inArray(commissionLines.sellerId, [...sellerIds]), eq(commissionLines.currency, currency)))
        .groupBy(commissionLines.sellerId);
      return new Map(rows.map(({ sellerId, ...sums }) => [sellerId, sums]));
    },

    /** The rate in force at `at` of each seller. */
    async ratesAt(sellerIds: readonly string[], at: Date): Promise<Map<string, string>> {
      if (sellerIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([commissionRates.sellerId], {
          sellerId: commissionRates.sellerId,
          ratePercent: commissionRates.ratePercent,
        })
        .from(commissionRates)
        .where(and(inArray(commissionRates.sellerId, [...sellerIds]), lte(commissionRates.effectiveFrom, at)))
        .orderBy(commissionRates.sellerId, desc(commissionRates.effectiveFrom), desc(commissionRates.id));
      return new Map(rows.map((row) => [row.sellerId, row.ratePercent]));
    },
  };
}

export type CommissionsRepository = ReturnType<typeof createCommissionsRepository>;
