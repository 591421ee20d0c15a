/**
 * The classes of a course (specification section 7, "Classes"; DESIGN.md section 4,
 * "Academic"). Students see the visible classes of courses they are enrolled in (ACTIVE, or FINISHED: read-only);
 * the "unfiltered" list is staff's and shows every class, visible or not.
 */
import Type from 'typebox';
import { defineOperation } from '../core/operation.js';
import {
  Body,
  DateTime,
  NonEmptyText,
  Page,
  PagedQuery,
  Params,
  Timestamps,
  Url,
  Uuid,
} from '../core/schemas.js';
import { SCOPE_GROUPS } from '../core/scopes.js';
import { ClassResource } from './class-content.js';

const tag = 'Classes';

const DurationMinutes = Type.Integer({ minimum: 1, maximum: 720 });

export const CourseClass = Type.Object({
  id: Uuid,
  courseId: Uuid,
  title: Type.String(),
  startsAt: DateTime,
  durationMinutes: DurationMinutes,
  meetingUrl: Type.Union([Url, Type.Null()]),
  /** A class "has a recording" when this is set. */
  recordingUrl: Type.Union([Url, Type.Null()]),
  visible: Type.Boolean(),
  /** The class content; the teacher instruction is read with its own call. */
  content: Type.Union([
    Type.Object({ body: Type.String(), resources: Type.Array(ClassResource) }),
    Type.Null(),
  ]),
  /**
   * What this answer leaves out for the caller under the course's access-on-debt policy
   * (`debtRestriction` of findMyCourses says why): RECORDING (the class has one) and CONTENT
   * (its body and materials). Empty for staff and for students not restricted.
   */
  withheld: Type.Array(Type.Union([Type.Literal('RECORDING'), Type.Literal('CONTENT')])),
  ...Timestamps,
});

export const CourseClassCreation = Body({
  title: NonEmptyText(200),
  startsAt: DateTime,
  durationMinutes: DurationMinutes,
  meetingUrl: Type.Optional(Url),
  recordingUrl: Type.Optional(Url),
  visible: Type.Optional(Type.Boolean({ default: true })),
});

export const CourseClassUpdate = Body({
  title: Type.Optional(NonEmptyText(200)),
  startsAt: Type.Optional(DateTime),
  durationMinutes: Type.Optional(DurationMinutes),
  meetingUrl: Type.Optional(Type.Union([Url, Type.Null()])),
  recordingUrl: Type.Optional(Type.Union([Url, Type.Null()])),
  visible: Type.Optional(Type.Boolean()),
});

/** A class as the public course page lists it: no links, no content. */
export const ScheduledClass = Type.Object({
  id: Uuid,
  title: Type.String(),
  startsAt: DateTime,
  durationMinutes: DurationMinutes,
});

const courseParams = Params({ courseId: Uuid });
const classParams = Params({ courseId: Uuid, classId: Uuid });
const classSort = ['startsAt', 'title', 'createdAt'] as const;
const teachersOwn = 'TEACHER: only in the courses they teach';
const studentsVisible =
  'TEACHER: the courses they teach; a student with an ACTIVE or FINISHED enrollment in the course (a finished course stays readable): its visible classes';

export const classesOperations = {
  createCourseClass: defineOperation({
    operationId: 'createCourseClass',
    method: 'POST',
    path: '/courses/{courseId}/classes',
    tag,
    summary: 'Add a class to a course',
    params: courseParams,
    body: { name: 'courseClassCreation', schema: CourseClassCreation, required: true },
    response: CourseClass,
    successStatus: 201,
    errors: ['CLASS_OUTSIDE_COURSE_DATES'],
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.teaching, owner: teachersOwn },
  }),
  findAllCourseClasses: defineOperation({
    operationId: 'findAllCourseClasses',
    method: 'GET',
    path: '/courses/{courseId}/classes',
    tag,
    summary: "List a course's classes (students: visible ones only)",
    params: courseParams,
    query: PagedQuery(
      {
        upcoming: Type.Optional(Type.Boolean({ description: 'Only classes whose end is after now' })),
        visible: Type.Optional(Type.Boolean()),
      },
      classSort,
    ),
    response: Page(CourseClass),
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.classReaders, owner: studentsVisible },
  }),
  findCourseSchedule: defineOperation({
    operationId: 'findCourseSchedule',
    method: 'GET',
    path: '/courses/{courseId}/schedule',
    tag,
    summary: "A catalogue course's upcoming visible classes: title, start and duration only",
    description: 'Not in the specification: the public course page shows the schedule to visitors.',
    params: courseParams,
    query: PagedQuery({}, ['startsAt']),
    response: Page(ScheduledClass),
    access: {
      kind: 'public',
      note: 'courses outside the catalogue answer 404 except to staff and their students',
    },
  }),
  findAllCourseClassesUnfiltered: defineOperation({
    operationId: 'findAllCourseClassesUnfiltered',
    method: 'GET',
    path: '/courses/{courseId}/classes/unfiltered',
    tag,
    summary: 'List every class of a course, visible or not (staff)',
    params: courseParams,
    query: PagedQuery({}, classSort),
    response: Page(CourseClass),
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.classReaders, owner: teachersOwn },
  }),
  findCourseClassById: defineOperation({
    operationId: 'findCourseClassById',
    method: 'GET',
    path: '/courses/{courseId}/classes/{classId}',
    tag,
    summary: 'Get a class of a course',
    params: classParams,
    response: CourseClass,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.classReaders, owner: studentsVisible },
  }),
  updateCourseClass: defineOperation({
    operationId: 'updateCourseClass',
    method: 'PUT',
    path: '/courses/{courseId}/classes/{classId}',
    tag,
    summary: 'Update a class (schedule, links, recording, visibility)',
    params: classParams,
    body: { name: 'courseClassUpdate', schema: CourseClassUpdate, required: true },
    response: CourseClass,
    errors: ['CLASS_OUTSIDE_COURSE_DATES'],
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.teaching, owner: teachersOwn },
  }),
  deleteCourseClass: defineOperation({
    operationId: 'deleteCourseClass',
    method: 'DELETE',
    path: '/courses/{courseId}/classes/{classId}',
    tag,
    summary: 'Delete a class, with its content, instruction and attendance',
    params: classParams,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.teaching, owner: teachersOwn },
  }),
} as const;
