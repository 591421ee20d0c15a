/**
 * "A payment's payer and course", as the exports of the payments and money movements lists
 * read it: looked up row by row (a lateral join, kept one by its LIMIT: PostgreSQL would
 * otherwise flatten it into plain joins), so the outer rows are read in their list's order from
 * its index and the first ones leave at once. Joined whole, PostgreSQL hashed a million rows and
 * sorted them before the first one (3.9 s to the first byte of the payments sorted by amount,
 * 7–9 s for the movements, `npm run bench -- --exports`).
 */
import { type AnyColumn, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from './database.js';
import { courses, enrollments, payments, users } from './schema/index.js';

/** The subquery `party` (payerName, payerEmail, courseTitle) of the payment `paymentId` names; join it with `sql\`true\``. */
export function paymentPartyLateral(db: Executor, paymentId: AnyColumn) {
  // Its own name for the payment, so that the payments' export can name its outer row's id.
  const payment = alias(payments, 'party_payment');
  return db
    .select({
      payerName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`.as('payer_name'),
      payerEmail: sql<string>`${users.email}`.as('payer_email'),
      courseTitle: sql<string | null>`${courses.title}`.as('course_title'),
    })
    .from(payment)
    .innerJoin(users, eq(users.id, payment.userId))
    .leftJoin(enrollments, eq(enrollments.id, payment.enrollmentId))
    .leftJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(payment.id, paymentId))
    .limit(1)
    .as('party');
}
