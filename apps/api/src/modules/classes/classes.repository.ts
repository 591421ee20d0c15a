/** Queries on a course's classes, their content and their teacher instructions. No rules here. */
import { and, asc, count, eq, gt, lte, max, min, type SQL } from 'drizzle-orm';
import type { PageRequest } from '../../core/pagination.js';
import type { Executor } from '../../db/database.js';
import { deleteWhere, firstRow, insertUnlessTaken } from '../../db/rows.js';
import {
  type ClassResourceValue,
  type CourseClassRow,
  courseClasses,
  type NewCourseClassRow,
  teacherInstructions,
} from '../../db/schema/index.js';
import { humanOrder } from '../../db/search.js';
import { tablePage } from '../../db/table-page.js';
import type { Clock } from '../../time/clock.js';

export type ClassFilters = { upcoming?: boolean; visible?: boolean };

const SORTABLE = {
  startsAt: courseClasses.startsAt,
  title: humanOrder(courseClasses.title),
  createdAt: courseClasses.createdAt,
};

/** The end of a class, stored so that "upcoming" (its end is after now) is an indexed range. */
export function classEndOf(startsAt: Date, durationMinutes: number): Date {
  return new Date(startsAt.getTime() + durationMinutes * 60_000);
}

export type ClassValues = Omit<NewCourseClassRow, 'id' | 'endsAt' | 'createdAt' | 'updatedAt'>;

export function withEnd(values: ClassValues): NewCourseClassRow {
  return { ...values, endsAt: classEndOf(values.startsAt, values.durationMinutes) };
}

function whereOf(courseId: string, filters: ClassFilters, now: Date): SQL | undefined {
  return and(
    eq(courseClasses.courseId, courseId),
    filters.visible !== undefined ? eq(courseClasses.visible, filters.visible) : undefined,
    filters.upcoming === true ? gt(courseClasses.endsAt, now) : undefined,
    // upcoming=false: the classes that have already ended.
    filters.upcoming === false ? lte(courseClasses.endsAt, now) : undefined,
  );
}

const byClass = (courseId: string, classId: string) =>
  and(eq(courseClasses.courseId, courseId), eq(courseClasses.id, classId));

export function createClassesRepository(db: Executor, clock: Clock) {
  return {
    async findById(courseId: string, classId: string): Promise<CourseClassRow | undefined> {
      return firstRow(db, courseClasses, byClass(courseId, classId));
    },

    async findPage(courseId: string, filters: ClassFilters, page: PageRequest, now: Date) {
      const where = whereOf(courseId, filters, now);
      return tablePage(db, courseClasses, where, page, {
        sortable: SORTABLE,
        defaults: [asc(courseClasses.startsAt)],
      });
    },

    /** When the course's first and last classes start (null without classes). */
    async startsAtRange(courseId: string): Promise<{ first: Date | null; last: Date | null }> {
      const [row] = await db
        .select({ first: min(courseClasses.startsAt), last: max(courseClasses.startsAt) })
        .from(courseClasses)
        .where(eq(courseClasses.courseId, courseId));
      return { first: row?.first ?? null, last: row?.last ?? null };
    },

    async countInCourse(courseId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(courseClasses)
        .where(eq(courseClasses.courseId, courseId));
      return row?.total ?? 0;
    },

    async insert(values: ClassValues): Promise<CourseClassRow> {
      const [row] = await db.insert(courseClasses).values(withEnd(values)).returning();
      return row!;
    },

    /** Several classes in one statement (a template's), in the given order. */
    async insertMany(values: ClassValues[]): Promise<CourseClassRow[]> {
      if (values.length === 0) return [];
      return db.insert(courseClasses).values(values.map(withEnd)).returning();
    },

    async update(courseId: string, classId: string, patch: Partial<ClassValues>) {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(courseClasses)
          .where(byClass(courseId, classId))
          .for('update');
        if (!current) return undefined;
        const next = { ...current, ...patch };
        const [row] = await tx
          .update(courseClasses)
          .set({ ...patch, endsAt: classEndOf(next.startsAt, next.durationMinutes) })
          .where(eq(courseClasses.id, classId))
          .returning();
        return row;
      });
    },

    /** Content, instruction and attendance go with the class (foreign keys cascade). */
    async delete(courseId: string, classId: string): Promise<boolean> {
      return deleteWhere(db, courseClasses, byClass(courseId, classId));
    },

    async setContent(
      classId: string,
      content: { body: string; resources: ClassResourceValue[] },
      by: string,
    ) {
      const [row] = await db
        .update(courseClasses)
        .set({
          contentBody: content.body,
          contentResources: content.resources,
          contentUpdatedBy: by,
          contentUpdatedAt: clock.now(),
        })
        .where(eq(courseClasses.id, classId))
        .returning();
      return row!;
    },

    async findInstruction(classId: string) {
      return firstRow(db, teacherInstructions, eq(teacherInstructions.classId, classId));
    },

    /** Answers undefined when the class already has one. */
    async insertInstruction(classId: string, text: string, by: string) {
      return insertUnlessTaken(db, teacherInstructions, { classId, text, updatedBy: by });
    },

    async updateInstruction(classId: string, text: string, by: string) {
      const [row] = await db
        .update(teacherInstructions)
        .set({ text, updatedBy: by })
        .where(eq(teacherInstructions.classId, classId))
        .returning();
      return row;
    },

    async deleteInstruction(classId: string): Promise<boolean> {
      return deleteWhere(db, teacherInstructions, eq(teacherInstructions.classId, classId));
    },
  };
}

export type ClassesRepository = ReturnType<typeof createClassesRepository>;

/** A template's classes, written in the caller's transaction `tx` (the templates module applies one). */
export function insertClasses(tx: Executor, clock: Clock, values: ClassValues[]): Promise<CourseClassRow[]> {
  return createClassesRepository(tx, clock).insertMany(values);
}
