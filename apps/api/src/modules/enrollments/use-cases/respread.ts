/**
 * updateEnrollmentPlanNumberOfPeriods: re-spreads what is untouched over `numberOfPeriods`
 * periods in all (paid ones count and never change).
 */
import { isZeroMoney, localDateOf, respreadSchedule, ScheduleError } from '@catedra/contract';
import type { EnrollmentPeriodRow } from '../../../db/schema/index.js';
import { AppError } from '../../../errors/app-error.js';
import { anchorOf, type EnrollmentsDeps, lockChangeable } from './context.js';
import { periodsStatusOf } from './visibility.js';

/** The re-spread, or the domain error saying why there is none. */
function respreadOrRefuse(
  periods: EnrollmentPeriodRow[],
  numberOfPeriods: number,
  anchor: string,
  today: string,
): ReturnType<typeof respreadSchedule> {
  try {
    return respreadSchedule(periods, numberOfPeriods, anchor, today);
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
}

export function updateNumberOfPeriods(deps: EnrollmentsDeps) {
  const { enrollments, unitOfWork, clock } = deps;
  return async (enrollmentId: string, numberOfPeriods: number) => {
    await unitOfWork.run(async ({ enrollments: repository }) => {
      const row = await lockChangeable(repository, enrollmentId);
      const periods = await repository.findPeriods(row.id);
      const course = (await repository.findCourse(row.courseId))!;
      if (periods.length === 0) throw new AppError('NOTHING_TO_RESPREAD', 'La inscripción no tiene períodos');
      const anchor = await anchorOf(repository, row, course.timezoneId);
      // New periods are due from today in the course's zone: none is born overdue.
      const today = localDateOf(clock.now(), course.timezoneId);
      const respread = respreadOrRefuse(periods, numberOfPeriods, anchor, today);
      await repository.deletePeriods(row.id, respread.removedNumbers);
      await repository.insertPeriods(row.id, respread.added);
      await repository.refreshFigures(row.id);
      await repository.update(row.id, {}, clock.now());
    });
    return periodsStatusOf(deps, (await enrollments.read(enrollmentId, clock.now()))!);
  };
}
