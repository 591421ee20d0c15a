/**
 * Queries on unapplied charges (vendor charges we could not apply, issue 17). Recording one
 * is `INSERT … ON CONFLICT DO NOTHING` on (vendor, vendor charge id): a notification
 * delivered twice records it once. A decision is a conditional update `WHERE status = 'OPEN'`:
 * two decisions at once, one wins. No rules here.
 */
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PageRequest } from '../../core/pagination.js';
import { matching } from '../../db/conditions.js';
import type { Executor } from '../../db/database.js';
import { firstRow } from '../../db/rows.js';
import { payments, type UnappliedChargeRow, unappliedCharges, users } from '../../db/schema/index.js';
import { joinedPage } from '../../db/table-page.js';

export type UnappliedChargeValues = Pick<
  typeof unappliedCharges.$inferInsert,
  | 'paymentId'
  | 'vendorId'
  | 'vendorReference'
  | 'amount'
  | 'currency'
  | 'reason'
  | 'vendorStatus'
  | 'vendorData'
  | 'createdAt'
  | 'updatedAt'
>;

export type UnappliedChargeFilters = {
  status?: UnappliedChargeRow['status'];
  vendorId?: UnappliedChargeRow['vendorId'];
  paymentId?: string;
};

/** An unapplied charge with what the list shows of its payment: the enrollment and the payer. */
export type UnappliedChargeListed = UnappliedChargeRow & {
  enrollmentId: string | null;
  userId: string;
  payerName: string;
  payerEmail: string;
};

const SORTABLE = { createdAt: unappliedCharges.createdAt, amount: unappliedCharges.amount };

const LISTED = {
  charge: unappliedCharges,
  enrollmentId: payments.enrollmentId,
  userId: payments.userId,
  payerName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
  payerEmail: users.email,
};

const flatten = ({
  charge,
  ...payment
}: Omit<UnappliedChargeListed, keyof UnappliedChargeRow> & {
  charge: UnappliedChargeRow;
}): UnappliedChargeListed => ({ ...charge, ...payment });

function whereOf(filters: UnappliedChargeFilters): SQL | undefined {
  return and(
    filters.status ? eq(unappliedCharges.status, filters.status) : undefined,
    filters.vendorId ? eq(unappliedCharges.vendorId, filters.vendorId) : undefined,
    filters.paymentId ? eq(unappliedCharges.paymentId, filters.paymentId) : undefined,
  );
}

export function createUnappliedChargesRepository(db: Executor) {
  return {
    /** Records a charge once per vendor charge; undefined when it was recorded before. */
    async record(values: UnappliedChargeValues): Promise<UnappliedChargeRow | undefined> {
      const [row] = await db.insert(unappliedCharges).values(values).onConflictDoNothing().returning();
      return row;
    },

    async findById(chargeId: string): Promise<UnappliedChargeListed | undefined> {
      const [row] = await db
        .select(LISTED)
        .from(unappliedCharges)
        .innerJoin(payments, eq(payments.id, unappliedCharges.paymentId))
        .innerJoin(users, eq(users.id, payments.userId))
        .where(eq(unappliedCharges.id, chargeId));
      return row && flatten(row);
    },

    async findByVendorReference(vendorId: UnappliedChargeRow['vendorId'], vendorReference: string) {
      return firstRow(db, unappliedCharges, matching(unappliedCharges, { vendorId, vendorReference }));
    },

    /**
     * Closes an OPEN charge (APPLIED or REFUNDED) with who decided, when and why; undefined
     * when it was not OPEN any more (another decision won).
     */
    async decide(
      chargeId: string,
      decision: {
        status: 'APPLIED' | 'REFUNDED';
        by: string | null;
        at: Date;
        note: string | null;
        refundReference?: string | null;
      },
    ): Promise<UnappliedChargeRow | undefined> {
      const [row] = await db
        .update(unappliedCharges)
        .set({
          status: decision.status,
          decidedBy: decision.by,
          decidedAt: decision.at,
          decisionNote: decision.note,
          refundReference: decision.refundReference ?? null,
          updatedAt: decision.at,
        })
        .where(and(eq(unappliedCharges.id, chargeId), eq(unappliedCharges.status, 'OPEN')))
        .returning();
      return row;
    },

    async findPage(filters: UnappliedChargeFilters, page: PageRequest) {
      const where = whereOf(filters);
      const listed = db
        .select(LISTED)
        .from(unappliedCharges)
        .innerJoin(payments, eq(payments.id, unappliedCharges.paymentId))
        .innerJoin(users, eq(users.id, payments.userId));
      const { rows, total } = await joinedPage(db, unappliedCharges, listed, where, page, {
        sortable: SORTABLE,
        defaults: [desc(unappliedCharges.createdAt)],
      });
      return { rows: rows.map(flatten), total };
    },
  };
}

export type UnappliedChargesRepository = ReturnType<typeof createUnappliedChargesRepository>;
