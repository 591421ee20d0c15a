/**
 * The rules about attendance. Academic staff record it in every course, teachers and hosts
 * in the courses they teach or host; it is recorded for the course's students (ACTIVE or
 * FINISHED enrollment), from the class's start on. Staff read anyone's; a student reads its own.
 */
import type { ATTENDANCE_STATUSES, CourseClassAttendanceCreation } from '@catedra/contract';
import type { Static } from 'typebox';
import type { Caller } from '../../core/actor.js';
import type { AttendanceRow } from '../../db/schema/index.js';
import { AppError, orNotFound } from '../../errors/app-error.js';
import type { Clock } from '../../time/clock.js';
import type { ClassLookups } from '../classes/index.js';
import {
  type CourseAccess,
  type CourseLookups,
  canRecordAttendance,
  readsClassesAsStaff,
  readsRoster,
} from '../courses/index.js';
import type { AttendanceRepository } from './attendance.repository.js';

type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export function toAttendanceDto(row: AttendanceRow) {
  return {
    id: row.id,
    courseId: row.courseId,
    classId: row.classId,
    userId: row.userId,
    status: row.status,
    note: row.note,
    recordedBy: row.recordedBy,
    recordedAt: row.recordedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The stats of a user: rate = (present + late) / classes held, a ratio from 0 to 1 rounded
 * to four decimals; null when no class was held yet. A held class without a record counts
 * in the denominator only.
 */
export function attendanceStatsOf(held: number, counts: { status: AttendanceStatus; total: number }[]) {
  const of = (status: AttendanceStatus) => counts.find((entry) => entry.status === status)?.total ?? 0;
  const present = of('PRESENT');
  const late = of('LATE');
  const rate = held === 0 ? null : Math.min(1, Math.round(((present + late) / held) * 10_000) / 10_000);
  return { classesHeld: held, present, late, absent: of('ABSENT'), excused: of('EXCUSED'), rate };
}

export function createAttendanceService(deps: {
  attendance: AttendanceRepository;
  classes: ClassLookups;
  courses: CourseLookups;
  access: CourseAccess;
  clock: Clock;
  /**
   * Told after a course's attendance changes, so rules that read attendance (the enrollments'
   * NO_ATTENDANCE alert) are true at once, not at the next report.
   */
  onAttendanceChanged?: (courseId: string) => Promise<unknown>;
}) {
  const { attendance, classes, courses, access, clock } = deps;
  const attendanceChanged = (courseId: string) => deps.onAttendanceChanged?.(courseId);

  async function requireClassOf(courseId: string, classId: string) {
    return orNotFound(classes.findById(courseId, classId), 'La clase');
  }

  /** Attendance is taken from a class's start on: before it nobody attended or missed it. */
  function requireStarted(courseClass: { startsAt: Date }) {
    if (clock.now() < courseClass.startsAt) {
      throw new AppError('CLASS_NOT_STARTED', 'La asistencia se registra desde el inicio de la clase');
    }
  }

  /**
   * Staff of the course read anyone's attendance; anybody else only its own, and only in a
   * course it may see (a course outside the catalogue it is not enrolled in answers 404).
   */
  async function requireReader(caller: Caller, courseId: string, userId: string) {
    const course = await access.requireCatalogueCourse(caller, courseId);
    if (readsClassesAsStaff(caller, course) || caller.userId === userId) return course;
    throw AppError.forbidden('Solo podés ver tu propia asistencia');
  }

  return {
    async record(
      caller: Caller,
      target: { courseId: string; classId: string; userId: string },
      input: Static<typeof CourseClassAttendanceCreation>,
    ) {
      await access.requireStaff(caller, target.courseId, canRecordAttendance);
      requireStarted(await requireClassOf(target.courseId, target.classId));
      const enrollment = await courses.currentEnrollmentOf(target.userId, target.courseId);
      if (enrollment?.status !== 'ACTIVE' && enrollment?.status !== 'FINISHED') {
        throw new AppError('STUDENT_NOT_ENROLLED', 'Solo se registra la asistencia de estudiantes del curso');
      }
      const row = await attendance.upsert({
        ...target,
        status: input.status,
        note: input.note ?? null,
        recordedBy: caller.userId,
      });
      await attendanceChanged(target.courseId);
      return toAttendanceDto(row);
    },

    async deleteOfUser(courseId: string, userId: string) {
      await access.requireCourse(courseId);
      await attendance.delete({ courseId, userId });
      await attendanceChanged(courseId);
    },

    async deleteOne(caller: Caller, target: { courseId: string; classId: string; userId: string }) {
      await access.requireStaff(caller, target.courseId, canRecordAttendance);
      await requireClassOf(target.courseId, target.classId);
      if ((await attendance.delete(target)) === 0) throw AppError.notFound('El registro de asistencia');
      await attendanceChanged(target.courseId);
    },

    async findOfUser(caller: Caller, courseId: string, query: { userId: string; classId?: string }) {
      await requireReader(caller, courseId, query.userId);
      if (query.classId) await requireClassOf(courseId, query.classId);
      const rows = await attendance.findOfUser({ courseId, ...query });
      return rows.map(toAttendanceDto);
    },

    /** The grid's rows: only for those who read the course's classes as staff. */
    async sheet(caller: Caller, courseId: string, userIds: string[]) {
      await access.requireStaff(caller, courseId, readsRoster);
      const rows = await attendance.findOfUsers(courseId, userIds);
      return rows.map(toAttendanceDto);
    },

    async stats(caller: Caller, courseId: string, userId: string, classId: string | undefined) {
      await requireReader(caller, courseId, userId);
      if (classId) await requireClassOf(courseId, classId);
      const [held, counts] = await Promise.all([
        attendance.countHeldClasses(courseId, classId, clock.now()),
        attendance.countsByStatus({ courseId, userId, classId }),
      ]);
      return { courseId, userId, classId: classId ?? null, ...attendanceStatsOf(held, counts) };
    },
  };
}

export type AttendanceService = ReturnType<typeof createAttendanceService>;
