/**
 * Attendance: one record per class and user (specification section 7, "Attendance";
 * DESIGN.md section 4, "Academic"). It is recorded either through the course (the body
 * names the class) or through the class itself.
 */
import Type from 'typebox';
import { ATTENDANCE_STATUSES } from '../core/enumerations.js';
import { defineOperation } from '../core/operation.js';
import { Body, DateTime, Params, Query, Timestamps, Uuid } from '../core/schemas.js';
import { SCOPE_GROUPS } from '../core/scopes.js';

const tag = 'Attendance';

export const AttendanceStatus = Type.Enum(ATTENDANCE_STATUSES);

export const Attendance = Type.Object({
  id: Uuid,
  courseId: Uuid,
  classId: Uuid,
  userId: Uuid,
  status: AttendanceStatus,
  note: Type.Union([Type.String(), Type.Null()]),
  recordedBy: Uuid,
  recordedAt: DateTime,
  ...Timestamps,
});

const attendanceFields = {
  status: AttendanceStatus,
  note: Type.Optional(Type.String({ maxLength: 500 })),
};

/** courseClassAttendanceCreation on the class path: the class is the path's. Creates or replaces. */
export const CourseClassAttendanceCreation = Body(attendanceFields);

/** courseClassAttendanceCreation on the course path: the body names the class. Creates or replaces. */
export const CourseAttendanceCreation = Body({ classId: Uuid, ...attendanceFields });

export const AttendanceStats = Type.Object({
  courseId: Uuid,
  userId: Uuid,
  /** Set when the stats are of one class. */
  classId: Type.Union([Uuid, Type.Null()]),
  /** Classes already held (started) in the course, or 1 / 0 for one class. */
  classesHeld: Type.Integer({ minimum: 0 }),
  present: Type.Integer({ minimum: 0 }),
  late: Type.Integer({ minimum: 0 }),
  absent: Type.Integer({ minimum: 0 }),
  excused: Type.Integer({ minimum: 0 }),
  /** (present + late) / classes held, 0 to 1; null when no class was held yet. */
  rate: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()]),
});

/** Who records attendance: class staff, the course's teachers and hosts (who run live sessions). */
const recorders = SCOPE_GROUPS.classStaff;
const teachersOwn = 'TEACHER: only in the courses they teach';

export const attendanceOperations = {
  createCourseAttendance: defineOperation({
    operationId: 'createCourseAttendance',
    method: 'POST',
    path: '/courses/{courseId}/attendances/{userId}',
    tag,
    summary: "Record a user's attendance to a class of the course (creates or replaces it)",
    params: Params({ courseId: Uuid, userId: Uuid }),
    body: { name: 'courseClassAttendanceCreation', schema: CourseAttendanceCreation, required: true },
    response: Attendance,
    successStatus: 201,
    errors: ['STUDENT_NOT_ENROLLED', 'CLASS_NOT_STARTED'],
    access: { kind: 'scopes', scopes: recorders, owner: teachersOwn },
  }),
  deleteCourseAttendance: defineOperation({
    operationId: 'deleteCourseAttendance',
    method: 'DELETE',
    path: '/courses/{courseId}/attendances/{userId}',
    tag,
    summary: 'Delete every attendance record of a user in a course',
    params: Params({ courseId: Uuid, userId: Uuid }),
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.academicStaff },
  }),
  findAllCourseAttendances: defineOperation({
    operationId: 'findAllCourseAttendances',
    method: 'GET',
    path: '/courses/{courseId}/attendances',
    tag,
    summary: "List a user's attendance in a course, or in one of its classes",
    params: Params({ courseId: Uuid }),
    query: Query({ userId: Uuid, classId: Type.Optional(Uuid) }),
    response: Type.Array(Attendance),
    access: {
      kind: 'scopes',
      scopes: SCOPE_GROUPS.classReaders,
      owner: `${teachersOwn}; a student its own attendance (userId = caller)`,
    },
  }),
  findCourseAttendanceSheet: defineOperation({
    operationId: 'findCourseAttendanceSheet',
    method: 'GET',
    path: '/courses/{courseId}/attendance-sheet',
    tag,
    summary: "The attendance records of several students of a course, in one call (the grid's rows)",
    description:
      'Not in the specification: the attendance grid shows a page of the roster at once, and one list call per student does not scale.',
    params: Params({ courseId: Uuid }),
    query: Query({ userIds: Type.Array(Uuid, { minItems: 1, maxItems: 200, uniqueItems: true }) }),
    response: Type.Array(Attendance),
    access: {
      kind: 'scopes',
      scopes: SCOPE_GROUPS.classReaders,
      owner: 'TEACHER and HOST: only in the courses they teach or host',
    },
  }),
  getCourseAttendanceStats: defineOperation({
    operationId: 'getCourseAttendanceStats',
    method: 'GET',
    path: '/courses/{courseId}/attendances/stats/{userId}',
    tag,
    summary: "A user's attendance stats in a course, or in one of its classes",
    params: Params({ courseId: Uuid, userId: Uuid }),
    query: Query({ classId: Type.Optional(Uuid) }),
    response: AttendanceStats,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.classReaders, self: 'userId', owner: teachersOwn },
  }),
  createClassAttendance: defineOperation({
    operationId: 'createClassAttendance',
    method: 'POST',
    path: '/courses/{courseId}/classes/{classId}/attendance/{userId}',
    tag,
    summary: "Record a user's attendance to a class (creates or replaces it)",
    params: Params({ courseId: Uuid, classId: Uuid, userId: Uuid }),
    body: { name: 'courseClassAttendanceCreation', schema: CourseClassAttendanceCreation, required: true },
    response: Attendance,
    successStatus: 201,
    errors: ['STUDENT_NOT_ENROLLED', 'CLASS_NOT_STARTED'],
    access: { kind: 'scopes', scopes: recorders, owner: teachersOwn },
  }),
  deleteClassAttendance: defineOperation({
    operationId: 'deleteClassAttendance',
    method: 'DELETE',
    path: '/courses/{courseId}/classes/{classId}/attendance/{userId}',
    tag,
    summary: "Delete a user's attendance record of a class",
    params: Params({ courseId: Uuid, classId: Uuid, userId: Uuid }),
    access: { kind: 'scopes', scopes: recorders, owner: teachersOwn },
  }),
} as const;
