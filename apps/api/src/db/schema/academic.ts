/**
 * The academic tables (DESIGN.md section 4, "Academic"): topics, courses, their classes
 * (with content), teacher instructions, exams and submissions, attendance and templates.
 * Every column a list filters or sorts on has an index.
 */
import type { ClassBlueprint, ExamBlueprint } from '@catedra/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Static } from 'typebox';
import { humanOrder } from '../search.js';
import { id, instant, reference, requiredReference, timestamps, trigramIndex } from './columns.js';
import { attendanceStatus } from './enums.js';
import { actingPerson, users } from './users.js';

export type ClassResourceValue = { title: string; url: string };
export type ClassBlueprintValue = Static<typeof ClassBlueprint>;
export type ExamBlueprintValue = Static<typeof ExamBlueprint>;

/** Scores such as 9.5: exact decimals, read as numbers (they are never money). */
const score = (name: string) => numeric(name, { precision: 7, scale: 2, mode: 'number' });

export const courseTopics = pgTable(
  'course_topics',
  {
    id: id(),
    name: varchar('name', { length: 100 }).notNull(),
    slug: varchar('slug', { length: 120 }).notNull(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('course_topics_slug_key').on(table.slug),
    index('course_topics_name_human_idx').on(humanOrder(table.name)),
    index('course_topics_created_at_idx').on(table.createdAt),
  ],
);

export const courses = pgTable(
  'courses',
  {
    id: id(),
    title: varchar('title', { length: 200 }).notNull(),
    slug: varchar('slug', { length: 120 }).notNull(),
    summary: varchar('summary', { length: 1000 }).notNull().default(''),
    description: text('description').notNull().default(''),
    topicId: requiredReference('topic_id', () => courseTopics.id),
    tags: text('tags').array().notNull().default(sql`'{}'`),
    teacherIds: uuid('teacher_ids').array().notNull().default(sql`'{}'`),
    hostIds: uuid('host_ids').array().notNull().default(sql`'{}'`),
    /** Null: offered in every country. */
    country: varchar('country', { length: 2 }),
    /** The partner the course is run for (the alliances table comes with its own issue). */
    allianceId: uuid('alliance_id'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    timezoneId: varchar('timezone_id', { length: 64 }).notNull(),
    capacity: integer('capacity'),
    active: boolean('active').notNull().default(false),
    enrollmentOpen: boolean('enrollment_open').notNull().default(true),
    invitationUrl: varchar('invitation_url', { length: 2048 }),
    coverImageUrl: varchar('cover_image_url', { length: 2048 }),
    /**
     * Access on debt (docs/domain/enrollments.md): after this many days past the due date of
     * a student's oldest owed period, the student loses recordings and new content. Null: off.
     */
    debtAccessDays: integer('debt_access_days'),
    /** Title, summary and tags, normalized for search (see db/search.ts). */
    searchText: text('search_text').notNull().default(''),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('courses_slug_key').on(table.slug),
    index('courses_topic_id_idx').on(table.topicId),
    index('courses_tags_idx').using('gin', table.tags),
    index('courses_teacher_ids_idx').using('gin', table.teacherIds),
    index('courses_host_ids_idx').using('gin', table.hostIds),
    index('courses_country_idx').on(table.country),
    index('courses_alliance_id_idx').on(table.allianceId),
    index('courses_active_start_date_idx').on(table.active, table.startDate),
    index('courses_start_date_idx').on(table.startDate),
    // Title sorts use ICU's collation (db/search.ts humanOrder); the index must match it.
    index('courses_title_human_idx').on(humanOrder(table.title)),
    index('courses_created_at_idx').on(table.createdAt),
    trigramIndex('courses_search_text_idx', table.searchText),
    check('courses_debt_access_days_range', sql`${table.debtAccessDays} between 1 and 365`),
  ],
);

export type CourseRow = typeof courses.$inferSelect;
export type NewCourseRow = typeof courses.$inferInsert;

export const courseClasses = pgTable(
  'course_classes',
  {
    id: id(),
    courseId: requiredReference('course_id', () => courses.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    startsAt: instant('starts_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** startsAt + duration, kept by the repository so that `upcoming` is an indexed range. */
    endsAt: instant('ends_at').notNull(),
    meetingUrl: varchar('meeting_url', { length: 2048 }),
    recordingUrl: varchar('recording_url', { length: 2048 }),
    visible: boolean('visible').notNull().default(true),
    /** The content (Markdown as given: the web app sanitizes it when rendering). Null: none yet. */
    contentBody: text('content_body'),
    contentResources: jsonb('content_resources').$type<ClassResourceValue[]>(),
    contentUpdatedBy: actingPerson('content_updated_by'),
    contentUpdatedAt: instant('content_updated_at'),
    ...timestamps(),
  },
  (table) => [
    index('course_classes_course_id_starts_at_idx').on(table.courseId, table.startsAt),
    index('course_classes_course_id_ends_at_idx').on(table.courseId, table.endsAt),
    index('course_classes_course_id_title_human_idx').on(table.courseId, humanOrder(table.title)),
    index('course_classes_course_id_created_at_idx').on(table.courseId, table.createdAt),
    // The enrollments list's mustHaveRecordedClasses: does the course have a recorded class?
    index('course_classes_recorded_course_id_idx')
      .on(table.courseId)
      .where(sql`${table.recordingUrl} is not null`),
  ],
);

export type CourseClassRow = typeof courseClasses.$inferSelect;
export type NewCourseClassRow = typeof courseClasses.$inferInsert;

/** A class's teacher instruction: its own table, so no class query can leak it to students. */
export const teacherInstructions = pgTable('teacher_instructions', {
  classId: reference('class_id', () => courseClasses.id, { onDelete: 'cascade' }).primaryKey(),
  text: text('text').notNull(),
  updatedBy: actingPerson('updated_by'),
  ...timestamps(),
});

export const courseExams = pgTable(
  'course_exams',
  {
    id: id(),
    courseId: requiredReference('course_id', () => courses.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    opensAt: instant('opens_at').notNull(),
    dueAt: instant('due_at').notNull(),
    maxScore: score('max_score').notNull(),
    passingScore: score('passing_score').notNull(),
    visible: boolean('visible').notNull().default(true),
    ...timestamps(),
  },
  (table) => [
    index('course_exams_course_id_opens_at_idx').on(table.courseId, table.opensAt),
    index('course_exams_course_id_due_at_idx').on(table.courseId, table.dueAt),
    index('course_exams_course_id_title_human_idx').on(table.courseId, humanOrder(table.title)),
    index('course_exams_course_id_created_at_idx').on(table.courseId, table.createdAt),
  ],
);

export type CourseExamRow = typeof courseExams.$inferSelect;
export type NewCourseExamRow = typeof courseExams.$inferInsert;

export const examSubmissions = pgTable(
  'exam_submissions',
  {
    id: id(),
    examId: requiredReference('exam_id', () => courseExams.id, { onDelete: 'cascade' }),
    courseId: requiredReference('course_id', () => courses.id, { onDelete: 'cascade' }),
    userId: requiredReference('user_id', () => users.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    submittedAt: instant('submitted_at').notNull(),
    score: score('score'),
    feedback: text('feedback'),
    gradedBy: actingPerson('graded_by'),
    gradedAt: instant('graded_at'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('exam_submissions_exam_id_user_id_key').on(table.examId, table.userId),
    index('exam_submissions_user_id_idx').on(table.userId),
    index('exam_submissions_course_id_idx').on(table.courseId),
  ],
);

export type ExamSubmissionRow = typeof examSubmissions.$inferSelect;

export const attendances = pgTable(
  'attendances',
  {
    id: id(),
    courseId: requiredReference('course_id', () => courses.id, { onDelete: 'cascade' }),
    classId: requiredReference('class_id', () => courseClasses.id, { onDelete: 'cascade' }),
    userId: requiredReference('user_id', () => users.id, { onDelete: 'cascade' }),
    status: attendanceStatus('status').notNull(),
    note: varchar('note', { length: 500 }),
    recordedBy: requiredReference('recorded_by', () => users.id),
    recordedAt: instant('recorded_at').notNull().defaultNow(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('attendances_class_id_user_id_key').on(table.classId, table.userId),
    index('attendances_course_id_user_id_idx').on(table.courseId, table.userId),
  ],
);

export type AttendanceRow = typeof attendances.$inferSelect;

export const courseTemplates = pgTable(
  'course_templates',
  {
    id: id(),
    name: varchar('name', { length: 200 }).notNull(),
    topicId: requiredReference('topic_id', () => courseTopics.id),
    active: boolean('active').notNull().default(true),
    /** Blueprints are always read and written whole with their template. */
    classes: jsonb('classes').$type<ClassBlueprintValue[]>().notNull().default(sql`'[]'::jsonb`),
    exams: jsonb('exams').$type<ExamBlueprintValue[]>().notNull().default(sql`'[]'::jsonb`),
    ...timestamps(),
  },
  (table) => [
    index('course_templates_topic_id_idx').on(table.topicId),
    index('course_templates_active_name_human_idx').on(table.active, humanOrder(table.name)),
    index('course_templates_name_human_idx').on(humanOrder(table.name)),
    index('course_templates_created_at_idx').on(table.createdAt),
  ],
);

export type CourseTemplateRow = typeof courseTemplates.$inferSelect;
