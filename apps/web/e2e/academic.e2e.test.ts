/**
 * The academic flows in the browser: a visitor browses the catalogue, a teacher marks
 * attendance, an academic admin applies a template, a student answers an exam and sees its
 * grade, and a certificate is verified publicly. The demo course and accounts act and are
 * read; what a test changes (a class, a course, an exam) it creates itself.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiAnswer, toast, waitForUser } from './support/browser';
import {
  asDemo,
  demoToken,
  describeWithData,
  newDemoPage,
  signedInAsDemo,
  userIdOf,
} from './support/fixtures';

const WEB_COURSE = 'Programación Web Full Stack';
const WEB_COURSE_SLUG = 'programacion-web-full-stack';
/** The demo student, enrolled in the web course. */
const DEMO_STUDENT = 'Esteban Estudiante';

async function webCourse() {
  const academic = await asDemo('ACADEMIC_ADMIN');
  return (await academic.findAllCourses({ slug: WEB_COURSE_SLUG })).content[0]!;
}

/** Picks an option of the apply dialog's template select. */
async function chooseTemplate(page: Page, option: string) {
  await page.getByRole('dialog').getByTestId('apply-template-select').click();
  await page.getByRole('option', { name: option }).click();
}

describeWithData('academic flows', ({ browser, data }) => {
  it('lets a visitor search the catalogue and open a course with its schedule', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const catalogue = page.getByTestId('catalogue');
    await catalogue.getByTestId('course-card').first().waitFor();
    expect(await catalogue.getByTestId('course-card').count()).toBeGreaterThanOrEqual(3);
    // The draft course is not in the public catalogue.
    expect(await catalogue.getByText('Figma para Equipos').count()).toBe(0);
    // A course that ended ten days ago says so, not "enrollment open".
    const ended = catalogue.getByTestId('course-card').filter({ hasText: 'Python para Análisis de Datos' });
    expect(await ended.getByTestId('enrollment-badge').textContent()).toBe('Curso finalizado');

    const searched = apiAnswer(page, '/courses', { q: 'full stack' });
    await page.getByLabel('Buscar cursos').fill('full stack');
    await searched;
    // The answer on screen: the other cards gone and the one found shown.
    await catalogue.getByTestId('course-card').filter({ hasNotText: WEB_COURSE }).first().waitFor({
      state: 'detached',
    });
    await catalogue.getByTestId('course-card').filter({ hasText: WEB_COURSE }).waitFor();
    expect(await catalogue.getByTestId('course-card').count()).toBe(1);
    await catalogue.getByRole('link', { name: 'Ver el curso' }).click();
    await page.waitForURL('**/courses/programacion-web-full-stack');
    await page.getByRole('heading', { level: 1, name: WEB_COURSE }).waitFor();
    await page.getByTestId('course-description').getByText('JavaScript moderno').waitFor();
    const schedule = page.getByTestId('course-schedule');
    await schedule
      .getByText(/Web — clase/)
      .first()
      .waitFor();
    await page.getByText('Teresa Docente').first().waitFor();
  });

  it('answers an unknown course slug with a not-found message', async () => {
    const page = await browser.newPage();
    await page.goto('/courses/no-existe');
    await page.getByRole('heading', { name: 'No encontramos este curso' }).waitFor();
  });

  it('lists the teachers from the API on the teachers page', async () => {
    const page = await browser.newPage();
    await page.goto('/teachers');
    await page.getByTestId('teacher-list').getByRole('heading', { name: 'Nuestros docentes' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Cómo se enseña en Cátedra' }).waitFor();
  });

  it('lets a teacher mark attendance in the grid, persisted after a reload', async () => {
    const course = await webCourse();
    const lesson = await data.createClass(course.id, { title: `Clase de asistencia ${Date.now()}` });
    const page = await browser.newPage();
    // Each cell's name says whose, which class and what status it shows.
    const cell = (status: string) =>
      page.getByRole('button', { name: `${DEMO_STUDENT}, ${lesson.title}: ${status}`, exact: true });
    await signedInAsDemo(page, 'TEACHER');
    await page.goto(`/admin/courses/${course.id}`);
    await page.getByRole('tab', { name: 'Asistencia' }).click();
    await cell('Sin marcar').click();
    await cell('Presente').waitFor();
    await cell('Presente').click();
    await cell('Tarde').waitFor();

    await page.reload();
    await waitForUser(page);
    await page.getByRole('tab', { name: 'Asistencia' }).click();
    await cell('Tarde').waitFor();
  });

  it('lets an academic admin preview and apply a template, then see the classes', async () => {
    const course = await data.createCourse();
    const page = await newDemoPage(browser, 'ACADEMIC_ADMIN');
    await page.goto(`/admin/courses/${course.id}`);
    await page.getByRole('tab', { name: 'Clases' }).waitFor();
    await page.getByText('Este curso todavía no tiene clases.').waitFor();

    await page.getByRole('tab', { name: 'Plantilla' }).click();
    await page.getByTestId('open-apply-template').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Elegí una plantilla para ver la vista previa.').waitFor();
    await chooseTemplate(page, 'Web: 16 semanas');
    const preview = dialog.getByTestId('template-preview');
    await preview.waitFor();
    expect(await preview.getByTestId('preview-class').count()).toBe(32);
    expect(await preview.getByTestId('preview-exam').count()).toBe(4);
    await preview.getByText(/32 clases y 4 exámenes/).waitFor();

    await dialog.getByTestId('apply-template-confirm').click();
    await toast(page, 'Plantilla aplicada: 32 clases y 4 exámenes creados.').waitFor();
    const list = page.getByTestId('class-list');
    await list.getByText('Web — clase 1', { exact: true }).waitFor();
    await page.getByText('Agenda', { exact: true }).click();
    await page
      .getByTestId('class-agenda')
      .getByText(/Semana del/)
      .first()
      .waitFor();
  });

  it('lets an academic admin write a template with its classes and exams, and edit it again', async () => {
    const page = await newDemoPage(browser, 'ACADEMIC_ADMIN');
    await page.goto('/admin/templates');
    await page.getByRole('button', { name: 'Nueva plantilla' }).click();
    const dialog = page.getByRole('dialog');
    const name = `Intensivo ${Date.now()}`;
    await dialog.getByRole('textbox', { name: 'Nombre' }).first().fill(name);
    await dialog.getByRole('combobox', { name: 'Tema' }).click();
    await page.getByRole('option', { name: 'Diseño' }).click();

    await dialog.getByRole('button', { name: 'Agregar clase' }).click();
    const classRows = dialog.getByRole('table').first().locator('tbody tr');
    expect(await classRows.count()).toBe(2);
    await classRows.nth(1).getByRole('textbox', { name: 'Semana' }).fill('3');
    await classRows.nth(1).getByLabel('Hora', { exact: true }).fill('20');
    await classRows.nth(1).getByLabel('Minuto', { exact: true }).fill('30');
    await dialog.getByRole('button', { name: 'Agregar examen' }).click();
    await dialog.getByRole('button', { name: 'Agregar examen' }).click();
    const examRows = dialog.getByRole('table').nth(1).locator('tbody tr');
    await examRows.first().getByRole('button', { name: 'Quitar' }).click();
    expect(await examRows.count()).toBe(1);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Creado correctamente.').waitFor();

    const row = page.getByRole('row').filter({ hasText: name });
    expect(await row.getByRole('cell').nth(2).textContent()).toBe('2');
    expect(await row.getByRole('cell').nth(3).textContent()).toBe('1');
    await row.getByRole('button', { name: 'Editar' }).click();
    const editor = page.getByRole('dialog');
    const second = editor.getByRole('table').first().locator('tbody tr').nth(1);
    expect(await second.getByRole('textbox', { name: 'Semana' }).inputValue()).toBe('3');
    expect(await second.getByLabel('Hora', { exact: true }).inputValue()).toBe('20');
    expect(await second.getByLabel('Minuto', { exact: true }).inputValue()).toBe('30');
    expect(await editor.getByRole('table').nth(1).getByRole('textbox', { name: 'Nombre' }).inputValue()).toBe(
      'Examen 2',
    );
  });

  it('lets a student answer an exam and, once staff grade it, see the grade', async () => {
    const course = await webCourse();
    const studentId = await userIdOf(await demoToken('STUDENT'));
    const exam = await data.createExam(course.id, {
      title: `Examen e2e ${Date.now()}`,
      description: 'Contá **qué aprendiste**.',
    });
    data.deleteSubmissionAfterwards(course.id, exam.id, studentId);
    const title = exam.title;

    const page = await newDemoPage(browser, 'STUDENT');
    await page.goto('/');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-me').click();
    await page.waitForURL('**/me');
    await page
      .getByTestId('my-course')
      .filter({ hasText: WEB_COURSE })
      .getByRole('link', { name: 'Entrar al curso' })
      .click();
    await page.getByRole('heading', { level: 1, name: WEB_COURSE }).waitFor();
    await page.getByRole('tab', { name: 'Exámenes' }).click();
    const card = page.locator(`[data-testid="student-exam"][data-exam-title="${title}"]`);
    await card.getByRole('button', { name: 'Enviar respuesta' }).click();
    await card.getByText('Escribí tu respuesta antes de enviarla.').waitFor();
    await card.getByLabel('Tu respuesta (texto o enlace)').fill('https://github.com/demo/e2e');
    await card.getByRole('button', { name: 'Enviar respuesta' }).click();
    await card.getByTestId('my-answer').getByText('https://github.com/demo/e2e').waitFor();
    await card.getByText('Pendiente de corrección').waitFor();

    await (await asDemo('ACADEMIC_ADMIN')).createCourseExamSubmission({
      courseId: course.id,
      examId: exam.id,
      userId: studentId,
      courseExamSubmissionCreation: { score: 8, feedback: 'Muy buen trabajo.' },
    });
    await page.reload();
    await waitForUser(page);
    await page.getByRole('tab', { name: 'Exámenes' }).click();
    const grade = card.getByTestId('exam-grade');
    await grade.getByText('Nota: 8 / 10').waitFor();
    await grade.getByText('Muy buen trabajo.').waitFor();
    await card.getByText('Aprobado').waitFor();
  });

  it('filters the admin certificate list by a student chosen by name, kept after a reload', async () => {
    const page = await newDemoPage(browser, 'ACADEMIC_ADMIN');
    await page.goto('/admin/certificates');
    const table = page.getByRole('table');
    await table.getByRole('link', { name: 'Lucía Gómez' }).waitFor();
    expect(await table.getByRole('link', { name: 'Esteban Estudiante' }).count()).toBe(1);

    const picker = page.getByRole('combobox', { name: 'Estudiante' });
    await picker.fill('gomez');
    await page.getByRole('option', { name: /Lucía Gómez/ }).click();
    await page.waitForURL(/userId=/);
    await table.getByRole('link', { name: 'Esteban Estudiante' }).waitFor({ state: 'detached' });
    await table.getByRole('link', { name: 'Lucía Gómez' }).waitFor();

    await page.reload();
    await table.getByRole('link', { name: 'Lucía Gómez' }).waitFor();
    expect(await table.getByRole('link', { name: 'Esteban Estudiante' }).count()).toBe(0);
    await page.waitForFunction(() =>
      (document.querySelector('[data-testid="user-picker"]') as HTMLInputElement | null)?.value.includes(
        'Lucía Gómez',
      ),
    );
  });

  it('verifies a certificate on the public page, and says when a code is unknown', async () => {
    const academic = await asDemo('ACADEMIC_ADMIN');
    const certificates = await academic.findAllCertificates({ active: true, size: 1 });
    const code = certificates.content[0]!.code;
    const page = await browser.newPage();
    await page.goto(`/certificates/${code}`);
    const result = page.getByTestId('certificate-verification');
    await result.waitFor();
    expect(await result.getAttribute('data-status')).toBe('valid');
    await result.getByText('Certificado válido').waitFor();
    await result.getByText('Python para Análisis de Datos').waitFor();

    await page.goto('/certificates/NO-EXISTE-123');
    await page.getByTestId('certificate-verification').getByText('Certificado no encontrado').waitFor();
  });
});
