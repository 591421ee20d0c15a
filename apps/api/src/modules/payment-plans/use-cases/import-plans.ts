/**
 * Copies another course's plans and their overrides in one transaction. A plan whose name
 * the course already has is skipped (the unique name decides, race-safe) and reported.
 */
import { AppError } from '../../../errors/app-error.js';
import { toPlanDto } from '../plan-dtos.js';
import { type PaymentPlansDeps, requireCourse } from './context.js';

export function importPlans(deps: PaymentPlansDeps) {
  const { courses, unitOfWork } = deps;
  return async (courseId: string, sourceCourseId: string) => {
    await requireCourse(deps, courseId);
    if (sourceCourseId === courseId)
      throw new AppError('IMPORT_FROM_SAME_COURSE', 'El curso de origen es el mismo curso');
    if (!(await courses.findById(sourceCourseId))) throw AppError.notFound('El curso de origen');
    return unitOfWork.run(async (tx) => {
      const sources = await tx.paymentPlans.findByCourse(sourceCourseId);
      const sourceOverrides = await tx.paymentPlans.overridesOf(sources.map((plan) => plan.id));
      const imported = [];
      const skipped = [];
      for (const { id, createdAt, updatedAt, ...source } of sources) {
        const copy = await tx.paymentPlans.insert({ ...source, courseId });
        if (!copy) {
          skipped.push({ name: source.name, reason: 'NAME_TAKEN' as const });
          continue;
        }
        // Each override prices the same tier of the same alliance as the source's.
        for (const override of sourceOverrides.filter((item) => item.paymentPlanId === id)) {
          await tx.paymentPlans.insertOverride(copy.id, override.tierId, {
            upfrontAmount: override.upfrontAmount,
            periodAmount: override.periodAmount,
          });
        }
        imported.push(toPlanDto(copy, await tx.paymentPlans.overridesOf([copy.id])));
      }
      return { imported, skipped };
    });
  };
}
