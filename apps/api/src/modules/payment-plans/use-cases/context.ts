/**
 * What every payment-plans use case is built with, and the lookups several share (the
 * course, the plan of that course, the alliance asked for). Module-private.
 */
import type { CoursePaymentPlanRow, CourseRow } from '../../../db/schema/index.js';
import type { UnitOfWork } from '../../../db/unit-of-work.js';
import { AppError, orNotFound } from '../../../errors/app-error.js';
import type { AllianceLookups } from '../../alliances/index.js';
import type { CourseLookups } from '../../courses/index.js';
import type { PaymentPlansRepository } from '../payment-plans.repository.js';
import { toPlanDto } from '../plan-dtos.js';

export type PaymentPlansDeps = {
  paymentPlans: PaymentPlansRepository;
  alliances: AllianceLookups;
  courses: Pick<CourseLookups, 'findById'>;
  unitOfWork: UnitOfWork<{ paymentPlans: PaymentPlansRepository; alliances: AllianceLookups }>;
  allianceOfUser: (userId: string) => Promise<string | null>;
};

export const nameTaken = () =>
  new AppError('PAYMENT_PLAN_NAME_TAKEN', 'El curso ya tiene un plan con ese nombre');

export async function requireCourse({ courses }: PaymentPlansDeps, courseId: string): Promise<CourseRow> {
  return orNotFound(courses.findById(courseId), 'El curso');
}

/** The plan, when it is one of the course (else 404). */
export async function requirePlan(
  { paymentPlans }: PaymentPlansDeps,
  courseId: string,
  planId: string,
): Promise<CoursePaymentPlanRow> {
  const plan = await paymentPlans.findById(planId);
  if (!plan || plan.courseId !== courseId) throw AppError.notFound('El plan de pago');
  return plan;
}

export async function assertAllianceExists(
  { alliances }: PaymentPlansDeps,
  allianceId: string | null | undefined,
) {
  if (allianceId && !(await alliances.findById(allianceId)))
    throw AppError.invalidField('ALLIANCE_UNKNOWN', 'body.allianceId', 'no existe');
}

/** The plan's answer with its tier overrides. */
export async function planAnswerOf({ paymentPlans }: PaymentPlansDeps, plan: CoursePaymentPlanRow) {
  return toPlanDto(plan, await paymentPlans.overridesOf([plan.id]));
}
