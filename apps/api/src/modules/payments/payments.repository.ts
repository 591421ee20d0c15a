/**
 * Queries on payments and what hangs from them: components, status changes, allocations
 * (the ledger proof of what each payment paid on each period), vendor refunds
 * (`refunds`, refunds.repository.ts), processed vendor notifications, stored idempotent
 * answers and the exchange rates. No rules here.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { PgDialect, QueryBuilder } from 'drizzle-orm/pg-core';
import { orderByOf, type PageRequest } from '../../core/pagination.js';
import { equalFilters, matching } from '../../db/conditions.js';
import { currencyTotals } from '../../db/currency-totals.js';
import { countByDaysStatement } from '../../db/daily-counts.js';
import type { Executor } from '../../db/database.js';
import { listStatements, type PageLimits } from '../../db/list-statements.js';
import { paymentPartyLateral } from '../../db/payment-parties.js';
import { streamRows } from '../../db/query-stream.js';
import { firstRow, insertOnce, updateById } from '../../db/rows.js';
import {
  courses,
  enrollmentPeriods,
  enrollments,
  exchangeRates,
  idempotencyKeys,
  moneyMovements,
  type NewPaymentRow,
  type PaymentRow,
  paymentAllocations,
  paymentComponents,
  paymentDailyCounts,
  paymentStatusChanges,
  payments,
  processedNotifications,
  receiptCounters,
  users,
} from '../../db/schema/index.js';
import { joinedPage } from '../../db/table-page.js';
import type { PeriodShare } from '../enrollments/index.js';
import { createRefundsRepository } from './refunds.repository.js';

/** A period a payment paid: its number, whether in whole, and whether it is a plan's down payment. */
export type PaidPeriodRow = { number: number; downPayment: boolean; whole: boolean };

export type PaymentFilters = {
  /** Instants already resolved from the date-only query (the service knows the zone). */
  from?: Date;
  toBefore?: Date;
  userId?: string;
  /** An enrollment's payments (payments_enrollment_id_idx). */
  enrollmentId?: string;
  status?: PaymentRow['status'];
  vendorId?: NonNullable<PaymentRow['vendorId']>;
  referrerSellerId?: string;
  segment?: PaymentRow['segment'];
};

/** A row of the payments export: the list's payment with its payer and its course, if any. */
export type PaymentExportRow = {
  id: string;
  created_at: Date;
  paid_at: Date | null;
  receipt_number: number | null;
  payer_name: string;
  payer_email: string;
  course_title: string | null;
  amount: string;
  refunded_amount: string;
  currency: string;
  status: string;
  vendor_id: string | null;
  method: string | null;
  segment: string;
  vendor_reference: string | null;
  description: string;
};

export type ComponentValues = Omit<typeof paymentComponents.$inferInsert, 'id' | 'paymentId' | 'position'>;

export type StatusChangeValues = Omit<typeof paymentStatusChanges.$inferInsert, 'id' | 'paymentId'>;

const SORTABLE = {
  createdAt: payments.createdAt,
  paidAt: payments.paidAt,
  amount: payments.amount,
  status: payments.status,
};

/** The list's order (and its export's): the sort asked for, newest first by default, ties by id. */
const orderOf = (page: PageRequest) => orderByOf(page, SORTABLE, [desc(payments.createdAt)], payments.id);

function whereOf(filters: PaymentFilters): SQL | undefined {
  return and(
    filters.from ? gte(payments.createdAt, filters.from) : undefined,
    filters.toBefore ? lt(payments.createdAt, filters.toBefore) : undefined,
    ...equalFilters(payments, filters, [
      'userId',
      'enrollmentId',
      'status',
      'vendorId',
      'referrerSellerId',
      'segment',
    ]),
  );
}

/** One request's claim of an idempotency key: the key, and when the request claimed it. */
export type IdempotencyClaim = { operation: string; owner: string; key: string; claimedAt: Date };

