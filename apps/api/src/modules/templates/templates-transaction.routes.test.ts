/** Applying a template writes its classes and exams in one transaction: all of them or none. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCourse, createTemplate, createTopic } from '../../../test/factories/academic.js';
import { signedIn } from '../../../test/setup/signed-in.js';
import { dependenciesOf, useTestApp } from '../../../test/setup/test-app.js';
import { createRepositories } from '../../composition/repositories.js';
import { courseClasses, courseExams } from '../../db/schema/index.js';
import { createUnitOfWork } from '../../db/unit-of-work.js';
import { systemClock } from '../../time/clock.js';
import { createCourseAccess } from '../courses/index.js';
import { createTemplatesService } from './templates.service.js';

const t = useTestApp();

const blueprints = {
  classes: [
    { title: 'Clase 1', weekOffset: 0, weekday: 2, localTime: '19:00', durationMinutes: 120 },
    { title: 'Clase 2', weekOffset: 1, weekday: 2, localTime: '19:00', durationMinutes: 120 },
  ],
  exams: [{ title: 'Parcial', weekOffset: 1, durationDays: 7, maxScore: 10, passingScore: 6 }],
};
const options = { fromDate: '2026-03-30T09:00:00-03:00', timezoneId: 'America/Argentina/Buenos_Aires' };

async function setting() {
  const admin = await signedIn(t, ['ACADEMIC_ADMIN']);
  const caller = { userId: admin.user.id, email: admin.user.email, scopes: ['ACADEMIC_ADMIN' as const] };
  const topic = await createTopic(t.database.db);
  const template = await createTemplate(t.database.db, topic.id, blueprints);
  const course = await createCourse(t.database.db, { topicId: topic.id });
  return { caller, target: { templateId: template.id, courseId: course.id } };
}

const rowsOf = async (courseId: string) => ({
  classes: await t.database.db.select().from(courseClasses).where(eq(courseClasses.courseId, courseId)),
  exams: await t.database.db.select().from(courseExams).where(eq(courseExams.courseId, courseId)),
});

describe('applying a template in one transaction', () => {
  it('creates the classes and exams through their own repositories', async () => {
    const { caller, target } = await setting();
    const applied = await dependenciesOf(t).services.templates.apply(caller, target, options);
    expect(applied.classes.map((item) => item.title)).toEqual(['Clase 1', 'Clase 2']);
    expect(applied.exams.map((item) => item.title)).toEqual(['Parcial']);
    const stored = await rowsOf(target.courseId);
    expect(stored.classes).toHaveLength(2);
    expect(stored.exams).toHaveLength(1);
  });

  it('leaves no class behind when writing the exams fails', async () => {
    const { db } = t.database;
    const repositories = createRepositories(db, systemClock);
    // The exams module writes through the transaction's handle: this one refuses its table.
    const examsFail = createUnitOfWork(db, (tx) => ({
      executor: new Proxy(tx, {
        get: (target, key) =>
          key === 'insert'
            ? (table: unknown) => {
                if (table === courseExams) throw new Error('the exams table refused the rows');
                return target.insert(table as typeof courseExams);
              }
            : Reflect.get(target, key, target),
      }),
    }));
    const service = createTemplatesService({
      templates: repositories.templates,
      topics: repositories.topics,
      classes: repositories.classes,
      access: createCourseAccess(repositories.courses),
      unitOfWork: examsFail,
      clock: systemClock,
    });
    const { caller, target } = await setting();

    await expect(service.apply(caller, target, options)).rejects.toThrow('refused the rows');
    expect(await rowsOf(target.courseId)).toEqual({ classes: [], exams: [] });
  });
});
