/** Queries on attendance records (one per class and user) and their counts. No rules here. */
import { and, asc, count, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { type AttendanceRow, attendances, courseClasses } from '../../db/schema/index.js';
import type { Clock } from '../../time/clock.js';

type Scope = { courseId: string; userId: string; classId?: string };

const whereOf = ({ courseId, userId, classId }: Scope): SQL | undefined =>
  and(
    eq(attendances.courseId, courseId),
    eq(attendances.userId, userId),
    classId ? eq(attendances.classId, classId) : undefined,
  );

export function createAttendanceRepository(db: Executor, clock: Clock) {
  return {
    /** Creates the class's record of the user, or replaces it. */
    async upsert(values: {
      courseId: string;
      classId: string;
      userId: string;
      status: AttendanceRow['status'];
      note: string | null;
      recordedBy: string;
    }): Promise<AttendanceRow> {
      const recordedAt = clock.now();
      const [row] = await db
        .insert(attendances)
        .values({ ...values, recordedAt })
        .onConflictDoUpdate({
          target: [attendances.classId, attendances.userId],
          set: {
            status: values.status,
            note: values.note,
            recordedBy: values.recordedBy,
            recordedAt,
            updatedAt: recordedAt,
          },
        })
        .returning();
      return row!;
    },

    /** A user's records in a course, in the order of its classes. */
    async findOfUser(scope: Scope): Promise<AttendanceRow[]> {
      const rows = await db
        .select({ attendance: attendances })
        .from(attendances)
        .innerJoin(courseClasses, eq(courseClasses.id, attendances.classId))
        .where(whereOf(scope))
        .orderBy(asc(courseClasses.startsAt), asc(attendances.id));
      return rows.map((row) => row.attendance);
    },

    /** Several users' records in a course (the attendance grid's rows), by class then user. */
    async findOfUsers(courseId: string, userIds: string[]): Promise<AttendanceRow[]> {
      return db
        .select()
        .from(attendances)
        .where(and(eq(attendances.courseId, courseId), inArray(attendances.userId, userIds)))
        .orderBy(asc(attendances.classId), asc(attendances.userId));
    },

    async countsByStatus(scope: Scope) {
      return db
        .select({ status: attendances.status, total: count() })
        .from(attendances)
        .where(whereOf(scope))
        .groupBy(attendances.status);
    },

    /** Classes of the course (or the one class) that have started by `now`. */
    async countHeldClasses(courseId: string, classId: string | undefined, now: Date): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(courseClasses)
        .where(
          and(
            eq(courseClasses.courseId, courseId),
            lte(courseClasses.startsAt, now),
            classId ? eq(courseClasses.id, classId) : undefined,
          ),
        );
      return row?.total ?? 0;
    },

    async delete(scope: Scope): Promise<number> {
      const rows = await db.delete(attendances).where(whereOf(scope)).returning({ id: attendances.id });
      return rows.length;
    },
  };
}

export type AttendanceRepository = ReturnType<typeof createAttendanceRepository>;
