/**
 * One more period after the last (the contract's `complementaryPeriod`: the snapshot's period
 * amount less the scholarship, a month after the last period or today when that has passed).
 */
import { complementaryPeriod, localDateOf } from '@catedra/contract';
import type { Person } from '../../../core/actor.js';
import { AppError } from '../../../errors/app-error.js';
import { periodDto } from '../enrollment-figures.js';
import { anchorOf, type EnrollmentsDeps, PAGE_OF_ALL } from './context.js';
import { readVisible } from './visibility.js';

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
  };
}
