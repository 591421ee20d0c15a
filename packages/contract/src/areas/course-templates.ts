/**
 * Course templates: class and exam blueprints of a topic, applied to a course from a date
 * in a time zone (specification section 7, "Course templates"; DESIGN.md section 4,
 * "Academic").
 */
import Type from 'typebox';
import { defineOperation } from '../core/operation.js';
import { PATTERNS } from '../core/patterns.js';
import {
  Body,
  DateTime,
  Markdown,
  NonEmptyText,
  Page,
  PagedQuery,
  Params,
  Query,
  Timestamps,
  TimeZoneId,
  Uuid,
} from '../core/schemas.js';
import { SCOPE_GROUPS } from '../core/scopes.js';
import { ClassResource } from './class-content.js';
import { CourseClass } from './classes.js';
import { CourseExam } from './exams.js';

const tag = 'Course templates';

const WeekOffset = Type.Integer({ minimum: 0, maximum: 104, description: 'Weeks after fromDate' });

export const ClassBlueprint = Type.Object(
  {
    title: NonEmptyText(200),
    weekOffset: WeekOffset,
    /** ISO weekday: 1 = Monday … 7 = Sunday. */
    weekday: Type.Integer({ minimum: 1, maximum: 7 }),
    /** Local time in the course's time zone, `HH:MM`. */
    localTime: Type.String({ pattern: PATTERNS.localTime, examples: ['19:00'] }),
    durationMinutes: Type.Integer({ minimum: 1, maximum: 720 }),
    content: Type.Optional(
      Type.Object(
        {
          body: Markdown(100_000),
          resources: Type.Optional(Type.Array(ClassResource, { maxItems: 50 })),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export const ExamBlueprint = Type.Object(
  {
    title: NonEmptyText(200),
    weekOffset: WeekOffset,
    /** The exam opens at the start of its week and is due this many days later. */
    durationDays: Type.Integer({ minimum: 1, maximum: 90 }),
    /** Defaults: 100 and 60. */
    maxScore: Type.Optional(Type.Number({ minimum: 0, maximum: 1000 })),
    passingScore: Type.Optional(Type.Number({ minimum: 0, maximum: 1000 })),
  },
  { additionalProperties: false },
);

export const CourseTemplate = Type.Object({
  id: Uuid,
  name: Type.String(),
  topicId: Uuid,
  active: Type.Boolean(),
  classes: Type.Array(ClassBlueprint),
  exams: Type.Array(ExamBlueprint),
  ...Timestamps,
});

export const CourseTemplateDTO = Body({
  name: NonEmptyText(200),
  topicId: Uuid,
  active: Type.Optional(Type.Boolean({ default: true })),
  classes: Type.Array(ClassBlueprint, { maxItems: 300 }),
  exams: Type.Optional(Type.Array(ExamBlueprint, { maxItems: 100 })),
});

/** courseTemplate: the update body. */
export const CourseTemplateUpdate = Body({
  name: Type.Optional(NonEmptyText(200)),
  topicId: Type.Optional(Uuid),
  active: Type.Optional(Type.Boolean()),
  classes: Type.Optional(Type.Array(ClassBlueprint, { maxItems: 300 })),
  exams: Type.Optional(Type.Array(ExamBlueprint, { maxItems: 100 })),
});

export const CourseTemplateApplication = Type.Object({
  templateId: Uuid,
  courseId: Uuid,
  classes: Type.Array(CourseClass),
  exams: Type.Array(CourseExam),
});

const templateIdParams = Params({ templateId: Uuid });
const templateReaders = [...SCOPE_GROUPS.academicStaff, 'MANAGER'] as const;

export const courseTemplatesOperations = {
  createCourseTemplate: defineOperation({
    operationId: 'createCourseTemplate',
    method: 'POST',
    path: '/courses/templates',
    tag,
    summary: 'Create a course template',
    body: { name: 'courseTemplateDTO', schema: CourseTemplateDTO, required: true },
    response: CourseTemplate,
    successStatus: 201,
    errors: ['TOPIC_UNKNOWN', 'PASSING_SCORE_ABOVE_MAX'],
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.academicAdmin },
  }),
  findAllCourseTemplates: defineOperation({
    operationId: 'findAllCourseTemplates',
    method: 'GET',
    path: '/courses/templates',
    tag,
    summary: 'List course templates',
    query: PagedQuery({ topicId: Type.Optional(Uuid), active: Type.Optional(Type.Boolean()) }, [
      'name',
      'createdAt',
    ]),
    response: Page(CourseTemplate),
    access: { kind: 'scopes', scopes: templateReaders },
  }),
  findCourseTemplateById: defineOperation({
    operationId: 'findCourseTemplateById',
    method: 'GET',
    path: '/courses/templates/{templateId}',
    tag,
    summary: 'Get a course template',
    params: templateIdParams,
    response: CourseTemplate,
    access: { kind: 'scopes', scopes: templateReaders },
  }),
  updateCourseTemplate: defineOperation({
    operationId: 'updateCourseTemplate',
    method: 'PUT',
    path: '/courses/templates/{templateId}',
    tag,
    summary: 'Update a course template',
    params: templateIdParams,
    body: { name: 'courseTemplate', schema: CourseTemplateUpdate, required: true },
    response: CourseTemplate,
    errors: ['TOPIC_UNKNOWN', 'PASSING_SCORE_ABOVE_MAX'],
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.academicAdmin },
  }),
  applyCourseTemplate: defineOperation({
    operationId: 'applyCourseTemplate',
    method: 'POST',
    path: '/courses/templates/use/{templateId}/{courseId}',
    tag,
    summary: "Create a course's classes and exams from a template, from a date in a time zone",
    description:
      'Local times are resolved in timezoneId (DST-correct). Refused with 409 when the course already has classes, unless append=true.',
    params: Params({ templateId: Uuid, courseId: Uuid }),
    query: Query({
      fromDate: DateTime,
      timezoneId: TimeZoneId,
      append: Type.Optional(Type.Boolean({ default: false })),
    }),
    response: CourseTemplateApplication,
    successStatus: 201,
    errors: ['TIMEZONE_UNKNOWN', 'TEMPLATE_INACTIVE', 'COURSE_HAS_CLASSES', 'CLASS_OUTSIDE_COURSE_DATES'],
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.academicStaff },
  }),
} as const;
