/**
 * The rules about enrollments (DESIGN.md sections 3 and 4; docs/domain/enrollments.md):
 * creation with its schedule of periods in one transaction, who sees which enrollment,
 * status transitions, the re-spread, complementary periods, alerts and the lazy finishing.
 */
import {
  amountsForTier,
  buildSchedule,
  type CertificateCreation,
  type CourseEnrollmentManualTransitionDTO,
  complementaryPeriod,
  type EnrollmentChangeDataDTO,
  type EnrollmentCreation,
  type EnrollmentSettingsDTO,
  type EnrollmentUpdate,
  isZeroMoney,
  localDateOf,
  respreadSchedule,
  ScheduleError,
  type Scope,
} from '@catedra/contract';
import type { Static } from 'typebox';
import type { Caller } from '../../core/actor.js';
import { jsonTextPageOf, type PageQuery, pageOf, toPageRequest } from '../../core/pagination.js';
import type { Executor } from '../../db/database.js';
import type { CoursePaymentPlanRow, CourseRow, EnrollmentRow } from '../../db/schema/index.js';
import { searchTextOf } from '../../db/search.js';
import { isUniqueViolation } from '../../db/slugs.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../time/clock.js';
import type { CertificatesService } from '../certificates/index.js';
import { periodDto, periodsFigures } from './enrollment-figures.js';
import {
  createEnrollmentsRepository,
  type EnrollmentDto,
  type EnrollmentFilters,
  type EnrollmentRead,
  type EnrollmentsRepository,
  type InactiveFilters,
  type Visibility,
} from './enrollments.repository.js';

/** Staff who see every enrollment. */
const SEE_ALL: readonly Scope[] = [
  'SU',
  'MANAGER_ADMIN',
  'MANAGER',
  'ACADEMIC_ADMIN',
  'ACADEMIC',
  'COMMERCIAL_ADMIN',
  'COMMERCIAL',
  'FARMING',
];
/** Staff who choose whom to enrol and at which tier. */
const ENROLLING_STAFF: readonly Scope[] = ['SU', 'MANAGER_ADMIN', 'COMMERCIAL_ADMIN', 'COMMERCIAL'];
const PAGE_OF_ALL = 'La inscripción';
/** inactivatePendingEnrollments' reason when the call gives none (the contract says so). */
const BULK_INACTIVATION_REASON = 'Inscripciones pendientes dadas de baja en bloque';

const hasAny = (caller: Caller, scopes: readonly Scope[]) =>
  caller.scopes.some((scope) => scopes.includes(scope));

type Pricing = { allianceId: string | null; tier: string | null; scholarshipPercent: number };

/** What a seller's createReferredEnrollment enrols (a lead's enrollment comes with leads). */
export type Referral = {
  userId: string;
  courseId: string;
  paymentPlanId: string;
  tier?: string;
  marketingReferrerId?: string;
};