/** The row of the claim, while it is unanswered and still that request's. */
function claimOf(claim: IdempotencyClaim): SQL | undefined {
  return and(
    eq(idempotencyKeys.operation, claim.operation),
    eq(idempotencyKeys.owner, claim.owner),
    eq(idempotencyKeys.key, claim.key),
    eq(idempotencyKeys.statusCode, 0),
    eq(idempotencyKeys.createdAt, claim.claimedAt),
  );
}

const builder = new QueryBuilder();
const dialect = new PgDialect();

/**
 * The periods a payment paid, from the ledger, as a JSON array in period order: its allocations
 * net of their reversals (a refund takes back newest first), the periods it still holds money
 * on. In whole when what it holds reaches the period's amount; the first period of an upfront or
 * hybrid plan is its down payment. The list shows them on every row, a payment's page on its own.
 */
function paidPeriodsOf(paymentId: SQL | typeof payments.id): SQL<PaidPeriodRow[]> {
  return sql<PaidPeriodRow[]>`coalesce((
    select json_agg(json_build_object('number', s.number, 'downPayment', s.down_payment, 'whole', s.whole)
                    order by s.number)
    from (
      select a.period_number as number, sum(a.amount) >= p.amount as whole,
             a.period_number = 1 and e.plan_type in ('upfront', 'hybrid') as down_payment
      from ${paymentAllocations} a
      join ${enrollmentPeriods} p on p.enrollment_id = a.enrollment_id and p.number = a.period_number
      join ${enrollments} e on e.id = a.enrollment_id
      where a.payment_id = ${paymentId}
      group by a.period_number, p.amount, e.plan_type
      having sum(a.amount) > 0
    ) s), '[]'::json)`;
}

/** The ids of the page, in its order, from the list's index alone (one for each sort). */
function pageIdsOf(filters: PaymentFilters, page: PageRequest, limits: PageLimits) {
  return builder
    .select({ id: payments.id })
    .from(payments)
    .where(whereOf(filters))
    .orderBy(...orderOf(page))
    .limit(limits.limit)
    .offset(limits.offset);
}

/** The page's ids as text and values, for a test of the plan that reads them. */
export const paymentsPageIdsStatementOf = (filters: PaymentFilters, page: PageRequest) =>
  dialect.sqlToQuery(pageIdsOf(filters, page, { limit: page.size, offset: page.offset }).getSQL());

/**
 * The page's statement: its ids (`pageIdsOf`), then those rows with their payers and the
 * periods they paid, with the filters and the limits either as values or as placeholders.
 */
