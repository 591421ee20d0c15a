/**
 * The preview of applying a template, computed in the browser with the very functions the
 * API applies (the contract's planTemplate and zoned time), so what is shown is what will
 * be created, across daylight-saving changes too.
 */
import { planTemplate, zonedDateTimeToInstant } from '@catedra/contract/browser';
import type { CourseTemplate } from '../../lib/api-types';

/** The fromDate the API receives: the chosen local date and time in the chosen zone. */
export function fromDateOf(localDate: string, localTime: string, timeZone: string): Date {
  return zonedDateTimeToInstant(localDate, localTime, timeZone);
}

export function previewOf(
  template: Pick<CourseTemplate, 'classes' | 'exams'>,
  localDate: string,
  localTime: string,
  timeZone: string,
) {
  const plan = planTemplate(template, fromDateOf(localDate, localTime, timeZone), timeZone);
  return {
    classes: [...plan.classes].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()),
    exams: [...plan.exams].sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime()),
  };
}
