/**
 * Academic demo data: 3 topics, 6 courses (Argentina and other markets) taught by the demo
 * teacher and hosted by the demo host, their classes and exams from templates (past and
 * upcoming relative to today), enrollments of the demo student and a few more, attendance,
 * a graded submission and certificates. Skipped when its topics exist: it commits whole with
 * the rest of the demo (seed.ts), so they exist only beside everything else.
 *
 * Every date is an offset from the clock's today, and a course with a template runs from its
 * start for the template's weeks plus one: the last week's classes fall up to six days after
 * that week starts, whatever weekday the course starts on.
 */

import { isoWeekdayOf } from '@catedra/contract';
import { eq } from 'drizzle-orm';
import { createRepositories, type Repositories } from '../composition/repositories.js';
import type { Executor } from '../db/database.js';
import type { ClassBlueprintValue, ExamBlueprintValue } from '../db/schema/index.js';
import { attendances, courseTopics, enrollments } from '../db/schema/index.js';
import { createUnitOfWork } from '../db/unit-of-work.js';
import { newCertificateCode } from '../modules/certificates/index.js';
import { createCourseAccess } from '../modules/courses/index.js';
import { createTemplatesService } from '../modules/templates/index.js';
import type { Clock } from '../time/clock.js';
import { demoEmailOf, hashDemoPassword } from './seed.js';

const DAY = 86_400_000;

/**
 * Two classes a week (Tuesday and Thursday at 19:00) for `weeks` weeks, and an exam every four.
 * A template's week starts on the course's first day, so the classes are numbered in the order
 * they fall from that weekday: a course starting on a Wednesday has Thursday's class before
 * Tuesday's, and "clase 1" is still its first.
 */
function blueprints(weeks: number, subject: string, startDate: string) {
  const daysFromStart = (weekday: number) => (weekday - isoWeekdayOf(startDate) + 7) % 7;
  const weekdays = [2, 4].sort((a, b) => daysFromStart(a) - daysFromStart(b));
  const classes: ClassBlueprintValue[] = [];
  for (let week = 0; week < weeks; week += 1) {
    for (const weekday of weekdays) {
      const number = classes.length + 1;
      classes.push({
        title: `${subject} — clase ${number}`,
        weekOffset: week,
        weekday,
        localTime: '19:00',
        durationMinutes: 120,
        ...(number === 1
          ? {
              content: {
                body: `# Bienvenida\n\nEn esta clase presentamos el programa de **${subject}**.`,
                resources: [{ title: 'Programa del curso', url: 'https://catedra.ar/programa.pdf' }],
              },
            }
          : {}),
      });
    }
  }
  const exams: ExamBlueprintValue[] = [];
  for (let week = 3; week < weeks; week += 4) {
    exams.push({
      title: `Trabajo práctico ${exams.length + 1}`,
      weekOffset: week,
      durationDays: 7,
      maxScore: 10,
      passingScore: 6,
    });
  }
  return { classes, exams };
}

const EXTRA_STUDENTS: [firstName: string, lastName: string][] = [
  ['Lucía', 'Gómez'],
  ['Martín', 'Fernández'],
  ['Sofía', 'Rodríguez'],
  ['Joaquín', 'López'],
];

async function demoUsers(users: Repositories['users']) {
  const find = async (email: string) => {
    const user = await users.findByEmail(email);
    if (!user) throw new Error(`seedAcademicDemoData: ${email} must be seeded first`);
    return user;
  };
  const passwordHash = await hashDemoPassword();
  const extra = [];
  for (const [firstName, lastName] of EXTRA_STUDENTS) {
    const email = `${firstName
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()}.${lastName
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()}@demo.catedra.ar`;
    const created = await users.insert({
      email,
      passwordHash,
      firstName,
      lastName,
      country: 'AR',
      scopes: ['STUDENT'],
    });
    extra.push(created ?? (await find(email)));
  }
  return {
    teacher: await find(demoEmailOf('TEACHER')),
    host: await find(demoEmailOf('HOST')),
    student: await find(demoEmailOf('STUDENT')),
    admin: await find(demoEmailOf('ACADEMIC_ADMIN')),
    extra,
  };
}

/** Weeks of each demo course's template; its end date is derived from them (`templateDates`). */
const TEMPLATE_WEEKS = { web: 16, python: 16, ux: 12, cloud: 12 } as const;

export const DEMO_TOPIC_SLUGS = ['programacion', 'datos-e-ia', 'diseno'] as const;

