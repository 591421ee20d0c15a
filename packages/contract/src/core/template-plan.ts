/**
 * What applying a template creates: each class blueprint becomes a class on the first
 * date of its week (week N starts N weeks after fromDate's local date) that falls on its
 * weekday, at its local time in the zone; each exam blueprint opens at local midnight at
 * the start of its week and is due durationDays later at local midnight. Pure, so it is
 * tested without a database, and shared: the API applies it, the web app previews it.
 */
import { addDays, isoWeekdayOf, localDateOf, zonedDateTimeToInstant } from './zoned-time.js';

/** What planning reads of a class blueprint (the contract's ClassBlueprint). */
export type ClassBlueprintInput = {
  title: string;
  /** Weeks after the first week (0 = the week that starts on fromDate). */
  weekOffset: number;
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
  /** `HH:mm`, wall-clock time in the zone. */
  localTime: string;
  durationMinutes: number;
  content?: { body: string; resources?: { title: string; url: string }[] } | null;
};

/** What planning reads of an exam blueprint (the contract's ExamBlueprint). */
export type ExamBlueprintInput = {
  title: string;
  weekOffset: number;
  durationDays: number;
  maxScore?: number;
  passingScore?: number;
};

export const DEFAULT_MAX_SCORE = 100;
export const DEFAULT_PASSING_SCORE = 60;

export type PlannedClass = {
  title: string;
  startsAt: Date;
  durationMinutes: number;
  content: { body: string; resources: { title: string; url: string }[] } | null;
};
export type PlannedExam = {
  title: string;
  opensAt: Date;
  dueAt: Date;
  maxScore: number;
  passingScore: number;
};

export function planTemplate(
  blueprints: { classes: readonly ClassBlueprintInput[]; exams: readonly ExamBlueprintInput[] },
  fromDate: Date,
  timeZone: string,
): { classes: PlannedClass[]; exams: PlannedExam[] } {
  const firstDay = localDateOf(fromDate, timeZone);
  const weekStart = (weekOffset: number) => addDays(firstDay, weekOffset * 7);
  const classes = blueprints.classes.map((blueprint) => {
    const start = weekStart(blueprint.weekOffset);
    const date = addDays(start, (blueprint.weekday - isoWeekdayOf(start) + 7) % 7);
    return {
      title: blueprint.title,
      startsAt: zonedDateTimeToInstant(date, blueprint.localTime, timeZone),
      durationMinutes: blueprint.durationMinutes,
      content: blueprint.content
        ? { body: blueprint.content.body, resources: blueprint.content.resources ?? [] }
        : null,
    };
  });
  const exams = blueprints.exams.map((blueprint) => {
    const start = weekStart(blueprint.weekOffset);
    return {
      title: blueprint.title,
      opensAt: zonedDateTimeToInstant(start, '00:00', timeZone),
      dueAt: zonedDateTimeToInstant(addDays(start, blueprint.durationDays), '00:00', timeZone),
      maxScore: blueprint.maxScore ?? DEFAULT_MAX_SCORE,
      passingScore: blueprint.passingScore ?? DEFAULT_PASSING_SCORE,
    };
  });
  return { classes, exams };
}