function pageRowsOf(filters: PaymentFilters, page: PageRequest, limits: PageLimits, source: Executor) {
  const pageIds = pageIdsOf(filters, page, limits).as('page_ids');
  return source
    .select({
      payment: payments,
      payerName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`.as('payer_name'),
      payerEmail: users.email,
      paidPeriods: paidPeriodsOf(payments.id).as('paid_periods'),
    })
    .from(payments)
    .innerJoin(pageIds, eq(payments.id, pageIds.id))
    .innerJoin(users, eq(users.id, payments.userId))
    .orderBy(...orderOf(page));
}

/** The list's total: from the daily counts, or a count of a payer's, an enrollment's or a seller's few rows. */
function totalStatementOf(filters: PaymentFilters): SQL {
  const where = whereOf(filters);
  const counted = (edge: SQL) =>
    builder.select({ total: count() }).from(payments).where(and(where, edge)).getSQL();
  return filters.userId || filters.enrollmentId || filters.referrerSellerId
    ? sql`select (${counted(sql`true`)}) as total`
    : countByDaysStatement({
        from: filters.from,
        to: filters.toBefore,
        instant: payments.createdAt,
        rows: counted,
        counts: {
          table: paymentDailyCounts,
          where: and(...equalFilters(paymentDailyCounts, filters, ['status', 'vendorId', 'segment'])),
        },
      });
}

/**
 * The payments list's statements: its page (`pageRowsOf`), prepared once per shape (which
 * filters, which sort, the size) as the users list's (at a million payments, writing it and
 * planning it cost more than running it), and its total (`totalStatementOf`), from the daily
 * counts (db/daily-counts.ts) when the filters are theirs (status, vendor, segment, the range),
 * else a count of the few rows a payer, an enrollment or a seller has.
 */
export const paymentsList = listStatements({
  name: 'payments_page',
  rowsOf: pageRowsOf,
  totalOf: totalStatementOf,
});

export function createPaymentsRepository(db: Executor) {
  return {
    /** payment_refunds, on the same handle (a transaction's, in a unit of work). */
    refunds: createRefundsRepository(db),

    async insert(values: NewPaymentRow, components: ComponentValues[]): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values(values).returning();
      if (components.length > 0) {
        await db
          .insert(paymentComponents)
          .values(components.map((component, position) => ({ ...component, paymentId: row!.id, position })));
      }
      return row!;
    },

    async findById(paymentId: string): Promise<PaymentRow | undefined> {
      return firstRow(db, payments, eq(payments.id, paymentId));
    },

    /** The payment, locked until the transaction ends: status changes of one payment are serialized. */
    async lock(paymentId: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      return row;
    },

    /**
     * Payments a vendor sync re-reads: initialised with a vendor (not manual), still PENDING
     * or with a refund still pending, of one enrollment, or of the non-manual enrollments (of
     * one course) — oldest first, one batch after `afterId`.
     */
    async findSyncable(
      scope: { enrollmentId?: string; courseId?: string; createdSince?: Date },
      afterId: string | null,
      limit: number,
    ) {
      return db
        .select()
        .from(payments)
        .where(
          and(
            sql`(${payments.status} = 'PENDING' or exists (select 1 from payment_refunds r where r.payment_id = ${payments.id} and r.status = 'PENDING'))`,
            sql`${payments.vendorId} is not null and ${payments.vendorId} <> 'manual'`,
            afterId ? sql`${payments.id} > ${afterId}` : undefined,
            scope.createdSince ? gte(payments.createdAt, scope.createdSince) : undefined,
            scope.enrollmentId
              ? eq(payments.enrollmentId, scope.enrollmentId)
              : sql`${payments.enrollmentId} in (select id from enrollments where not manual${
                  scope.courseId ? sql` and course_id = ${scope.courseId}` : sql``
                })`,
          ),
        )
        .orderBy(asc(payments.id))
        .limit(limit);
    },

    /** The payment a link token's SHA-256 names. */
    async findByLinkTokenHash(hash: string): Promise<PaymentRow | undefined> {
      return firstRow(db, payments, eq(payments.linkTokenHash, hash));
    },

    async findByVendorReference(vendorId: NonNullable<PaymentRow['vendorId']>, reference: string) {
      return firstRow(db, payments, matching(payments, { vendorId, vendorReference: reference }));
    },

    async update(
      paymentId: string,
      values: Partial<NewPaymentRow>,
      now: Date,
    ): Promise<PaymentRow | undefined> {
      return updateById(db, payments, paymentId, values, now);
    },

    /**
     * A page of payments, each with its payer's name and e-mail and the periods it paid (what
     * the list shows), and the total the filters match (`paymentsList`).
     */
    findPage: paymentsList.findPageOn(db),

    /**
     * The amount and count per currency of every payment the list's filters match (the same
     * `whereOf`), currencies in their enum order: the list's own indexes serve it.
     */
    totalsByCurrency(filters: PaymentFilters) {
      return currencyTotals(db, payments, payments, whereOf(filters));
    },

    /**
     * Every payment the list's filters match, in the list's order, with its payer and course,
     * streamed (db/query-stream.ts): the export of the list.
     */
    exportRows(filters: PaymentFilters, order: PageRequest) {
      // Its payer and course, row by row: the payments are read in the list's order from its
      // index (one for each sort, SORTABLE), so the first rows leave at once.
      const party = paymentPartyLateral(db, payments.id);
      const query = db
        .select({
          id: sql`${payments.id}`.as('id'),
          createdAt: sql`${payments.createdAt}`.as('created_at'),
          paidAt: sql`${payments.paidAt}`.as('paid_at'),
          receiptNumber: sql`${payments.receiptNumber}`.as('receipt_number'),
          payerName: party.payerName,
          payerEmail: party.payerEmail,
          courseTitle: party.courseTitle,
          amount: sql`${payments.amount}::text`.as('amount'),
          refundedAmount: sql`${payments.refundedAmount}::text`.as('refunded_amount'),
          currency: sql`${payments.currency}`.as('currency'),
          status: sql`${payments.status}`.as('status'),
          vendorId: sql`${payments.vendorId}`.as('vendor_id'),
          method: sql`${payments.method}`.as('method'),
          segment: sql`${payments.segment}`.as('segment'),
          vendorReference: sql`${payments.vendorReference}`.as('vendor_reference'),
          description: sql`${payments.description}`.as('description'),
        })
        .from(payments)
        .leftJoinLateral(party, sql`true`)
        .where(whereOf(filters))
        .orderBy(...orderOf(order));
      return streamRows<PaymentExportRow>(db, query.getSQL());
    },

    /** The periods the payment paid (`paidPeriodsOf`), in order. */
    async findPaidPeriods(paymentId: string): Promise<PaidPeriodRow[]> {
      const { rows } = await db.execute<{ periods: PaidPeriodRow[] }>(
        sql`select ${paidPeriodsOf(sql`${paymentId}::uuid`)} as periods`,
      );
      return rows[0]?.periods ?? [];
    },

    /** What a receipt prints besides the payment and its lines: the payer's name and the course, if any. */
    async findReceiptParties(paymentId: string) {
      const [row] = await db
        .select({
          payerFirstName: users.firstName,
          payerLastName: users.lastName,
          payerEmail: users.email,
          courseId: courses.id,
          courseTitle: courses.title,
        })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .leftJoin(enrollments, eq(enrollments.id, payments.enrollmentId))
        .leftJoin(courses, eq(courses.id, enrollments.courseId))
        .where(eq(payments.id, paymentId));
      return row;
    },

    async findComponents(paymentId: string) {
      return db
        .select()
        .from(paymentComponents)
        .where(eq(paymentComponents.paymentId, paymentId))
        .orderBy(asc(paymentComponents.position));
    },

    async replaceComponents(paymentId: string, components: ComponentValues[]) {
      await db.delete(paymentComponents).where(eq(paymentComponents.paymentId, paymentId));
      if (components.length === 0) return;
      await db
        .insert(paymentComponents)
        .values(components.map((component, position) => ({ ...component, paymentId, position })));
    },

    async recordStatusChange(paymentId: string, change: StatusChangeValues) {
      await db.insert(paymentStatusChanges).values({ ...change, paymentId });
    },

    async findStatusChanges(paymentId: string) {
      return db
        .select()
        .from(paymentStatusChanges)
        .where(eq(paymentStatusChanges.paymentId, paymentId))
        .orderBy(asc(paymentStatusChanges.at), asc(paymentStatusChanges.id));
    },

    /** The payment's refunds in the ledger (negative amounts), oldest first: what its history's refunds gave back. */
    async findRefundMovements(paymentId: string) {
      return db
        .select({ amount: moneyMovements.amount, occurredAt: moneyMovements.occurredAt })
        .from(moneyMovements)
        .where(and(eq(moneyMovements.paymentId, paymentId), eq(moneyMovements.type, 'REFUND')))
        .orderBy(asc(moneyMovements.occurredAt), asc(moneyMovements.id));
    },

    /** Shares of the payment, or (with `chargeId`) of an unapplied charge that arrived on it, applied by staff. */
    async insertAllocations(
      paymentId: string,
      enrollmentId: string,
      shares: PeriodShare[],
      now: Date,
      chargeId: string | null = null,
    ) {
      if (shares.length === 0) return;
      await db.insert(paymentAllocations).values(
        shares.map((share) => ({
          paymentId,
          enrollmentId,
          periodNumber: share.periodNumber,
          amount: share.amount,
          reversal: share.amount.startsWith('-'),
          chargeId,
          createdAt: now,
        })),
      );
    },

    /**
     * What the payment itself still holds on each period of the enrollment (its allocations net
     * of reversals; not the shares of unapplied charges applied on it).
     */
    async heldByPeriod(paymentId: string, enrollmentId: string): Promise<PeriodShare[]> {
      return db
        .select({
          periodNumber: paymentAllocations.periodNumber,
          amount: sql<string>`sum(${paymentAllocations.amount})::numeric(14,2)::text`,
        })
        .from(paymentAllocations)
        .where(
          and(
            eq(paymentAllocations.paymentId, paymentId),
            eq(paymentAllocations.enrollmentId, enrollmentId),
            isNull(paymentAllocations.chargeId),
          ),
        )
        .groupBy(paymentAllocations.periodNumber);
    },

    /** How many allocation rows the payment itself wrote (unapplied charges' shares aside). */
    async countAllocations(paymentId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(paymentAllocations)
        .where(and(eq(paymentAllocations.paymentId, paymentId), isNull(paymentAllocations.chargeId)));
      return row?.total ?? 0;
    },

    /**
     * The enrollment's open payments (CREATED or PENDING) and the periods each pays: one open
     * payment per period (read under the enrollment's lock, so the answer holds until commit).
     */
    async findOpenPeriodPayments(enrollmentId: string) {
      const rows = await db
        .select({ payment: payments, periodNumber: paymentComponents.periodNumber })
        .from(payments)
        .innerJoin(paymentComponents, eq(paymentComponents.paymentId, payments.id))
        .where(
          and(
            eq(payments.enrollmentId, enrollmentId),
            inArray(payments.status, ['CREATED', 'PENDING']),
            isNotNull(paymentComponents.periodNumber),
          ),
        )
        .orderBy(asc(payments.createdAt), asc(payments.id));
      const open = new Map<string, { payment: PaymentRow; periodNumbers: number[] }>();
      for (const row of rows) {
        const entry = open.get(row.payment.id) ?? { payment: row.payment, periodNumbers: [] };
        entry.periodNumbers.push(row.periodNumber!);
        open.set(row.payment.id, entry);
      }
      return [...open.values()];
    },

    /**
     * The next receipt number. The counter row stays locked until the transaction ends: the
     * approval's transaction calls it last, and a rollback gives the number back (no gap).
     */
    async nextReceiptNumber(): Promise<number> {
      const [row] = await db
        .insert(receiptCounters)
        .values({ name: 'receipts', lastNumber: 1 })
        .onConflictDoUpdate({
          target: receiptCounters.name,
          set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` },
        })
        .returning({ lastNumber: receiptCounters.lastNumber });
      return row!.lastNumber;
    },

    /** Records a vendor event once; false when it was already processed. */
    async markNotificationProcessed(
      vendorId: NonNullable<PaymentRow['vendorId']>,
      eventKey: string,
      paymentId: string | null,
      now: Date,
    ): Promise<boolean> {
      return insertOnce(db, processedNotifications, { vendorId, eventKey, paymentId, processedAt: now });
    },

    async findIdempotentAnswer(operation: string, owner: string, key: string, since: Date) {
      return firstRow(
        db,
        idempotencyKeys,
        and(
          eq(idempotencyKeys.operation, operation),
          eq(idempotencyKeys.owner, owner),
          eq(idempotencyKeys.key, key),
          gte(idempotencyKeys.createdAt, since),
        ),
      );
    },

    /**
     * Claims the key for this request (answer not known yet: status 0, `createdAt` = `now`, which
     * then names this claim); false when another request holds it. One upsert on the key's unique
     * index, so of concurrent claims one wins. Taken over: an answer older than `expiredBefore`,
     * and a claim never answered since before `abandonedBefore` (its request crashed).
     */
    async claimIdempotencyKey(
      values: { operation: string; owner: string; key: string; requestHash: string },
      now: Date,
      before: { expiredBefore: Date; abandonedBefore: Date },
    ): Promise<boolean> {
      const rows = await db
        .insert(idempotencyKeys)
        .values({ ...values, statusCode: 0, response: {}, createdAt: now })
        .onConflictDoUpdate({
          target: [idempotencyKeys.operation, idempotencyKeys.owner, idempotencyKeys.key],
          set: { requestHash: values.requestHash, statusCode: 0, response: {}, createdAt: now },
          setWhere: or(
            lt(idempotencyKeys.createdAt, before.expiredBefore),
            and(eq(idempotencyKeys.statusCode, 0), lt(idempotencyKeys.createdAt, before.abandonedBefore)),
          ),
        })
        .returning({ key: idempotencyKeys.key });
      return rows.length > 0;
    },

    /** Stores the answer of the claim made at `claimedAt`; nothing when another request took it over since. */
    async storeIdempotentAnswer(where: IdempotencyClaim, statusCode: number, response: unknown) {
      await db.update(idempotencyKeys).set({ statusCode, response }).where(claimOf(where));
    },

    /** Frees the key of the claim made at `claimedAt` (its request was refused), if still that claim. */
    async releaseIdempotencyKey(where: IdempotencyClaim) {
      await db.delete(idempotencyKeys).where(claimOf(where));
    },

    /** The rate in force now (the newest), or just before `before`: the newest set before it. */
    async currentExchangeRate(before?: Date) {
      const [row] = await db
        .select()
        .from(exchangeRates)
        .where(
          and(
            eq(exchangeRates.fromCurrency, 'USD'),
            eq(exchangeRates.toCurrency, 'ARS'),
            before ? lt(exchangeRates.createdAt, before) : undefined,
          ),
        )
        .orderBy(desc(exchangeRates.createdAt), desc(exchangeRates.id))
        .limit(1);
      return row;
    },

    /**
     * getEnrollmentsIncome: the course's enrollments' payments of a status in a currency, per
     * segment (each payment's amount, as it was made).
     */
    async courseIncome(courseId: string, currency: PaymentRow['currency'], status: PaymentRow['status']) {
      return db
        .select({
          segment: payments.segment,
          total: sql<string>`sum(${payments.amount})::numeric(16,2)::text`,
          count: count(),
        })
        .from(payments)
        .innerJoin(enrollments, eq(enrollments.id, payments.enrollmentId))
        .where(
          and(
            eq(enrollments.courseId, courseId),
            eq(payments.currency, currency),
            eq(payments.status, status),
          ),
        )
        .groupBy(payments.segment);
    },

    async insertExchangeRate(rate: string, setBy: string, now: Date) {
      const [row] = await db
        .insert(exchangeRates)
        .values({ fromCurrency: 'USD', toCurrency: 'ARS', rate, setBy, createdAt: now })
        .returning();
      return row!;
    },

    /** A page of the rates' history, each with the name of who set it. */
    async exchangeRatePage(page: PageRequest) {
      const where = and(eq(exchangeRates.fromCurrency, 'USD'), eq(exchangeRates.toCurrency, 'ARS'));
      const rows = db
        .select({
          rate: exchangeRates,
          setByName: sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})`,
        })
        .from(exchangeRates)
        .leftJoin(users, eq(users.id, exchangeRates.setBy));
      return joinedPage(db, exchangeRates, rows, where, page, {
        sortable: { createdAt: exchangeRates.createdAt },
        defaults: [desc(exchangeRates.createdAt)],
      });
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