export async function seedAcademicDemoData(db: Executor, clock: Clock): Promise<void> {
  const repositories = createRepositories(db, clock);
  const { topics: topicsRepository, courses, templates } = repositories;
  const dateIn = (days: number) => new Date(clock.now().getTime() + days * DAY).toISOString().slice(0, 10);
  /** A course that starts `startsIn` days from today and holds a template of `weeks` weeks. */
  const templateDates = (startsIn: number, weeks: number) => ({
    startDate: dateIn(startsIn),
    endDate: dateIn(startsIn + (weeks + 1) * 7),
  });
  const seeded = await db
    .select({ id: courseTopics.id })
    .from(courseTopics)
    .where(eq(courseTopics.slug, DEMO_TOPIC_SLUGS[0]));
  if (seeded.length > 0) return;
  const people = await demoUsers(repositories.users);
  // Templates are applied through the service, as an admin would, in one transaction each.
  const templatesService = createTemplatesService({
    templates,
    topics: topicsRepository,
    classes: repositories.classes,
    access: createCourseAccess(courses),
    unitOfWork: createUnitOfWork(db, (tx) => createRepositories(tx, clock)),
    clock,
  });
  const admin = { userId: people.admin.id, email: people.admin.email, scopes: ['ACADEMIC_ADMIN' as const] };

  const topic = async (name: string, slug: string) => (await topicsRepository.insert({ name, slug }))!;
  const programming = await topic('Programación', DEMO_TOPIC_SLUGS[0]);
  const data = await topic('Datos e IA', DEMO_TOPIC_SLUGS[1]);
  const design = await topic('Diseño', DEMO_TOPIC_SLUGS[2]);

  const staff = { teacherIds: [people.teacher.id], hostIds: [people.host.id] };
  const course = async (values: Parameters<typeof courses.insert>[0]) => (await courses.insert(values))!;
  const web = await course({
    title: 'Programación Web Full Stack',
    slug: 'programacion-web-full-stack',
    summary: 'HTML, CSS, JavaScript, Node.js y bases de datos, de cero a tu primer deploy.',
    description: '## Qué vas a aprender\n- Maquetado\n- JavaScript moderno\n- APIs con Node.js',
    topicId: programming!.id,
    tags: ['web', 'javascript', 'node'],
    ...staff,
    country: 'AR',
    ...templateDates(-21, TEMPLATE_WEEKS.web),
    timezoneId: 'America/Argentina/Buenos_Aires',
    capacity: 60,
    active: true,
    invitationUrl: 'https://chat.whatsapp.com/demo-web',
    coverImageUrl: null,
  });
  const python = await course({
    title: 'Python para Análisis de Datos',
    slug: 'python-analisis-de-datos',
    summary: 'Pandas, visualización y estadística aplicada con casos reales.',
    description: '## Programa\n- Python básico\n- Pandas\n- Visualización',
    topicId: data!.id,
    tags: ['python', 'datos'],
    ...staff,
    country: 'AR',
    // Over: its last class was at least 11 days ago, its students finished 5 days ago.
    ...templateDates(-130, TEMPLATE_WEEKS.python),
    timezoneId: 'America/Argentina/Buenos_Aires',
    capacity: 40,
    active: true,
    invitationUrl: 'https://chat.whatsapp.com/demo-python',
    coverImageUrl: null,
  });
  const ux = await course({
    title: 'Diseño UX/UI',
    slug: 'diseno-ux-ui',
    summary: 'Investigación, prototipado y diseño de interfaces. Para toda Latinoamérica.',
    description: '## Programa\n- Investigación de usuarios\n- Prototipos en Figma',
    topicId: design!.id,
    tags: ['ux', 'figma'],
    ...staff,
    country: null,
    ...templateDates(-14, TEMPLATE_WEEKS.ux),
    timezoneId: 'America/Santiago',
    capacity: null,
    active: true,
    invitationUrl: 'https://chat.whatsapp.com/demo-ux',
    coverImageUrl: null,
  });
  const cloud = await course({
    title: 'Data Science en la Nube',
    slug: 'data-science-en-la-nube',
    summary: 'Modelos de machine learning en producción.',
    description: '## Programa\n- Modelos\n- Despliegue',
    topicId: data!.id,
    tags: ['datos', 'ia', 'cloud'],
    ...staff,
    country: 'CL',
    ...templateDates(21, TEMPLATE_WEEKS.cloud),
    timezoneId: 'America/Santiago',
    capacity: 30,
    active: true,
    invitationUrl: null,
    coverImageUrl: null,
  });
  await course({
    title: 'React Avanzado',
    slug: 'react-avanzado',
    summary: 'Patrones, rendimiento y testing en React.',
    description: '## Programa\n- Hooks\n- Rendimiento',
    topicId: programming!.id,
    tags: ['web', 'react'],
    ...staff,
    country: 'MX',
    startDate: dateIn(-7),
    endDate: dateIn(80),
    timezoneId: 'America/Mexico_City',
    capacity: 25,
    active: true,
    enrollmentOpen: false,
    invitationUrl: null,
    coverImageUrl: null,
  });
  await course({
    title: 'Figma para Equipos (borrador)',
    slug: 'figma-para-equipos',
    summary: 'Sistemas de diseño colaborativos.',
    description: 'Próximamente.',
    topicId: design!.id,
    tags: ['figma'],
    teacherIds: [people.teacher.id],
    hostIds: [],
    country: 'AR',
    startDate: dateIn(60),
    endDate: dateIn(150),
    timezoneId: 'America/Argentina/Buenos_Aires',
    capacity: null,
    active: false,
    invitationUrl: null,
    coverImageUrl: null,
  });

  // Classes and exams come from one template per topic, applied as an admin would.
  const plans = new Map<string, Awaited<ReturnType<typeof templatesService.apply>>>();
  for (const [target, topic, weeks, subject] of [
    [web, programming!, TEMPLATE_WEEKS.web, 'Web'],
    [python, data!, TEMPLATE_WEEKS.python, 'Python'],
    [ux, design!, TEMPLATE_WEEKS.ux, 'UX/UI'],
    [cloud, data!, TEMPLATE_WEEKS.cloud, 'Data Science'],
  ] as const) {
    const template = await templates.insert({
      name: `${subject}: ${weeks} semanas`,
      topicId: topic.id,
      active: true,
      ...blueprints(weeks, subject, target.startDate),
    });
    const applied = await templatesService.apply(
      admin,
      { templateId: template.id, courseId: target.id },
      { fromDate: `${target.startDate}T12:00:00Z`, timezoneId: target.timezoneId },
    );
    plans.set(target.id, applied);
  }

  const enroll = async (userId: string, courseId: string, status: 'PENDING' | 'ACTIVE' | 'FINISHED') => {
    const [row] = await db
      .insert(enrollments)
      .values({
        userId,
        courseId,
        status,
        finishedAt: status === 'FINISHED' ? new Date(clock.now().getTime() - 5 * DAY) : null,
      })
      .returning();
    return row!;
  };
  const [lucia, martin, sofia, joaquin] = people.extra;
  await enroll(people.student.id, web.id, 'ACTIVE');
  await enroll(people.student.id, ux.id, 'ACTIVE');
  const finished = await enroll(people.student.id, python.id, 'FINISHED');
  for (const user of [lucia!, martin!, sofia!]) await enroll(user.id, web.id, 'ACTIVE');
  await enroll(joaquin!.id, web.id, 'PENDING');
  const luciaPython = await enroll(lucia!.id, python.id, 'FINISHED');
  await enroll(martin!.id, ux.id, 'ACTIVE');

  // Attendance of the web course's classes held so far, recorded by the host.
  const statuses = ['PRESENT', 'PRESENT', 'LATE', 'ABSENT', 'PRESENT', 'EXCUSED'] as const;
  const heldWeb = (plans.get(web.id)?.classes ?? []).filter(
    (item) => new Date(item.startsAt).getTime() < clock.now().getTime(),
  );
  const attended = heldWeb.flatMap((item, index) =>
    [people.student, lucia!, martin!, sofia!].map((user, offset) => ({
      courseId: web.id,
      classId: item.id,
      userId: user.id,
      status: statuses[(index + offset) % statuses.length]!,
      recordedBy: people.host.id,
      recordedAt: new Date(item.startsAt),
    })),
  );
  if (attended.length > 0) await db.insert(attendances).values(attended);

  // A graded submission of the demo student in the finished course.
  const pythonExam = plans.get(python.id)?.exams[0];
  if (pythonExam) {
    const dueAt = new Date(pythonExam.dueAt);
    await repositories.exams.upsertSubmission(
      { examId: pythonExam.id, courseId: python.id, userId: people.student.id },
      {
        answer: 'https://github.com/demo/tp1',
        submittedAt: new Date(dueAt.getTime() - DAY),
        score: 9,
        feedback: 'Excelente análisis.',
        gradedBy: people.teacher.id,
        gradedAt: dueAt,
      },
      {},
    );
  }

  for (const [enrollment, student, grade] of [
    [finished, people.student, '9'],
    [luciaPython, lucia!, '7.5'],
  ] as const) {
    await repositories.certificates.insert({
      code: newCertificateCode(),
      userId: enrollment.userId,
      courseId: enrollment.courseId,
      enrollmentId: enrollment.id,
      studentName: `${student.firstName} ${student.lastName}`,
      courseTitle: python.title,
      issuedAt: clock.now(),
      organizationId: null,
      issuedBy: people.admin.id,
      grade,
      forcedReason: null,
    });
  }
}
