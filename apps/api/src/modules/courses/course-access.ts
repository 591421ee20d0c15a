/**
 * Who may do what in a course (DESIGN.md section 3). The guard already checked the
 * operation's scopes; these are the finer rules the contract's `owner` texts describe:
 * academic staff act on every course, a TEACHER on the courses it teaches, a HOST records
 * attendance in the courses it hosts, a student reads what is visible in the courses it is
 * enrolled in — ACTIVE or FINISHED: a finished course keeps its classes, content, recordings,
 * exams and grades readable — and submits only while ACTIVE. Shared by courses, classes,
 * exams and attendance.
 */
import { hasAdminPanelAccess, SCOPE_GROUPS, type Scope } from '@catedra/contract';
import type { Caller } from '../../core/actor.js';
import type { CourseRow } from '../../db/schema/index.js';
import { AppError, orNotFound } from '../../errors/app-error.js';
import type { CoursesRepository } from './courses.repository.js';

type CourseStaffing = Pick<CourseRow, 'teacherIds' | 'hostIds'>;

export const hasAnyScope = (caller: Caller | null, scopes: readonly Scope[]) =>
  Boolean(caller?.scopes.some((scope) => scopes.includes(scope)));

/** SU, MANAGER_ADMIN, ACADEMIC_ADMIN, ACADEMIC: every course. */
export const isAcademicStaff = (caller: Caller) => hasAnyScope(caller, SCOPE_GROUPS.academicStaff);

/** Being listed is not enough: the TEACHER scope must still be held (it may have been removed). */
export const teaches = (caller: Caller, course: CourseStaffing) =>
  caller.scopes.includes('TEACHER') && course.teacherIds.includes(caller.userId);

export const hosts = (caller: Caller, course: CourseStaffing) =>
  caller.scopes.includes('HOST') && course.hostIds.includes(caller.userId);

/** Writes classes, content, instructions and exams, and grades. */
export const canManageCourse = (caller: Caller, course: CourseStaffing) =>
  isAcademicStaff(caller) || teaches(caller, course);

export const canRecordAttendance = (caller: Caller, course: CourseStaffing) =>
  canManageCourse(caller, course) || hosts(caller, course);

/** Reads every class (visible or not) and attendance: MANAGER reads all, any HOST may host any session. */
export const readsClassesAsStaff = (caller: Caller, course: CourseStaffing) =>
  canManageCourse(caller, course) || hasAnyScope(caller, ['MANAGER', 'HOST']);

/** Reads a course's roster and its attendance grid: those who record attendance there, and MANAGER. */
export const readsRoster = (caller: Caller, course: CourseStaffing) =>
  canRecordAttendance(caller, course) || hasAnyScope(caller, ['MANAGER']);

/** Reads every exam (visible or not) and its submissions; hosts do not grade. */
export const readsExamsAsStaff = (caller: Caller, course: CourseStaffing) =>
  canManageCourse(caller, course) || hasAnyScope(caller, ['MANAGER']);

/** Staff see courses outside the catalogue too; visitors, students and partners see the catalogue. */
export const seesWholeCatalogue = (caller: Caller | null) =>
  Boolean(caller && hasAdminPanelAccess(caller.scopes));

export type Viewer = 'staff' | 'student';

export function createCourseAccess(courses: CoursesRepository) {
  async function requireCourse(courseId: string): Promise<CourseRow> {
    return orNotFound(courses.findById(courseId), 'El curso');
  }

  async function isActiveStudent(userId: string, courseId: string): Promise<boolean> {
    return (await courses.currentEnrollmentOf(userId, courseId))?.status === 'ACTIVE';
  }

  /** ACTIVE studies the course now; FINISHED studied it and keeps reading it. */
  async function isReadingStudent(userId: string, courseId: string): Promise<boolean> {
    const status = (await courses.currentEnrollmentOf(userId, courseId))?.status;
    return status === 'ACTIVE' || status === 'FINISHED';
  }

  function refuseOutsider(course: CourseRow): never {
    if (!course.active) throw AppError.notFound('El curso');
    throw AppError.forbidden('Solo el equipo del curso y sus estudiantes pueden verlo');
  }

  /**
   * Staff as the given test says, else a student with an ACTIVE or FINISHED enrollment (the
   * latter only reads). Anyone else is refused: 403 on a course of the public catalogue, 404
   * on one it does not show.
   */
  async function viewerOf(
    caller: Caller,
    course: CourseRow,
    isStaff: (caller: Caller, course: CourseRow) => boolean,
  ): Promise<Viewer> {
    if (isStaff(caller, course)) return 'staff';
    if (await isReadingStudent(caller.userId, course.id)) return 'student';
    refuseOutsider(course);
  }

  /**
   * For a student's own writes (an answer, withdrawing it): only an ACTIVE enrollment. A
   * FINISHED student is told the course ended; anyone else is refused as `viewerOf` does.
   */
  async function requireActiveStudent(caller: Caller, course: CourseRow): Promise<void> {
    const status = (await courses.currentEnrollmentOf(caller.userId, course.id))?.status;
    if (status === 'ACTIVE') return;
    if (status === 'FINISHED') {
      throw AppError.forbidden('El curso terminó: podés ver su contenido, pero ya no entregar');
    }
    refuseOutsider(course);
  }

  /**
   * For staff-only calls: the caller passes the test, else 403 — or 404 when the course is
   * one the caller could not even see (inactive, and neither staff nor its student).
   */
  async function requireStaff(
    caller: Caller,
    courseId: string,
    isStaff: (caller: Caller, course: CourseRow) => boolean,
  ): Promise<CourseRow> {
    const course = await requireCourse(courseId);
    if (isStaff(caller, course)) return course;
    await requireVisible(caller, course);
    throw AppError.forbidden('No formás parte del equipo de este curso');
  }

  /**
   * A course as the public catalogue shows it: an inactive course is answered only to staff
   * and to its own students; anybody else learns nothing about it (404).
   */
  async function requireCatalogueCourse(caller: Caller | null, courseId: string): Promise<CourseRow> {
    return requireVisible(caller, await requireCourse(courseId));
  }

  async function requireVisible(caller: Caller | null, course: CourseRow): Promise<CourseRow> {
    if (course.active || seesWholeCatalogue(caller)) return course;
    if (caller && (await courses.currentEnrollmentOf(caller.userId, course.id))) return course;
    throw AppError.notFound('El curso');
  }

  return {
    requireCourse,
    requireCatalogueCourse,
    isActiveStudent,
    viewerOf,
    requireActiveStudent,
    requireStaff,
  };
}

export type CourseAccess = ReturnType<typeof createCourseAccess>;
