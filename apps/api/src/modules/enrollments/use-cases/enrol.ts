/**
 * Creating an enrollment with its schedule of periods, in one transaction: a student enrols
 * himself, staff enrol anyone (a scholarship too), a seller enrols a referred user inside the
 * payments module's transaction.
 */
import {
  type EnrollmentChangeDataDTO,
  type EnrollmentCreation,
  localDateOf,
  type Scope,
} from '@catedra/contract';
import type { Static } from 'typebox';
import type { Person } from '../../../core/actor.js';
import type { Executor } from '../../../db/database.js';
import { AppError } from '../../../errors/app-error.js';
import type { Clock } from '../../../time/clock.js';
import { enrollmentBecameActive } from '../became-active.js';
import { createEnrollmentsRepository, type EnrollmentsRepository } from '../enrollments.repository.js';
import { answerOf, type EnrollmentsDeps } from './context.js';
import { pricingOf, requirePlanFor, requireUser, scheduleFor } from './pricing.js';
import { hasAny } from './visibility.js';

/** Staff who choose whom to enrol and at which tier. */
const ENROLLING_STAFF: readonly Scope[] = ['SU', 'MANAGER_ADMIN', 'COMMERCIAL_ADMIN', 'COMMERCIAL'];

/** Who may enrol any user by id in a referred enrollment: enrolling staff and the sellers' admins. */
const REFERRING_ANYONE: readonly Scope[] = [...ENROLLING_STAFF, 'SELLER_ADMIN'];

/** What a seller's createReferredEnrollment enrols (a lead's enrollment comes with leads). */
export type Referral = {
  userId: string;
  /**
   * The user was found (or created) by the e-mail the seller typed, not named by id: a seller
   * names by id only the users he referred before (their data is his to see).
   */
  foundByEmail?: boolean;
  courseId: string;
  paymentPlanId: string;
  tier?: string;
  marketingReferrerId?: string;
};

type NewEnrollment = {
  userId: string;
  courseId: string;
  paymentPlanId: string;
  tier?: string;
  scholarshipPercent: number;
  country?: string;
  marketingReferrerId?: string;
  referrerSellerId?: string;
  manualPaymentMethod?: ManualMethod;
};

type ManualMethod = NonNullable<Static<typeof EnrollmentChangeDataDTO>['manualPaymentMethod']>;

/** Why a manual enrollment is manual, as its page and the list show it. */
const MANUAL_REASONS: Record<ManualMethod, string> = {
  TRANSFER: 'Inscripción manual: paga por transferencia',
  CASH: 'Inscripción manual: paga en efectivo',
};

/** A manual enrollment's columns: payments handled by staff, recorded with its method. */
const manualValuesOf = (method: ManualMethod | undefined) =>
  method ? { manual: true, manualReason: MANUAL_REASONS[method], manualPaymentMethod: method } : {};

/**
 * The steps of a creation, on a repository bound to one transaction: the course locked
 * (capacity), the plan, the tier, the snapshot and the periods. Answers the new id.
 */
async function enrolIn(
  tx: Executor,
  repository: EnrollmentsRepository,
  clock: Clock,
  input: NewEnrollment,
): Promise<string> {
  const course = await repository.lockCourse(input.courseId);
  if (!course) throw AppError.notFound('El curso');
  if (!course.active) throw new AppError('COURSE_INACTIVE', 'El curso no está activo');
  if (!course.enrollmentOpen)
    throw new AppError('ENROLLMENT_CLOSED', 'Las inscripciones al curso están cerradas');
  const { user, pricing } = await pricingOf(repository, input.userId, input.tier, input.scholarshipPercent);
  await requireUser(repository, input.marketingReferrerId, 'body.marketingReferrerId');
  const plan = requirePlanFor(await repository.findPlan(input.paymentPlanId), course, pricing.allianceId);
  if (course.capacity !== null && (await repository.countCurrent(course.id)) >= course.capacity) {
    throw new AppError('COURSE_FULL', 'El curso ya completó su cupo');
  }
  const now = clock.now();
  const enrolledOn = localDateOf(now, course.timezoneId);
  const { snapshot, periods } = await scheduleFor(repository, plan, course, pricing, enrolledOn);
  const created = await repository.insert({
    userId: input.userId,
    courseId: course.id,
    ...snapshot,
    // A 100% scholarship owes nothing: it is ACTIVE at once.
    status: input.scholarshipPercent === 100 ? 'ACTIVE' : 'PENDING',
    country: input.country ?? user.country,
    marketingReferrerId: input.marketingReferrerId ?? null,
    referrerSellerId: input.referrerSellerId ?? null,
    ...manualValuesOf(input.manualPaymentMethod),
    createdAt: now,
    updatedAt: now,
  });
  if (!created) throw new AppError('ENROLLMENT_EXISTS', 'Ya hay una inscripción vigente en este curso');
  await repository.insertPeriods(created.id, periods);
  await repository.refreshFigures(created.id);
  if (created.status === 'ACTIVE') await enrollmentBecameActive(tx, created.id, now);
  return created.id;
}

/** A creation in its own transaction, answered as the contract says. */
async function enrol(deps: EnrollmentsDeps, input: NewEnrollment) {
  const id = await deps.unitOfWork.run(({ executor, enrollments: repository }) =>
    enrolIn(executor, repository, deps.clock, input),
  );
  return answerOf(deps, id);
}

/**
 * A student enrols himself (PENDING); staff enrol anyone, at a tier of the user's alliance,
 * and may make it manual with the method its payments will record.
 */
export function createEnrollment(deps: EnrollmentsDeps) {
  return async (person: Person, body: Static<typeof EnrollmentChangeDataDTO>) => {
    const staff = hasAny(person, ENROLLING_STAFF);
    if (!staff && body.userId && body.userId !== person.userId) {
      throw AppError.forbidden('Solo podés inscribirte vos');
    }
    if (!staff && body.tier)
      throw AppError.forbidden('El nivel de la alianza lo eligen administración o ventas');
    if (!staff && body.manualPaymentMethod)
      throw AppError.forbidden('Una inscripción manual la crean administración o ventas');
    return enrol(deps, { ...body, userId: body.userId ?? person.userId, scholarshipPercent: 0 });
  };
}

export function createScholarshipEnrollment(deps: EnrollmentsDeps) {
  return async (body: Static<typeof EnrollmentCreation>) => enrol(deps, body);
}

/**
 * A seller enrols a user (PENDING), recorded as its referrer, in the caller's transaction
 * `tx`, since createReferredEnrollment writes the first payment and its
 * link (payments module) in the same one. Answers the new enrollment's id; `findCreated`
 * reads it once that transaction is committed.
 */
export function enrolReferredIn({ clock }: EnrollmentsDeps) {
  return async (tx: Executor, seller: Person, { foundByEmail, ...body }: Referral) => {
    const repository = createEnrollmentsRepository(tx);
    if (
      !foundByEmail &&
      !hasAny(seller, REFERRING_ANYONE) &&
      !(await repository.hasReferred(seller.userId, body.userId))
    ) {
      // The same answer whether the user exists or not: an id tells a seller nothing.
      throw AppError.forbidden(
        'Solo podés inscribir por su id a quien ya referiste; a otra persona, por su e-mail',
      );
    }
    return enrolIn(tx, repository, clock, {
      ...body,
      referrerSellerId: seller.userId,
      scholarshipPercent: 0,
    });
  };
}

/** An enrollment just created, as a creation answers it (no visibility check: its creator asked). */
export function findCreatedEnrollment(deps: EnrollmentsDeps) {
  return async (enrollmentId: string) => answerOf(deps, enrollmentId);
}
