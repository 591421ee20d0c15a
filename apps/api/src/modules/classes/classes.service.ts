/**
 * The rules about a course's classes: its staff write them; staff read every class, a
 * student with an ACTIVE enrollment only the visible ones (an invisible class answers 404
 * to a student, as if it did not exist). A student restricted by the course's access-on-debt
 * policy (the enrollments module's rule) gets no recording and no content of new classes,
 * and each class says what it withheld.
 */
import { type CourseClassCreation, type CourseClassUpdate, localDateOf } from '@catedra/contract';
import type { Static } from 'typebox';
import type { Caller } from '../../core/actor.js';
import { type PageQuery, pageOf, toPageRequest } from '../../core/pagination.js';
import type { CourseClassRow, CourseRow } from '../../db/schema/index.js';
import { AppError, orNotFound } from '../../errors/app-error.js';
import type { Clock } from '../../time/clock.js';
import { type CourseAccess, canManageCourse, readsClassesAsStaff } from '../courses/index.js';
import type { DebtAccess, DebtRestrictionValue } from '../enrollments/index.js';
import type { ClassesRepository, ClassFilters } from './classes.repository.js';

export function toClassDto(row: CourseClassRow) {
  return {
    id: row.id,
    courseId: row.courseId,
    title: row.title,
    startsAt: row.startsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    meetingUrl: row.meetingUrl,
    recordingUrl: row.recordingUrl,
    visible: row.visible,
    content:
      row.contentBody === null ? null : { body: row.contentBody, resources: row.contentResources ?? [] },
    withheld: [] as ('RECORDING' | 'CONTENT')[],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A class takes place within its course: its start, read as a date in the course's time
 * zone, is neither before the course starts nor after it ends. Refused, never moved.
 */
export function assertWithinCourseDates(
  course: Pick<CourseRow, 'startDate' | 'endDate' | 'timezoneId'>,
  startsAt: Date,
) {
  if (!isWithinCourseDates(course, startsAt)) {
    throw AppError.invalidField(
      'CLASS_OUTSIDE_COURSE_DATES',
      'body.startsAt',
      `tiene que estar entre ${course.startDate} y ${course.endDate} (fechas del curso)`,
    );
  }
}

/** Whether a class starting at `startsAt` falls on a day of the course, in the course's zone. */
export function isWithinCourseDates(
  course: Pick<CourseRow, 'startDate' | 'endDate' | 'timezoneId'>,
  startsAt: Date,
): boolean {
  const day = localDateOf(startsAt, course.timezoneId);
  return day >= course.startDate && day <= course.endDate;
}

export function createClassesService(deps: {
  classes: ClassesRepository;
  access: CourseAccess;
  clock: Clock;
  debtAccess: Pick<DebtAccess, 'restrictionOf' | 'isNewContent'>;
}) {
  const { classes, access, clock, debtAccess } = deps;

  /** A class as a student reads it: under a debt restriction, without its recording and new content. */
  function forStudent(row: CourseClassRow, restriction: DebtRestrictionValue | null) {
    const dto = toClassDto(row);
    if (!restriction) return dto;
    const newContent = dto.content !== null && debtAccess.isNewContent(restriction, row.startsAt);
    return {
      ...dto,
      recordingUrl: null,
      content: newContent ? null : dto.content,
      withheld: [
        ...(dto.recordingUrl ? (['RECORDING'] as const) : []),
        ...(newContent ? (['CONTENT'] as const) : []),
      ],
    };
  }

  /** The caller's reading of the course's classes: staff as they are, a student under its restriction. */
  async function readerOf(caller: Caller, courseId: string) {
    const course = await access.requireCourse(courseId);
    const viewer = await access.viewerOf(caller, course, readsClassesAsStaff);
    if (viewer === 'staff') return { viewer, toDto: toClassDto };
    const restriction = await debtAccess.restrictionOf(caller.userId, courseId);
    return { viewer, toDto: (row: CourseClassRow) => forStudent(row, restriction) };
  }

  async function requireClass(courseId: string, classId: string) {
    return orNotFound(classes.findById(courseId, classId), 'La clase');
  }

  async function page(
    courseId: string,
    filters: ClassFilters,
    query: PageQuery,
    toDto: (row: CourseClassRow) => ReturnType<typeof toClassDto> = toClassDto,
  ) {
    const request = toPageRequest(query);
    const { rows, total } = await classes.findPage(courseId, filters, request, clock.now());
    return pageOf(rows.map(toDto), total, request);
  }

  return {
    requireClass,

    async create(caller: Caller, courseId: string, input: Static<typeof CourseClassCreation>) {
      const course = await access.requireStaff(caller, courseId, canManageCourse);
      const startsAt = new Date(input.startsAt);
      assertWithinCourseDates(course, startsAt);
      const created = await classes.insert({ ...input, courseId, startsAt });
      return toClassDto(created);
    },

    async findAll(caller: Caller, courseId: string, query: ClassFilters & PageQuery) {
      const { viewer, toDto } = await readerOf(caller, courseId);
      if (viewer === 'student' && query.visible === false) return pageOf([], 0, toPageRequest(query));
      return page(courseId, viewer === 'student' ? { ...query, visible: true } : query, query, toDto);
    },

    /** The public course page: upcoming visible classes, without links or content. */
    async findSchedule(caller: Caller | null, courseId: string, query: PageQuery) {
      await access.requireCatalogueCourse(caller, courseId);
      const request = toPageRequest(query);
      const { rows, total } = await classes.findPage(
        courseId,
        { upcoming: true, visible: true },
        request,
        clock.now(),
      );
      const content = rows.map((row) => ({
        id: row.id,
        title: row.title,
        startsAt: row.startsAt.toISOString(),
        durationMinutes: row.durationMinutes,
      }));
      return pageOf(content, total, request);
    },

    async findAllUnfiltered(caller: Caller, courseId: string, query: PageQuery) {
      await access.requireStaff(caller, courseId, readsClassesAsStaff);
      return page(courseId, {}, query);
    },

    async findById(caller: Caller, courseId: string, classId: string) {
      const { viewer, toDto } = await readerOf(caller, courseId);
      const row = await requireClass(courseId, classId);
      if (viewer === 'student' && !row.visible) throw AppError.notFound('La clase');
      return toDto(row);
    },

    async update(caller: Caller, courseId: string, classId: string, patch: Static<typeof CourseClassUpdate>) {
      const course = await access.requireStaff(caller, courseId, canManageCourse);
      const { startsAt, ...rest } = patch;
      if (startsAt) assertWithinCourseDates(course, new Date(startsAt));
      const updated = await classes.update(courseId, classId, {
        ...rest,
        ...(startsAt ? { startsAt: new Date(startsAt) } : {}),
      });
      if (!updated) throw AppError.notFound('La clase');
      return toClassDto(updated);
    },

    async delete(caller: Caller, courseId: string, classId: string) {
      await access.requireStaff(caller, courseId, canManageCourse);
      if (!(await classes.delete(courseId, classId))) throw AppError.notFound('La clase');
    },
  };
}

export type ClassesService = ReturnType<typeof createClassesService>;
