/**
 * Academic data for tests: topics, courses, classes, exams, enrollments, attendance and
 * certificates, each with sensible defaults and overrides. Slugs are unique per call, so
 * tests never collide on the shared test database.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';
import {
  type CourseRow,
  certificates,
  courseExams,
  courses,
  courseTemplates,
  courseTopics,
  enrollments,
  type NewCourseExamRow,
  type NewCourseRow,
  type NewEnrollmentRow,
  users,
} from '../../src/db/schema/index.js';
import { newCertificateCode } from '../../src/modules/certificates/certificate-code.js';
import { type ClassValues, createClassesRepository } from '../../src/modules/classes/classes.repository.js';
import { createCoursesRepository } from '../../src/modules/courses/courses.repository.js';
import { systemClock } from '../../src/time/clock.js';
import { insertOne } from './insert-one.js';

const unique = () => randomUUID().slice(0, 8);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export async function createTopic(db: Database, overrides: { name?: string; slug?: string } = {}) {
  const suffix = unique();
  return insertOne(db, courseTopics, { name: `Tema ${suffix}`, slug: `tema-${suffix}`, ...overrides });
}

/** The body of a createCourse call (a new topic, Argentina, March to July 2026, no teachers), with the overrides. */
export async function newCourseBody(db: Database, overrides: Record<string, unknown> = {}) {
  const topic = await createTopic(db);
  return {
    title: 'Programación Web',
    summary: 'HTML, CSS y JavaScript desde cero',
    description: '## Programa\n- HTML',
    topicId: topic.id,
    tags: ['web'],
    teacherIds: [],
    country: 'AR',
    startDate: '2026-03-02',
    endDate: '2026-07-31',
    timezoneId: 'America/Argentina/Buenos_Aires',
    ...overrides,
  };
}

export async function createCourse(
  db: Database,
  overrides: Partial<Omit<NewCourseRow, 'searchText'>> = {},
): Promise<CourseRow> {
  const suffix = unique();
  const topicId = overrides.topicId ?? (await createTopic(db)).id;
  // Through the repository, so search_text is filled as in production.
  const row = await createCoursesRepository(db).insert({
    title: `Curso ${suffix}`,
    slug: `curso-${suffix}`,
    summary: 'Un curso de prueba',
    description: '# Programa',
    topicId,
    tags: [],
    teacherIds: [],
    hostIds: [],
    country: 'AR',
    startDate: '2026-03-01',
    endDate: '2026-07-31',
    timezoneId: 'America/Argentina/Buenos_Aires',
    active: true,
    ...overrides,
  });
  if (!row) throw new Error('createCourse: slug already taken');
  return row;
}

export async function createCourseClass(
  db: Database,
  courseId: string,
  overrides: Partial<ClassValues> = {},
) {
  return createClassesRepository(db, systemClock).insert({
    courseId,
    title: `Clase ${unique()}`,
    startsAt: new Date(Date.now() + DAY),
    durationMinutes: 90,
    meetingUrl: 'https://meet.example.com/clase',
    visible: true,
    ...overrides,
  });
}

export async function createExam(db: Database, courseId: string, overrides: Partial<NewCourseExamRow> = {}) {
  return insertOne(db, courseExams, {
    courseId,
    title: `Examen ${unique()}`,
    description: 'Respondé las preguntas',
    opensAt: new Date(Date.now() - DAY),
    dueAt: new Date(Date.now() + 7 * DAY),
    maxScore: 10,
    passingScore: 6,
    visible: true,
    ...overrides,
  });
}

export async function createEnrollment(
  db: Database,
  userId: string,
  courseId: string,
  overrides: Partial<NewEnrollmentRow> = {},
) {
  return insertOne(db, enrollments, { userId, courseId, status: 'ACTIVE', ...overrides });
}

export async function createTemplate(
  db: Database,
  topicId: string,
  overrides: Partial<typeof courseTemplates.$inferInsert> = {},
) {
  return insertOne(db, courseTemplates, {
    name: `Plantilla ${unique()}`,
    topicId,
    classes: [],
    exams: [],
    ...overrides,
  });
}

export async function createCertificate(
  db: Database,
  enrollment: { id: string; userId: string; courseId: string },
  overrides: Partial<typeof certificates.$inferInsert> = {},
) {
  // The names as they are now, as issuing keeps them.
  const [names] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, courseTitle: courses.title })
    .from(users)
    .innerJoin(courses, eq(courses.id, enrollment.courseId))
    .where(eq(users.id, enrollment.userId));
  return insertOne(db, certificates, {
    code: newCertificateCode(),
    userId: enrollment.userId,
    courseId: enrollment.courseId,
    enrollmentId: enrollment.id,
    studentName: `${names!.firstName} ${names!.lastName}`,
    courseTitle: names!.courseTitle,
    ...overrides,
  });
}
