/**
 * Access on debt (issue 20; docs/domain/enrollments.md, "Access on debt"): a course's policy
 * of `debtAccessDays` (null: off). A student's enrollment is *restricted* when the course has
 * the policy and its oldest period with something owed (`owedOn`, `byDueDate`) is more than
 * that many days past its due date, judged on the academy zone's calendar date of the
 * injected clock. Manual enrollments and waived periods never restrict.
 *
 * Computed at each read (reads never write): nothing is stored, so access comes back as soon
 * as the transaction that records the payment commits. While restricted the student keeps the
 * live classes but gets no recording and no content of the classes that start after the day
 * the restriction began (`since`). Staff are never restricted: the classes and courses
 * modules ask only for a student's reads.
 */
import {
  addDays,
  addMoney,
  byDueDate,
  compareMoney,
  type DebtRestriction,
  localDateOf,
  type MoneyAmount,
  owedOn,
} from '@catedra/contract';
import type { Static } from 'typebox';
import type { EnrollmentRow } from '../../db/schema/index.js';
import type { Clock } from '../../time/clock.js';
import type { EnrollmentsRepository } from './enrollments.repository.js';

export type DebtRestrictionValue = Static<typeof DebtRestriction>;

type Period = {
  number: number;
  dueDate: string;
  amount: MoneyAmount;
  paidAmount: MoneyAmount;
  waived: boolean;
};

export interface DebtAccessFacts {
  enrollment: Pick<EnrollmentRow, 'id' | 'manual' | 'currency'>;
  /** The course's policy; null is off. */
  debtAccessDays: number | null;
  periods: readonly Period[];
  /** The academy zone's calendar date of now. */
  today: string;
}

const owes = (period: Period) => compareMoney(owedOn(period), '0.00') > 0;

/** The rule, pure: the restriction of one enrollment on `today`, or null when it has none. */
export function debtRestrictionOf(facts: DebtAccessFacts): DebtRestrictionValue | null {
  const { enrollment, debtAccessDays, today } = facts;
  if (debtAccessDays === null || enrollment.manual || enrollment.currency === null) return null;
  const owed = facts.periods.filter(owes).sort(byDueDate);
  const oldest = owed[0];
  if (!oldest) return null;
  // More than N days past due: the first such day is the due date plus N + 1.
  const since = addDays(oldest.dueDate, debtAccessDays + 1);
  if (since > today) return null;
  const pastDue = addMoney(...owed.filter((period) => period.dueDate < today).map(owedOn));
  return {
    enrollmentId: enrollment.id,
    since,
    debtAccessDays,
    period: { number: oldest.number, dueDate: oldest.dueDate, owed: owedOn(oldest) },
    owedByCurrency: [{ currency: enrollment.currency, amount: pastDue }],
    howToPay: { operationId: 'createPayment', body: { enrollmentId: enrollment.id } },
  };
}

/**
 * New content under a restriction: a class that starts after the day the restriction began,
 * in the academy's zone (its body and materials are withheld; earlier classes keep theirs).
 */
export function isNewContent(
  restriction: Pick<DebtRestrictionValue, 'since'>,
  startsAt: Date,
  timeZone: string,
) {
  return localDateOf(startsAt, timeZone) > restriction.since;
}

/** What the rule reads: the repository's one lookup and the periods. */
export type DebtAccessReads = Pick<EnrollmentsRepository, 'findDebtAccess' | 'findPeriods'>;

/** The rule on the database, for the modules that answer a student's classes and courses. */
export function createDebtAccess(deps: { enrollments: DebtAccessReads; clock: Clock; timeZone: string }) {
  const { enrollments, clock, timeZone } = deps;
  return {
    /** The restriction of the user's current enrollment in the course, now; null when none. */
    async restrictionOf(userId: string, courseId: string): Promise<DebtRestrictionValue | null> {
      const found = await enrollments.findDebtAccess(userId, courseId);
      if (!found || found.debtAccessDays === null || found.enrollment.manual) return null;
      return debtRestrictionOf({
        ...found,
        periods: await enrollments.findPeriods(found.enrollment.id),
        today: localDateOf(clock.now(), timeZone),
      });
    },
    isNewContent: (restriction: Pick<DebtRestrictionValue, 'since'>, startsAt: Date) =>
      isNewContent(restriction, startsAt, timeZone),
  };
}

export type DebtAccess = ReturnType<typeof createDebtAccess>;
