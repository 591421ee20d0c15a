/**
 * Staff's changes to a live enrollment: its referrers, country and price (plan, tier,
 * scholarship: the schedule is rebuilt while nothing is paid), and switching it to manual
 * collection.
 */
import {
  type CourseEnrollmentManualTransitionDTO,
  type EnrollmentUpdate,
  isZeroMoney,
} from '@catedra/contract';
import type { Static } from 'typebox';
import type { EnrollmentRow } from '../../../db/schema/index.js';
import { AppError } from '../../../errors/app-error.js';
import { enrollmentBecameActive } from '../became-active.js';
import type { EnrollmentsRepository } from '../enrollments.repository.js';
import { finishIfSettled } from '../payment-shares.js';
import { anchorOf, answerOf, type EnrollmentsDeps, lockChangeable } from './context.js';
import { requirePlanFor, requireUser, scheduleFor } from './pricing.js';

const pricingChanged = (row: EnrollmentRow, update: Static<typeof EnrollmentUpdate>) =>
  (update.paymentPlanId !== undefined && update.paymentPlanId !== row.paymentPlanId) ||
  (update.scholarshipPercent !== undefined && update.scholarshipPercent !== row.scholarshipPercent) ||
  (update.allianceId !== undefined && update.allianceId !== row.allianceId) ||
  (update.tier !== undefined && update.tier !== row.tier);

/** Rebuilds the schedule from a new plan, tier or scholarship; refused once something is paid. */
async function reprice(
  repository: EnrollmentsRepository,
  row: EnrollmentRow,
  update: Static<typeof EnrollmentUpdate>,
) {
  const periods = await repository.findPeriods(row.id);
  if (periods.some((period) => !isZeroMoney(period.paidAmount))) {
    throw new AppError('ENROLLMENT_HAS_PAYMENTS', 'La inscripción ya tiene pagos: su precio no cambia');
  }
  const course = (await repository.findCourse(row.courseId))!;
  const allianceId = update.allianceId !== undefined ? update.allianceId : row.allianceId;
  if (allianceId && !(await repository.allianceExists(allianceId))) {
    throw new AppError('TIER_NOT_IN_ALLIANCE', 'La alianza no existe');
  }
  const pricing = {
    allianceId,
    tier: allianceId ? (update.tier !== undefined ? update.tier : row.tier) : null,
    scholarshipPercent: update.scholarshipPercent ?? row.scholarshipPercent,
  };
  const planId = update.paymentPlanId ?? row.paymentPlanId;
  if (!planId)
    return {
      allianceId: pricing.allianceId,
      tier: pricing.tier,
      scholarshipPercent: pricing.scholarshipPercent,
    };
  const plan = requirePlanFor(await repository.findPlan(planId), course, pricing.allianceId);
  const enrolledOn = await anchorOf(repository, row, course.timezoneId);
  const { snapshot, periods: schedule } = await scheduleFor(repository, plan, course, pricing, enrolledOn);
  await repository.deletePeriods(
    row.id,
    periods.map((period) => period.number),
  );
  await repository.insertPeriods(row.id, schedule);
  const becomesActive = row.status === 'PENDING' && pricing.scholarshipPercent === 100;
  return { ...snapshot, ...(becomesActive ? { status: 'ACTIVE' as const } : {}) };
}

export function updateEnrollment(deps: EnrollmentsDeps) {
  const { unitOfWork, clock } = deps;
  return async (enrollmentId: string, update: Static<typeof EnrollmentUpdate>) => {
    await unitOfWork.run(async ({ executor, enrollments: repository }) => {
      const row = await lockChangeable(repository, enrollmentId);
      await requireUser(repository, update.referrerSellerId, 'body.referrerSellerId');
      await requireUser(repository, update.marketingReferrerId, 'body.marketingReferrerId');
      const priced = pricingChanged(row, update) ? await reprice(repository, row, update) : {};
      await repository.update(
        enrollmentId,
        {
          ...priced,
          ...(update.referrerSellerId !== undefined ? { referrerSellerId: update.referrerSellerId } : {}),
          ...(update.marketingReferrerId !== undefined
            ? { marketingReferrerId: update.marketingReferrerId }
            : {}),
          ...(update.country !== undefined ? { country: update.country } : {}),
        },
        clock.now(),
      );
      await repository.refreshFigures(enrollmentId);
      if ('status' in priced && priced.status === 'ACTIVE') {
        await enrollmentBecameActive(executor, enrollmentId, clock.now());
      }
      // A scholarship or a new price may settle an ended course's enrollment: finished here.
      await finishIfSettled(executor, enrollmentId, clock.now());
    });
    return answerOf(deps, enrollmentId);
  };
}

export function switchToManual(deps: EnrollmentsDeps) {
  const { unitOfWork, clock } = deps;
  return async (enrollmentId: string, body: Static<typeof CourseEnrollmentManualTransitionDTO>) => {
    await unitOfWork.run(async ({ enrollments: repository }) => {
      await lockChangeable(repository, enrollmentId);
      await repository.update(enrollmentId, { manual: true, manualReason: body.reason.trim() }, clock.now());
    });
    return answerOf(deps, enrollmentId);
  };
}
