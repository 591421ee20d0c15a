/**
 * Property: after any sequence of creation, re-spread, complementary period, payment,
 * waiver and time passing, the figures the enrollment keeps (periods_paid,
 * oldest_unpaid_due_date, number_of_periods, the unpaid schedule) equal what its periods
 * say, the debt read from them is the periods' debt today, and a re-spread never changes the total
 * still owed nor a paid period.
 */
import { addMoney, fromCents, localDateOf, subtractMoney, toCents } from '@catedra/contract';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/factories/academic.js';
import { createPaymentPlan } from '../../../test/factories/selling.js';
import { createUser } from '../../../test/factories/users.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import { dependenciesOf, useTestApp } from '../../../test/setup/test-app.js';
import { enrollmentPeriods, enrollments } from '../../db/schema/index.js';
import { checkEnrollmentFigures, periodsFigures } from './enrollment-figures.js';

const clock = testClock('2026-03-10T15:00:00Z');
const t = useTestApp({}, { clock });
const staff = { userId: '01900000-0000-7000-8000-000000000001', email: 'su@test', scopes: ['SU' as const] };

type Step =
  | { kind: 'respread'; count: number }
  | { kind: 'complementary' }
  | { kind: 'pay'; cents: number }
  | { kind: 'waive' }
  | { kind: 'travel'; days: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('respread' as const), count: fc.integer({ min: 1, max: 12 }) }),
  fc.record({ kind: fc.constant('complementary' as const) }),
  fc.record({ kind: fc.constant('pay' as const), cents: fc.integer({ min: 1, max: 200_000 }) }),
  fc.record({ kind: fc.constant('waive' as const) }),
  fc.record({ kind: fc.constant('travel' as const), days: fc.integer({ min: 1, max: 60 }) }),
);

describe('checkEnrollmentFigures after random changes', () => {
  it('keeps the stored figures equal to the periods, and the re-spread keeps the total owed', async () => {
    const { services } = dependenciesOf(t, { clock });
    const service = services.enrollments;
    const db = t.database.db;
    const owedCents = async (id: string) =>
      (await db.select().from(enrollmentPeriods).where(eq(enrollmentPeriods.enrollmentId, id))).reduce(
        (sum, period) => sum + (period.waived ? 0n : toCents(period.amount) - toCents(period.paidAmount)),
        0n,
      );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('upfront', 'recurring', 'hybrid', 'complete'),
        fc.integer({ min: 0, max: 99 }),
        fc.array(step, { maxLength: 8 }),
        async (type, scholarshipPercent, steps) => {
          clock.set('2026-03-10T15:00:00Z');
          const course = await createCourse(db);
          const plan = await createPaymentPlan(db, course.id, {
            type,
            upfrontAmount: type === 'upfront' || type === 'hybrid' ? '1234.56' : null,
            periodAmount: type === 'upfront' ? null : '333.33',
            numberOfPeriods: type === 'recurring' || type === 'hybrid' ? 3 : null,
          });
          const user = await createUser(db);
          const created = await service.createScholarship({
            userId: user.id,
            courseId: course.id,
            paymentPlanId: plan.id,
            scholarshipPercent,
          });
          await db.update(enrollments).set({ status: 'ACTIVE' }).where(eq(enrollments.id, created.id));
          for (const change of steps) {
            await apply(created.id, change);
            const [row] = await db.select().from(enrollments).where(eq(enrollments.id, created.id));
            const periods = await db
              .select()
              .from(enrollmentPeriods)
              .where(eq(enrollmentPeriods.enrollmentId, created.id));
            expect(checkEnrollmentFigures(row!, periods)).toEqual([]);
            // The debt the API reads off the stored unpaid schedule is what the periods say today.
            const read = await service.findById(staff, created.id);
            const today = localDateOf(clock.now(), course.timezoneId);
            expect(read.debt).toBe(periodsFigures(periods, today).debt);
            expect(read.inDebt).toBe(periodsFigures(periods, today).inDebt);
          }
        },
      ),
      { numRuns: 15, seed: 20_261_123 },
    );

    async function apply(id: string, change: Step) {
      if (change.kind === 'travel') clock.advance(change.days * 86_400_000);
      if (change.kind === 'complementary') await service.addComplementaryPeriod(staff, id);
      if (change.kind === 'respread') {
        const before = await owedCents(id);
        const paidBefore = await db
          .select()
          .from(enrollmentPeriods)
          .where(eq(enrollmentPeriods.enrollmentId, id));
        await service.updateNumberOfPeriods(id, change.count).catch((error: { code?: string }) => {
          if (error.code !== 'TOO_FEW_PERIODS' && error.code !== 'NOTHING_TO_RESPREAD') throw error;
        });
        expect(await owedCents(id)).toBe(before);
        const after = await db.select().from(enrollmentPeriods).where(eq(enrollmentPeriods.enrollmentId, id));
        for (const paid of paidBefore.filter((period) => toCents(period.paidAmount) > 0n)) {
          expect(after.find((period) => period.number === paid.number)).toMatchObject({
            amount: paid.amount,
            paidAmount: paid.paidAmount,
            dueDate: paid.dueDate,
          });
        }
      }
      // Payments arrive with issue 11: here a payment is written as it will be, oldest owed first.
      if (change.kind === 'pay') await payOldest(id, fromCents(BigInt(change.cents)));
      if (change.kind === 'waive') {
        const [owed] = await owedPeriods(id);
        if (owed) {
          await db
            .update(enrollmentPeriods)
            .set({ waived: true })
            .where(and(eq(enrollmentPeriods.enrollmentId, id), eq(enrollmentPeriods.number, owed.number)));
          await dependenciesOf(t).repositories.enrollments.refreshFigures(id);
        }
      }
    }

    async function owedPeriods(id: string) {
      const periods = await db.select().from(enrollmentPeriods).where(eq(enrollmentPeriods.enrollmentId, id));
      return periods
        .filter((period) => !period.waived && toCents(period.paidAmount) < toCents(period.amount))
        .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.number - b.number);
    }

    async function payOldest(id: string, amount: string) {
      let left = amount;
      for (const period of await owedPeriods(id)) {
        if (toCents(left) <= 0n) break;
        const due = subtractMoney(period.amount, period.paidAmount);
        const paying = toCents(left) < toCents(due) ? left : due;
        await db
          .update(enrollmentPeriods)
          .set({ paidAmount: addMoney(period.paidAmount, paying) })
          .where(and(eq(enrollmentPeriods.enrollmentId, id), eq(enrollmentPeriods.number, period.number)));
        left = subtractMoney(left, paying);
      }
      await dependenciesOf(t).repositories.enrollments.refreshFigures(id);
    }
  });
});
