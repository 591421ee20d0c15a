/**
 * Queries on the automation deliveries, and the read that fills an enrollment's row (the
 * student, the course, the plan, the seller) in the transaction that makes it ACTIVE. Built on
 * an Executor: that transaction's handle, a sending transaction's, or the pool for the list.
 */
import { and, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PageRequest } from '../../core/pagination.js';
import type { Executor } from '../../db/database.js';
import { selectEnrollmentWithStudentAndCourse } from '../../db/enrollment-parties.js';
import { lockNextDue } from '../../db/outbox-rows.js';
import { insertOnce } from '../../db/rows.js';
import {
  type AutomationDeliveryRow,
  type AutomationPayload,
  automationDeliveries,
  coursePaymentPlans,
  courses,
  enrollmentPeriods,
  enrollments,
  users,
} from '../../db/schema/index.js';
import { tablePage } from '../../db/table-page.js';

export type DeliveryFilters = {
  status?: AutomationDeliveryRow['status'];
  kind?: AutomationDeliveryRow['kind'];
  enrollmentId?: string;
};

/** What an attempt leaves on the row. */
export type AttemptResult = Pick<
  AutomationDeliveryRow,
  'status' | 'lastHttpStatus' | 'lastError' | 'nextAttemptAt' | 'deliveredAt'
> & { attempts: number };

const sellers = alias(users, 'sellers');

/** An enrollment's student, course, plan, price (the sum of its periods) and seller. */
const ENROLLMENT_FACTS = {
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  courseTitle: courses.title,
  planName: coursePaymentPlans.name,
  currency: enrollments.currency,
  amount: sql<string | null>`(select sum(${enrollmentPeriods.amount})::text
    from ${enrollmentPeriods} where ${enrollmentPeriods.enrollmentId} = ${enrollments.id})`,
  sellerFirstName: sellers.firstName,
  sellerLastName: sellers.lastName,
  sellerEmail: sellers.email,
};

export function createAutomationRepository(db: Executor) {
  return {
    /** A TEST row, due now (its transaction sends it before anyone else can see it). */
    async insertTest(payload: AutomationPayload, now: Date): Promise<AutomationDeliveryRow> {
      const [row] = await db
        .insert(automationDeliveries)
        .values({ kind: 'TEST', payload, nextAttemptAt: now, createdAt: now })
        .returning();
      return row!;
    },

    /** An enrollment's row, once per enrollment by the unique key: false when it was queued before. */
    async queueEnrollment(enrollmentId: string, payload: AutomationPayload, now: Date): Promise<boolean> {
      return insertOnce(
        db,
        automationDeliveries,
        { kind: 'ENROLLMENT_ACTIVE', enrollmentId, payload, nextAttemptAt: now, createdAt: now },
        [automationDeliveries.enrollmentId, automationDeliveries.kind],
      );
    },

    /** What an enrollment's row says (ENROLLMENT_FACTS), read in the activating transaction. */
    async enrollmentFacts(enrollmentId: string) {
      const [row] = await selectEnrollmentWithStudentAndCourse(db, ENROLLMENT_FACTS)
        .leftJoin(coursePaymentPlans, eq(coursePaymentPlans.id, enrollments.paymentPlanId))
        .leftJoin(sellers, eq(sellers.id, enrollments.referrerSellerId))
        .where(eq(enrollments.id, enrollmentId));
      return row;
    },

    /** The oldest due row, locked for this sender's transaction (db/outbox-rows.ts). */
    lockNextDue(now: Date): Promise<AutomationDeliveryRow | undefined> {
      return lockNextDue(db, automationDeliveries, now);
    },

    /** One row; `locked`: held until the transaction ends, or undefined while a sender holds it. */
    async findById(id: string, locked = false): Promise<AutomationDeliveryRow | undefined> {
      const query = db.select().from(automationDeliveries).where(eq(automationDeliveries.id, id));
      const [row] = await (locked ? query.for('update', { skipLocked: true }) : query);
      return row;
    },

    async recordAttempt(id: string, result: AttemptResult): Promise<AutomationDeliveryRow> {
      const [row] = await db
        .update(automationDeliveries)
        .set({ ...result, lastError: result.lastError?.slice(0, 2000) ?? null })
        .where(eq(automationDeliveries.id, id))
        .returning();
      return row!;
    },

    /** KEPT rows become due now (a URL is configured); rows a sender holds are left alone. */
    async releaseKept(now: Date): Promise<number> {
      return (await moveStatus(db, 'KEPT', { status: 'PENDING', nextAttemptAt: now })).length;
    },

    /** Due PENDING rows are KEPT (no URL is configured): they wait, listed, and are not tried. */
    async keepDue(now: Date): Promise<number> {
      return (
        await moveStatus(
          db,
          'PENDING',
          { status: 'KEPT', nextAttemptAt: null },
          lte(automationDeliveries.nextAttemptAt, now),
        )
      ).length;
    },

    /** Newest first, by status, kind or enrollment. */
    findPage(filters: DeliveryFilters, page: PageRequest) {
      const where = and(
        filters.status ? eq(automationDeliveries.status, filters.status) : undefined,
        filters.kind ? eq(automationDeliveries.kind, filters.kind) : undefined,
        filters.enrollmentId ? eq(automationDeliveries.enrollmentId, filters.enrollmentId) : undefined,
      );
      return tablePage(db, automationDeliveries, where, page, {
        sortable: { createdAt: automationDeliveries.createdAt },
        // Then the newest id (time-ordered) first: rows written in one instant stay newest first.
        defaults: [desc(automationDeliveries.createdAt), desc(automationDeliveries.id)],
      });
    },
  };
}

/** Moves the rows of one status that no sender holds to another (`also`: a further condition). */
function moveStatus(
  db: Executor,
  from: AutomationDeliveryRow['status'],
  to: Pick<AutomationDeliveryRow, 'status' | 'nextAttemptAt'>,
  also?: SQL,
) {
  const free = db
    .select({ id: automationDeliveries.id })
    .from(automationDeliveries)
    .where(and(eq(automationDeliveries.status, from), also))
    .for('update', { skipLocked: true });
  return db
    .update(automationDeliveries)
    .set(to)
    .where(inArray(automationDeliveries.id, free))
    .returning({ id: automationDeliveries.id });
}

export type AutomationRepository = ReturnType<typeof createAutomationRepository>;
