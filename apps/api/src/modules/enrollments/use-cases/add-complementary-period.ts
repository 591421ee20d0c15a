/**
 * One more period after the last: the snapshot's period amount (an upfront plan's price),
 * less the scholarship; due a month after the last period, or today when that has passed.
 */
import { localDateOf, monthlyDueDate, percentageOf, subtractMoney } from '@catedra/contract';
import type { Person } from '../../../core/actor.js';
import { AppError } from '../../../errors/app-error.js';
import { periodDto } from '../enrollment-figures.js';
import { anchorOf, type EnrollmentsDeps, PAGE_OF_ALL } from './context.js';
import { readVisible } from './visibility.js';

/** Calendar months from one date's month to another's. */
function monthsFrom(fromDate: string, toDate: string): number {
  const [fromYear, fromMonth] = fromDate.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = toDate.split('-').map(Number) as [number, number];
  return (toYear - fromYear) * 12 + (toMonth - fromMonth);
}

export function addComplementaryPeriod(deps: EnrollmentsDeps) {
  const { enrollments, unitOfWork, clock } = deps;
  return async (person: Person, enrollmentId: string) => {
    await readVisible(deps, person, enrollmentId);
    const number = await unitOfWork.run(async ({ enrollments: repository }) => {
      const row = await repository.lock(enrollmentId);
      if (!row) throw AppError.notFound(PAGE_OF_ALL);
      if (row.status !== 'ACTIVE' && row.status !== 'FINISHED') {
        throw new AppError(
          'ENROLLMENT_NOT_EXTENDABLE',
          'Solo se extiende una inscripción activa o finalizada',
        );
      }
      const base = row.periodAmount ?? row.upfrontAmount;
      if (!base) throw new AppError('ENROLLMENT_NOT_EXTENDABLE', 'La inscripción no tiene plan de pago');
      const course = (await repository.findCourse(row.courseId))!;
      const periods = await repository.findPeriods(row.id);
      const anchor = await anchorOf(repository, row, course.timezoneId);
      const last = periods.at(-1);
      const today = localDateOf(clock.now(), course.timezoneId);
      const monthly = monthlyDueDate(anchor, last ? monthsFrom(anchor, last.dueDate) + 1 : 0);
      const next = (last?.number ?? 0) + 1;
      await repository.insertPeriods(row.id, [
        {
          number: next,
          dueDate: monthly < today ? today : monthly,
          amount: subtractMoney(base, percentageOf(base, row.scholarshipPercent)),
          waived: row.scholarshipPercent === 100,
          complementary: true,
        },
      ]);
      await repository.refreshFigures(row.id);
      await repository.update(row.id, {}, clock.now());
      return next;
    });
    const read = (await enrollments.read(enrollmentId, clock.now()))!;
    const period = (await enrollments.findPeriods(enrollmentId)).find((item) => item.number === number)!;
    return { enrollment: read.dto, period: periodDto(period, read.today) };
  };
}