export function createEnrollmentsService(deps: {
  enrollments: EnrollmentsRepository;
  unitOfWork: UnitOfWork<{ enrollments: EnrollmentsRepository }>;
  certificates: CertificatesService;
  users: { findById(id: string): Promise<{ allianceId: string | null } | undefined> };
  clock: Clock;
}) {
  const { enrollments, unitOfWork, clock } = deps;

  /** What the caller may see (DESIGN.md section 3); undefined is everything. */
  /**
   * The lazy finishing rule on a course's list runs at most once a minute per course (a write on
   * every read would cost the busiest screen a round trip each time): a list may show a settled
   * enrollment of an ended course ACTIVE for up to a minute; reading the enrollment itself, or the
   * course's stats, applies the rule at once.
   */
  const lastFinishing = new Map<string, number>();
  function finishingDue(courseId: string, now: Date): boolean {
    const last = lastFinishing.get(courseId);
    if (last !== undefined && now.getTime() >= last && now.getTime() - last < 60_000) return false;
    lastFinishing.set(courseId, now.getTime());
    return true;
  }

  async function visibilityOf(caller: Caller): Promise<Visibility> {
    if (hasAny(caller, SEE_ALL)) return undefined;
    const has = (scope: Scope) => caller.scopes.includes(scope);
    const allianceId = has('ALLIANCE_ADMIN')
      ? ((await deps.users.findById(caller.userId))?.allianceId ?? null)
      : null;
    return {
      userId: caller.userId,
      allianceId,
      referrerSellerId: has('SELLER') || has('SELLER_EXTERNAL') ? caller.userId : undefined,
      anyReferredBySeller: has('SELLER_ADMIN'),
      anyMarketingReferred: has('MARKETING'),
      courseStaffId: has('TEACHER') || has('HOST') ? caller.userId : undefined,
    };
  }

  /** The contract's answer for an enrollment just written (it exists: the caller's transaction made it). */
  async function answerOf(enrollmentId: string) {
    return (await enrollments.read(enrollmentId, clock.now()))!.dto;
  }

  async function readVisible(caller: Caller | null, enrollmentId: string) {
    const now = clock.now();
    const visibility = caller ? await visibilityOf(caller) : undefined;
    const found = await enrollments.read(enrollmentId, now, visibility);
    if (!found) throw AppError.notFound(PAGE_OF_ALL);
    // The lazy finishing rule: a read finds an ended, settled enrollment FINISHED.
    if (await enrollments.finishEnded({ enrollmentId }, now)) {
      return (await enrollments.read(enrollmentId, now))!;
    }
    return found;
  }

  /** The amounts a member of the tier pays under the plan (override first, else the tier's discount). */
  async function priceOf(repository: EnrollmentsRepository, plan: CoursePaymentPlanRow, pricing: Pricing) {
    const amounts = { upfrontAmount: plan.upfrontAmount, periodAmount: plan.periodAmount };
    if (!pricing.allianceId || !pricing.tier) return amounts;
    const tier = await repository.findTier(pricing.allianceId, pricing.tier);
    if (!tier) throw new AppError('TIER_NOT_IN_ALLIANCE', 'El nivel no pertenece a la alianza de la persona');
    // The override of this alliance's tier: another alliance's tier of the same code is not it.
    const override = await repository.findTierOverride(plan.id, tier.id);
    return amountsForTier(amounts, { discountPercent: tier.discountPercent, override });
  }

  function requirePlanFor(
    plan: CoursePaymentPlanRow | undefined,
    course: CourseRow,
    allianceId: string | null,
  ) {
    if (!plan) throw AppError.notFound('El plan de pago');
    if (plan.courseId !== course.id) {
      throw new AppError('PAYMENT_PLAN_OF_OTHER_COURSE', 'El plan de pago es de otro curso');
    }
    if (!plan.active) throw new AppError('PAYMENT_PLAN_INACTIVE', 'El plan de pago no está activo');
    if (plan.allianceId && plan.allianceId !== allianceId) {
      throw new AppError('PAYMENT_PLAN_OF_OTHER_ALLIANCE', 'El plan es solo para miembros de otra alianza');
    }
    return plan;
  }

  /** The snapshot columns and the schedule of a plan for an enrollment made on `enrolledOn`. */
  async function scheduleFor(
    repository: EnrollmentsRepository,
    plan: CoursePaymentPlanRow,
    course: CourseRow,
    pricing: Pricing,
    enrolledOn: string,
  ) {
    const amounts = await priceOf(repository, plan, pricing);
    const periods = buildSchedule({
      type: plan.type,
      ...amounts,
      numberOfPeriods: plan.numberOfPeriods,
      courseStartDate: course.startDate,
      courseEndDate: course.endDate,
      enrolledOn,
      scholarshipPercent: pricing.scholarshipPercent,
    });
    const snapshot = {
      paymentPlanId: plan.id,
      planType: plan.type,
      currency: plan.currency,
      ...amounts,
      numberOfPeriods: periods.length,
      scholarshipPercent: pricing.scholarshipPercent,
      allianceId: pricing.allianceId,
      tier: pricing.tier,
    };
    return { snapshot, periods };
  }

  /** The user's alliance (when it exists) and the tier asked for, which must be one of it. */
  async function pricingOf(
    repository: EnrollmentsRepository,
    userId: string,
    tier: string | undefined,
    scholarshipPercent: number,
  ) {
    const user = await repository.findUser(userId);
    if (!user) throw AppError.invalidField('USER_UNKNOWN', 'body.userId', 'no es un usuario existente');
    const allianceId =
      user.allianceId && (await repository.allianceExists(user.allianceId)) ? user.allianceId : null;
    if (tier && !allianceId) {
      throw new AppError('TIER_NOT_IN_ALLIANCE', 'La persona no pertenece a una alianza con ese nivel');
    }
    return { user, pricing: { allianceId, tier: tier ?? null, scholarshipPercent } };
  }

  async function requireUser(
    repository: EnrollmentsRepository,
    userId: string | undefined | null,
    field: string,
  ) {
    if (userId && !(await repository.findUser(userId))) {
      throw AppError.invalidField('USER_UNKNOWN', field, 'no es un usuario existente');
    }
  }

  type NewEnrollment = {
    userId: string;
    courseId: string;
    paymentPlanId: string;
    tier?: string;
    scholarshipPercent: number;
    country?: string;
    marketingReferrerId?: string;
    referrerSellerId?: string;
  };

  /**
   * The steps of a creation, on a repository bound to one transaction: the course locked
   * (capacity), the plan, the tier, the snapshot and the periods. Answers the new id.
   */
  async function enrolIn(repository: EnrollmentsRepository, input: NewEnrollment): Promise<string> {
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
      createdAt: now,
      updatedAt: now,
    });
    if (!created) throw new AppError('ENROLLMENT_EXISTS', 'Ya hay una inscripción vigente en este curso');
    await repository.insertPeriods(created.id, periods);
    await repository.refreshFigures(created.id);
    return created.id;
  }

  /** A creation in its own transaction. */
  async function enrol(input: NewEnrollment) {
    const id = await unitOfWork.run(({ enrollments: repository }) => enrolIn(repository, input));
    return answerOf(id);
  }

  async function periodsStatusOf(read: EnrollmentRead) {
    const periods = await enrollments.findPeriods(read.enrollment.id);
    return {
      enrollmentId: read.enrollment.id,
      currency: read.enrollment.currency ?? 'ARS',
      ...periodsFigures(periods, read.today, { live: read.enrollment.status !== 'INACTIVE' }),
      today: read.today,
    };
  }

  /** Locks the enrollment for a change; an INACTIVE one is refused. */
  async function lockChangeable(repository: EnrollmentsRepository, enrollmentId: string) {
    const row = await repository.lock(enrollmentId);
    if (!row) throw AppError.notFound(PAGE_OF_ALL);
    if (row.status === 'INACTIVE')
      throw new AppError('ENROLLMENT_NOT_CHANGEABLE', 'La inscripción está inactiva');
    return row;
  }

  /** The enrollment's anchor date: its first period's due date (the day it was made, in the course's zone). */
  async function anchorOf(repository: EnrollmentsRepository, row: EnrollmentRow, timezoneId: string) {
    const [first] = await repository.findPeriods(row.id);
    return first?.dueDate ?? localDateOf(row.createdAt, timezoneId);
  }

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

  return {
    async findAll(caller: Caller, query: EnrollmentFilters & PageQuery) {
      const now = clock.now();
      if (query.courseId && finishingDue(query.courseId, now)) {
        await enrollments.finishEnded({ courseId: query.courseId }, now);
      }
      const page = toPageRequest(query);
      const { content, total } = await enrollments.findPage(query, await visibilityOf(caller), page, now);
      return jsonTextPageOf<EnrollmentDto>(content, total, page);
    },

    async findById(caller: Caller, enrollmentId: string) {
      return (await readVisible(caller, enrollmentId)).dto;
    },

    async findAllInactive(caller: Caller, query: InactiveFilters & PageQuery) {
      const page = toPageRequest(query);
      const { rows, total } = await enrollments.findInactivePage(
        query,
        await visibilityOf(caller),
        page,
        clock.now(),
      );
      return pageOf(
        rows.map((read) => read.dto),
        total,
        page,
      );
    },

    async periodsStatus(caller: Caller, enrollmentId: string) {
      return periodsStatusOf(await readVisible(caller, enrollmentId));
    },

    /** A student enrols himself (PENDING); staff enrol anyone, at a tier of the user's alliance. */
    async create(caller: Caller, body: Static<typeof EnrollmentChangeDataDTO>) {
      const staff = hasAny(caller, ENROLLING_STAFF);
      if (!staff && body.userId && body.userId !== caller.userId) {
        throw AppError.forbidden('Solo podés inscribirte vos');
      }
      if (!staff && body.tier)
        throw AppError.forbidden('El nivel de la alianza lo eligen administración o ventas');
      return enrol({ ...body, userId: body.userId ?? caller.userId, scholarshipPercent: 0 });
    },

    /**
     * A seller enrols a user (PENDING), recorded as its referrer, in the caller's transaction
     * `tx`, since createReferredEnrollment writes the first payment and its
     * link (payments module) in the same one. Answers the new enrollment's id; `findCreated`
     * reads it once that transaction is committed.
     */
    enrolReferredIn: (tx: Executor, caller: Caller, body: Referral) =>
      enrolIn(createEnrollmentsRepository(tx), {
        ...body,
        referrerSellerId: caller.userId,
        scholarshipPercent: 0,
      }),

    /** An enrollment just created, as a creation answers it (no visibility check: its creator asked). */
    findCreated: async (enrollmentId: string) => answerOf(enrollmentId),

    async createScholarship(body: Static<typeof EnrollmentCreation>) {
      return enrol(body);
    },

    async update(enrollmentId: string, update: Static<typeof EnrollmentUpdate>) {
      await unitOfWork.run(async ({ enrollments: repository }) => {
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
      });
      return answerOf(enrollmentId);
    },

    /**
     * Status: only PENDING | ACTIVE → INACTIVE, with a reason (kept in the status history).
     * Alert: only cleared, to NONE.
     */
    async updateSettings(
      caller: Caller,
      enrollmentId: string,
      settings: Static<typeof EnrollmentSettingsDTO>,
    ) {
      if (settings.alert !== undefined && settings.alert !== 'NONE') {
        throw AppError.invalidField('ALERT_NOT_SETTABLE', 'body.alert', 'solo puede quitarse (NONE)');
      }
      await unitOfWork.run(async ({ enrollments: repository }) => {
        const row = await repository.lock(enrollmentId);
        if (!row) throw AppError.notFound(PAGE_OF_ALL);
        const now = clock.now();
        const changes: Partial<EnrollmentRow> = {};
        if (settings.status !== undefined && settings.status !== row.status) {
          if (settings.status !== 'INACTIVE' || !['PENDING', 'ACTIVE'].includes(row.status)) {
            throw new AppError(
              'ENROLLMENT_TRANSITION_REFUSED',
              `Una inscripción ${row.status} no pasa a ${settings.status}: solo PENDING o ACTIVE pasan a INACTIVE`,
            );
          }
          const reason = settings.inactiveReason?.trim();
          if (!reason) {
            throw AppError.invalidField(
              'INACTIVE_REASON_REQUIRED',
              'body.inactiveReason',
              'es obligatorio al inactivar',
            );
          }
          Object.assign(changes, {
            status: 'INACTIVE',
            inactiveReason: reason,
            inactiveSearchText: searchTextOf(reason),
            inactivatedAt: now,
          });
          await repository.recordStatusChanges([
            {
              enrollmentId,
              fromStatus: row.status,
              toStatus: 'INACTIVE',
              reason,
              changedBy: caller.userId,
              changedAt: now,
            },
          ]);
        }
        if (settings.alert === 'NONE') Object.assign(changes, { alert: 'NONE', alertClearedAt: now });
        await repository.update(enrollmentId, changes, now);
      });
      return answerOf(enrollmentId);
    },

    /**
     * INACTIVE → live again, by staff with a reason (kept in the status history with who and
     * when): ACTIVE when something was paid on it or its scholarship is 100% (as it became
     * ACTIVE in the first place), else PENDING. The course is locked first, as a creation
     * locks it: the capacity counts live enrollments, and the user's one current enrollment
     * per course is the unique index's (409 ENROLLMENT_EXISTS).
     */
    async reactivate(caller: Caller, enrollmentId: string, reason: string) {
      const found = await enrollments.read(enrollmentId, clock.now());
      if (!found) throw AppError.notFound(PAGE_OF_ALL);
      await unitOfWork
        .run(async ({ enrollments: repository }) => {
          const course = (await repository.lockCourse(found.enrollment.courseId))!;
          const row = await repository.lock(enrollmentId);
          if (!row) throw AppError.notFound(PAGE_OF_ALL);
          if (row.status !== 'INACTIVE') {
            throw new AppError(
              'ENROLLMENT_TRANSITION_REFUSED',
              `Una inscripción ${row.status} no se reactiva: solo una INACTIVE`,
            );
          }
          if (course.capacity !== null && (await repository.countCurrent(course.id)) >= course.capacity) {
            throw new AppError('COURSE_FULL', 'El curso ya completó su cupo');
          }
          const periods = await repository.findPeriods(row.id);
          const paidSomething = periods.some((period) => !isZeroMoney(period.paidAmount));
          const status = paidSomething || row.scholarshipPercent === 100 ? 'ACTIVE' : 'PENDING';
          const now = clock.now();
          await repository.update(
            row.id,
            { status, inactiveReason: null, inactiveSearchText: '', inactivatedAt: null },
            now,
          );
          await repository.recordStatusChanges([
            {
              enrollmentId,
              fromStatus: 'INACTIVE',
              toStatus: status,
              reason: reason.trim(),
              changedBy: caller.userId,
              changedAt: now,
            },
          ]);
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) {
            throw new AppError(
              'ENROLLMENT_EXISTS',
              'La persona ya tiene otra inscripción vigente en este curso',
            );
          }
          throw error;
        });
      return answerOf(enrollmentId);
    },

    /** The enrollment's status history, oldest first (who may read the enrollment may read it). */
    async statusChanges(caller: Caller, enrollmentId: string) {
      await readVisible(caller, enrollmentId);
      const changes = await enrollments.findStatusChanges(enrollmentId);
      return changes.map((change) => ({
        fromStatus: change.fromStatus,
        toStatus: change.toStatus,
        reason: change.reason,
        changedBy: change.changedBy,
        changedAt: change.changedAt.toISOString(),
      }));
    },

    async switchToManual(enrollmentId: string, body: Static<typeof CourseEnrollmentManualTransitionDTO>) {
      await unitOfWork.run(async ({ enrollments: repository }) => {
        await lockChangeable(repository, enrollmentId);
        await repository.update(
          enrollmentId,
          { manual: true, manualReason: body.reason.trim() },
          clock.now(),
        );
      });
      return answerOf(enrollmentId);
    },

    /** Re-spreads what is untouched over `numberOfPeriods` periods in all (paid ones count and never change). */
    async updateNumberOfPeriods(enrollmentId: string, numberOfPeriods: number) {
      await unitOfWork.run(async ({ enrollments: repository }) => {
        const row = await lockChangeable(repository, enrollmentId);
        const periods = await repository.findPeriods(row.id);
        const course = (await repository.findCourse(row.courseId))!;
        if (periods.length === 0)
          throw new AppError('NOTHING_TO_RESPREAD', 'La inscripción no tiene períodos');
        const anchor = await anchorOf(repository, row, course.timezoneId);
        // New periods are due from today in the course's zone: none is born overdue.
        const today = localDateOf(clock.now(), course.timezoneId);
        let respread: ReturnType<typeof respreadSchedule>;
        try {
          respread = respreadSchedule(periods, numberOfPeriods, anchor, today);
        } catch (error) {
          if (!(error instanceof ScheduleError)) throw error;
          const nothingLeft = periods.every((period) => period.waived || !isZeroMoney(period.paidAmount));
          throw nothingLeft
            ? new AppError(
                'NOTHING_TO_RESPREAD',
                'Todos los períodos tienen pagos: no queda nada para redistribuir',
              )
            : new AppError('TOO_FEW_PERIODS', 'La cantidad es menor que los períodos con pagos más uno');
        }
        await repository.deletePeriods(row.id, respread.removedNumbers);
        await repository.insertPeriods(row.id, respread.added);
        await repository.refreshFigures(row.id);
        await repository.update(row.id, {}, clock.now());
      });
      return periodsStatusOf((await enrollments.read(enrollmentId, clock.now()))!);
    },

    /**
     * One more period after the last (the contract's `complementaryPeriod`: the snapshot's period
     * amount less the scholarship, a month after the last period or today when that has passed).
     */
    async addComplementaryPeriod(caller: Caller, enrollmentId: string) {
      await readVisible(caller, enrollmentId);
      const number = await unitOfWork.run(async ({ enrollments: repository }) => {
        const row = await repository.lock(enrollmentId);
        if (!row) throw AppError.notFound(PAGE_OF_ALL);
        if (row.status !== 'ACTIVE' && row.status !== 'FINISHED') {
          throw new AppError(
            'ENROLLMENT_NOT_EXTENDABLE',
            'Solo se extiende una inscripción activa o finalizada',
          );
        }
        const course = (await repository.findCourse(row.courseId))!;
        const period = complementaryPeriod({
          upfrontAmount: row.upfrontAmount,
          periodAmount: row.periodAmount,
          scholarshipPercent: row.scholarshipPercent,
          periods: await repository.findPeriods(row.id),
          anchorDate: await anchorOf(repository, row, course.timezoneId),
          today: localDateOf(clock.now(), course.timezoneId),
        });
        if (!period) throw new AppError('ENROLLMENT_NOT_EXTENDABLE', 'La inscripción no tiene plan de pago');
        await repository.insertPeriods(row.id, [{ ...period, complementary: true }]);
        await repository.refreshFigures(row.id);
        await repository.update(row.id, {}, clock.now());
        return period.number;
      });
      const read = (await enrollments.read(enrollmentId, clock.now()))!;
      const period = (await enrollments.findPeriods(enrollmentId)).find((item) => item.number === number)!;
      return { enrollment: read.dto, period: periodDto(period, read.today) };
    },

    async issueCertificate(caller: Caller, enrollmentId: string, issue: Static<typeof CertificateCreation>) {
      return deps.certificates.issueFromEnrollment(enrollmentId, issue, caller);
    },

    /**
     * The course's PENDING enrollments become INACTIVE, each inactivation kept in its history.
     * Without a reason (the specification's call has no body), the default one is kept.
     */
    async inactivatePending(caller: Caller, courseId: string, reason?: string) {
      const course = await enrollments.findCourse(courseId);
      if (!course) throw AppError.notFound('El curso');
      const trimmed = reason?.trim() || BULK_INACTIVATION_REASON;
      const now = clock.now();
      const inactivated = await unitOfWork.run(async ({ enrollments: repository }) => {
        const ids = await repository.inactivatePending(courseId, trimmed, searchTextOf(trimmed), now);
        await repository.recordStatusChanges(
          ids.map((enrollmentId) => ({
            enrollmentId,
            fromStatus: 'PENDING' as const,
            toStatus: 'INACTIVE' as const,
            reason: trimmed,
            changedBy: caller.userId,
            changedAt: now,
          })),
        );
        return ids.length;
      });
      return { courseId, inactivated };
    },

    /** Refreshes the course's system alerts and finishing first (both idempotent), then counts. */
    async stats(courseId: string) {
      const course = await enrollments.findCourse(courseId);
      if (!course) throw AppError.notFound('El curso');
      const now = clock.now();
      await enrollments.finishEnded({ courseId }, now);
      await enrollments.refreshAttendanceAlerts(courseId, now);
      const { byStatus, byPlanType, figures, debtByCurrency } = await enrollments.stats(courseId, now);
      const counts = { PENDING: 0, ACTIVE: 0, FINISHED: 0, INACTIVE: 0 };
      for (const { status, total } of byStatus) counts[status] = total;
      return {
        courseId,
        byStatus: counts,
        inDebt: figures.inDebt,
        manual: figures.manual,
        withScholarship: figures.withScholarship,
        byPlanType: byPlanType.map(({ type, total }) => ({ type: type!, count: total })),
        debtByCurrency,
        capacity: course.capacity,
      };
    },

    async finishedStats(fromDate: string, toDate: string) {
      const rows = await enrollments.finishedStats(new Date(fromDate), new Date(toDate));
      return {
        fromDate,
        toDate,
        finished: rows.reduce((sum, row) => sum + row.finished, 0),
        withCertificate: rows.reduce((sum, row) => sum + row.withCertificate, 0),
        byCourse: rows,
      };
    },

    /** The idempotent maintenance of a course: lazy finishing and NO_ATTENDANCE alerts. */
    async settleCourse(courseId: string) {
      const now = clock.now();
      const finished = await enrollments.finishEnded({ courseId }, now);
      await enrollments.refreshAttendanceAlerts(courseId, now);
      return { finished };
    },
  };
}

export type EnrollmentsService = ReturnType<typeof createEnrollmentsService>;
