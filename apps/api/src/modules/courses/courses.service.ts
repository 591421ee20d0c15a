/**
 * The rules about courses: the public catalogue (active courses only for visitors and
 * students), creation and edition with their checks, closing enrollments, the invitation
 * link and the per-course stats.
 */

import { type CourseCreation, type CourseUpdate, localDateOf } from '@catedra/contract';
import type { Static } from 'typebox';
import type { Caller } from '../../core/actor.js';
import { type PageQuery, pageOf, toPageRequest } from '../../core/pagination.js';
import type { CourseRow, NewCourseRow } from '../../db/schema/index.js';
import { insertWithDerivedSlug } from '../../db/slugs.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../time/clock.js';
import type { DebtAccess } from '../enrollments/index.js';
import type { TopicLookups } from '../topics/index.js';
import { canonicalTimeZone, isKnownTimeZone } from '../utilities/index.js';
import {
  type CourseAccess,
  hasAnyScope,
  isAcademicStaff,
  readsRoster,
  seesWholeCatalogue,
  teaches,
} from './course-access.js';
import type { CourseFilters, CoursesRepository } from './courses.repository.js';

type TeacherName = { id: string; firstName: string; lastName: string };

/** The API's view of a course: never the invitation link (it has its own call) nor the search text. */
export function toCourseDto(row: CourseRow, names: Map<string, TeacherName>) {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    description: row.description,
    topicId: row.topicId,
    tags: row.tags,
    teacherIds: row.teacherIds,
    teachers: row.teacherIds.flatMap((id) => names.get(id) ?? []),
    hostIds: row.hostIds,
    country: row.country,
    allianceId: row.allianceId,
    startDate: row.startDate,
    endDate: row.endDate,
    timezoneId: row.timezoneId,
    capacity: row.capacity,
    active: row.active,
    enrollmentOpen: row.enrollmentOpen,
    coverImageUrl: row.coverImageUrl,
    debtAccessDays: row.debtAccessDays,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type CourseInput = Static<typeof CourseCreation>;
type CoursePatch = Static<typeof CourseUpdate>;

/** Readers of any course's invitation link, besides its teachers and active students. */
const INVITATION_READERS = ['SU', 'MANAGER_ADMIN', 'ACADEMIC_ADMIN', 'ACADEMIC', 'MANAGER', 'HOST'] as const;

const slugTaken = () => new AppError('SLUG_TAKEN', 'Ya existe un curso con ese slug');

export function createCoursesService(deps: {
  courses: CoursesRepository;
  topics: TopicLookups;
  access: CourseAccess;
  clock: Clock;
  /** When the course's first and last classes start (the classes module answers it). */
  classesStartRange: (courseId: string) => Promise<{ first: Date | null; last: Date | null }>;
  /** Access on debt: the enrollments module's rule, for the student's own course list. */
  debtAccess: Pick<DebtAccess, 'restrictionOf'>;
}) {
  const { courses, topics, access, clock, classesStartRange, debtAccess } = deps;

  /**
   * New dates (or a new zone) must still hold every class the course has: a class is never
   * left outside its course, whichever of the two changes.
   */
  async function assertDatesHoldClasses(
    courseId: string,
    dates: Pick<CourseRow, 'startDate' | 'endDate' | 'timezoneId'>,
  ) {
    const { first, last } = await classesStartRange(courseId);
    const firstDay = first && localDateOf(first, dates.timezoneId);
    const lastDay = last && localDateOf(last, dates.timezoneId);
    if (firstDay && firstDay < dates.startDate)
      throw AppError.invalidField(
        'COURSE_DATES_EXCLUDE_CLASSES',
        'body.startDate',
        `la primera clase del curso es el ${firstDay}: la fecha de inicio no puede ser posterior`,
      );
    if (lastDay && lastDay > dates.endDate)
      throw AppError.invalidField(
        'COURSE_DATES_EXCLUDE_CLASSES',
        'body.endDate',
        `la última clase del curso es el ${lastDay}: la fecha de fin no puede ser anterior`,
      );
  }

  /** The courses as the API answers them, with their teachers' names (one query per page). */
  async function toDtos(rows: CourseRow[]) {
    const names = await courses.findNames([...new Set(rows.flatMap((row) => row.teacherIds))]);
    const byId = new Map(names.map((name) => [name.id, name]));
    return rows.map((row) => toCourseDto(row, byId));
  }
  const toDto = async (row: CourseRow) => (await toDtos([row]))[0]!;

  /** An alias (`America/Buenos_Aires`) is stored under its listed name; `assertValid` ran first. */
  const listedZone = (id: string) => canonicalTimeZone(id) ?? id;

  /** The checks the schema cannot make: references exist, the zone exists, dates in order. */
  async function assertValid(
    course: Pick<CourseInput, 'topicId' | 'startDate' | 'endDate' | 'timezoneId'>,
    people: Pick<CoursePatch, 'teacherIds' | 'hostIds'>,
  ) {
    if (!(await topics.findById(course.topicId)))
      throw AppError.invalidField('TOPIC_UNKNOWN', 'body.topicId', 'no existe');
    if (!isKnownTimeZone(course.timezoneId))
      throw AppError.invalidField('TIMEZONE_UNKNOWN', 'body.timezoneId', 'no es una zona horaria conocida');
    if (course.endDate < course.startDate)
      throw AppError.invalidField(
        'COURSE_ENDS_BEFORE_START',
        'body.endDate',
        'no puede ser anterior a startDate',
      );
    for (const field of ['teacherIds', 'hostIds'] as const) {
      const ids = people[field] ?? [];
      const existing = await courses.existingUserIds(ids);
      if (ids.some((id) => !existing.has(id)))
        throw AppError.invalidField('USER_UNKNOWN', `body.${field}`, 'contiene usuarios que no existen');
    }
  }

  /** A slug derived from the title gets a short suffix when taken; a chosen one is refused (409). */
  async function insertWithSlug(
    values: Omit<NewCourseRow, 'slug' | 'searchText'>,
    chosen: string | undefined,
  ) {
    if (chosen) return courses.insert({ ...values, slug: chosen });
    return insertWithDerivedSlug(values.title, 'curso', (slug) => courses.insert({ ...values, slug }));
  }

  return {
    async create(input: CourseInput) {
      await assertValid(input, input);
      const { slug, ...values } = input;
      const created = await insertWithSlug(
        { ...values, title: values.title.trim(), timezoneId: listedZone(values.timezoneId) },
        slug,
      );
      if (!created) throw slugTaken();
      return toDto(created);
    },

    async findAll(caller: Caller | null, query: CourseFilters & PageQuery) {
      const page = toPageRequest(query);
      const filters = seesWholeCatalogue(caller) ? query : { ...query, active: true };
      const { rows, total } = await courses.findPage(filters, page);
      return pageOf(await toDtos(rows), total, page);
    },

    async findById(caller: Caller | null, courseId: string) {
      return toDto(await access.requireCatalogueCourse(caller, courseId));
    },

    async findTeachers(query: PageQuery) {
      const page = toPageRequest(query);
      const { rows, total } = await courses.findTeachersPage(page);
      return pageOf(rows, total, page);
    },

    async update(courseId: string, patch: CoursePatch) {
      const current = await access.requireCourse(courseId);
      await assertValid({ ...current, ...patch }, patch);
      if (patch.slug && patch.slug !== current.slug && (await courses.slugExists(patch.slug)))
        throw slugTaken();
      if (patch.startDate || patch.endDate || patch.timezoneId) {
        await assertDatesHoldClasses(courseId, {
          startDate: patch.startDate ?? current.startDate,
          endDate: patch.endDate ?? current.endDate,
          timezoneId: listedZone(patch.timezoneId ?? current.timezoneId),
        });
      }
      const updated = await courses.update(courseId, {
        ...patch,
        title: patch.title?.trim(),
        timezoneId: patch.timezoneId && listedZone(patch.timezoneId),
      });
      if (!updated) throw AppError.notFound('El curso');
      return toDto(updated);
    },

    /** Access on debt: a commercial rule, set apart from the academic update (null turns it off). */
    async setDebtAccessDays(courseId: string, debtAccessDays: number | null) {
      await access.requireCourse(courseId);
      const updated = await courses.update(courseId, { debtAccessDays });
      return toDto(updated!);
    },

    /**
     * Closes (false) or reopens (true) a course to new enrollments. Idempotent: setting the
     * state it already has answers the course as it is.
     */
    async setEnrollmentOpen(courseId: string, enrollmentOpen: boolean) {
      await access.requireCourse(courseId);
      const updated = await courses.update(courseId, { enrollmentOpen });
      return toDto(updated!);
    },

    async invitationUrl(caller: Caller, courseId: string) {
      const course = await access.requireCourse(courseId);
      const allowed =
        hasAnyScope(caller, INVITATION_READERS) ||
        teaches(caller, course) ||
        (await access.isActiveStudent(caller.userId, courseId));
      if (!allowed) {
        if (!course.active && !isAcademicStaff(caller)) throw AppError.notFound('El curso');
        throw AppError.forbidden('El enlace de la comunidad es solo para estudiantes activos del curso');
      }
      return { courseId, invitationUrl: course.invitationUrl };
    },

    /**
     * The student area's course list: only the caller's own enrollments, never anybody else's,
     * each with its access-on-debt restriction (why recordings and new content are paused).
     */
    async mine(caller: Caller, query: { courseId?: string } & PageQuery) {
      const page = toPageRequest(query);
      const { rows, total } = await courses.findEnrolledPage(caller.userId, page, query.courseId);
      const dtos = await toDtos(rows.map((row) => row.course));
      const restrictions = await Promise.all(
        rows.map((row) => debtAccess.restrictionOf(caller.userId, row.course.id)),
      );
      return pageOf(
        dtos.map((course, index) => ({
          course,
          enrollmentStatus: rows[index]!.enrollmentStatus,
          debtRestriction: restrictions[index]!,
        })),
        total,
        page,
      );
    },

    /** The roster of the attendance grid: academic staff and MANAGER every course, teachers and hosts theirs. */
    async students(
      caller: Caller,
      courseId: string,
      query: { status?: 'PENDING' | 'ACTIVE' | 'FINISHED' | 'INACTIVE' } & PageQuery,
    ) {
      const course = await access.requireStaff(caller, courseId, readsRoster);
      const page = toPageRequest(query);
      const { rows, total } = await courses.findStudentsPage(course.id, query.status, page);
      return pageOf(rows, total, page);
    },

    async stats(query: Pick<CourseFilters, 'q' | 'active' | 'courseTopicId'> & PageQuery) {
      const page = toPageRequest(query);
      const { rows, total } = await courses.findStatsPage(query, page, clock.now());
      return pageOf(
        rows.map(({ course, ...figures }) => ({
          courseId: course.id,
          title: course.title,
          slug: course.slug,
          topicId: course.topicId,
          active: course.active,
          enrollmentOpen: course.enrollmentOpen,
          startDate: course.startDate,
          endDate: course.endDate,
          ...figures,
        })),
        total,
        page,
      );
    },
  };
}

export type CoursesService = ReturnType<typeof createCoursesService>;
