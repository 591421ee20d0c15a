/**
 * The academic flows in the browser, on the demo data: a visitor browses the catalogue, a
 * teacher marks attendance, an academic admin applies a template, a student answers an exam
 * and sees its grade, and a certificate is verified publicly. Ends with screenshots of every
 * new screen in both themes.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, apiToken, signIn, toast, useBrowser, waitForUser } from './support/browser';

const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp/catedra-e2e-shots';
const WEB_COURSE = 'Programación Web Full Stack';

async function courseBySlug(token: string, slug: string) {
  const page = await api<{ content: { id: string; title: string }[] }>(token, 'GET', `/courses?slug=${slug}`);
  return page.content[0]!;
}

/** Picks an option of the apply dialog's template select. */
async function chooseTemplate(page: Page, option: string) {
  await page.getByRole('dialog').getByTestId('apply-template-select').click();
  await page.getByRole('option', { name: option }).click();
}

describe('academic flows', () => {
  const browser = useBrowser();

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

    await page.getByLabel('Buscar cursos').fill('full stack');
    await expect.poll(() => catalogue.getByTestId('course-card').count()).toBe(1);
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
    const page = await browser.newPage();
    await signIn(page, 'TEACHER');
    await page.goto('/admin/courses');
    await page.getByRole('link', { name: WEB_COURSE }).first().click();
    await page.getByRole('tab', { name: 'Asistencia' }).click();
    const cell = page.getByTestId('attendance-cell').first();
    await cell.waitFor();
    const before = await cell.getAttribute('data-status');
    const cycle = ['NONE', 'PRESENT', 'LATE', 'ABSENT', 'EXCUSED'];
    const expected = cycle[(cycle.indexOf(before!) + 1) % cycle.length]!;
    const student = await cell.getAttribute('data-student');
    const classId = await cell.getAttribute('data-class');
    await cell.click();
    const same = page.locator(
      `[data-testid="attendance-cell"][data-student="${student}"][data-class="${classId}"]`,
    );
    await expect.poll(() => same.getAttribute('data-status')).toBe(expected);

    await page.reload();
    await waitForUser(page);
    await page.getByRole('tab', { name: 'Asistencia' }).click();
    await same.waitFor();
    expect(await same.getAttribute('data-status')).toBe(expected);
  });

  it('lets an academic admin preview and apply a template, then see the classes', async () => {
    const page = await browser.newPage();
    await signIn(page, 'ACADEMIC_ADMIN');
    await page.goto('/admin/courses');
    await page.getByRole('link', { name: 'React Avanzado' }).first().click();
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
    await page
      .locator('label')
      .filter({ hasText: /^Agenda$/ })
      .click();
    await page
      .getByTestId('class-agenda')
      .getByText(/Semana del/)
      .first()
      .waitFor();
  });

  it('lets an academic admin write a template with its classes and exams, and edit it again', async () => {
    const page = await browser.newPage();
    await signIn(page, 'ACADEMIC_ADMIN');
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
    const admin = await apiToken('ACADEMIC_ADMIN');
    const course = await courseBySlug(admin, 'programacion-web-full-stack');
    const title = `Examen e2e ${Date.now()}`;
    const exam = await api<{ id: string }>(admin, 'POST', `/courses/${course.id}/exams`, {
      title,
      description: 'Contá **qué aprendiste**.',
      opensAt: new Date(Date.now() - 3_600_000).toISOString(),
      dueAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      maxScore: 10,
      passingScore: 6,
      visible: true,
    });

    const page = await browser.newPage();
    await signIn(page, 'STUDENT');
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

    const users = await api<{ content: { id: string }[] }>(
      admin,
      'GET',
      '/users?q=student%40demo.catedra.ar',
    );
    await api(admin, 'POST', `/courses/${course.id}/exams/${exam.id}/submission/${users.content[0]!.id}`, {
      score: 8,
      feedback: 'Muy buen trabajo.',
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
    const page = await browser.newPage();
    await signIn(page, 'ACADEMIC_ADMIN');
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
    const admin = await apiToken('ACADEMIC_ADMIN');
    const certificates = await api<{ content: { code: string }[] }>(
      admin,
      'GET',
      '/certificates?active=true&size=1',
    );
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

  it('takes screenshots of every academic screen in both themes', { timeout: 300_000 }, async () => {
    mkdirSync(SHOTS, { recursive: true });
    const admin = await apiToken('ACADEMIC_ADMIN');
    const course = await courseBySlug(admin, 'programacion-web-full-stack');
    const certificates = await api<{ content: { code: string }[] }>(admin, 'GET', '/certificates?size=1');
    const shoot = async (page: Page, name: string, scheme: string) => {
      // Let transitions and late images settle; the page has already shown what was awaited.
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${SHOTS}/academic-${name}-${scheme}.png`, fullPage: true });
    };
    for (const colorScheme of ['light', 'dark'] as const) {
      const visitor = await browser.newPage({ colorScheme });
      await visitor.goto('/');
      await visitor.evaluate((scheme) => localStorage.setItem('theme', scheme), colorScheme);
      await visitor.goto('/');
      await visitor.getByTestId('course-card').first().waitFor();
      await visitor
        .getByTestId('catalogue')
        .screenshot({ path: `${SHOTS}/academic-catalogue-${colorScheme}.png` });
      await visitor.goto('/courses/programacion-web-full-stack');
      await visitor
        .getByTestId('course-schedule')
        .getByText(/Web — clase/)
        .first()
        .waitFor();
      await shoot(visitor, 'course', colorScheme);
      await visitor.goto('/teachers');
      await shoot(visitor, 'teachers', colorScheme);
      await visitor.goto(`/certificates/${certificates.content[0]!.code}`);
      await visitor.getByTestId('certificate-verification').waitFor();
      await shoot(visitor, 'certificate', colorScheme);

      const student = await browser.newPage({ colorScheme });
      await student.goto('/');
      await student.evaluate((scheme) => localStorage.setItem('theme', scheme), colorScheme);
      await signIn(student, 'STUDENT');
      await student.goto('/me');
      await student.getByTestId('my-course').first().waitFor();
      await shoot(student, 'me', colorScheme);
      await student.getByRole('tab', { name: 'Mis certificados' }).click();
      await student.getByTestId('my-certificates').waitFor();
      await shoot(student, 'me-certificates', colorScheme);
      await student.goto(`/me/courses/${course.id}`);
      await student.getByTestId('student-class').first().waitFor();
      await shoot(student, 'me-classes', colorScheme);
      await student.getByRole('tab', { name: 'Exámenes' }).click();
      await shoot(student, 'me-exams', colorScheme);
      await student.getByRole('tab', { name: 'Mi asistencia' }).click();
      await student.getByTestId('attendance-stats').waitFor();
      await shoot(student, 'me-attendance', colorScheme);

      const staff = await browser.newPage({ colorScheme });
      await staff.goto('/');
      await staff.evaluate((scheme) => localStorage.setItem('theme', scheme), colorScheme);
      await signIn(staff, 'ACADEMIC_ADMIN');
      for (const [path, name] of [
        ['/admin/courses', 'admin-courses'],
        ['/admin/topics', 'admin-topics'],
        ['/admin/templates', 'admin-templates'],
        ['/admin/certificates', 'admin-certificates'],
      ] as const) {
        await staff.goto(path);
        await staff.locator('table tbody tr').first().waitFor();
        await shoot(staff, name, colorScheme);
      }
      await staff.goto('/admin/courses');
      await staff.getByRole('tab', { name: 'Estadísticas' }).click();
      await staff.locator('table tbody tr').first().waitFor();
      await shoot(staff, 'admin-course-stats', colorScheme);
      await staff.getByRole('tab', { name: 'Listado' }).click();
      await staff.getByTestId('new-course').click();
      await shoot(staff, 'admin-course-form', colorScheme);
      await staff.goto(`/admin/courses/${course.id}`);
      await staff.getByTestId('class-list').waitFor();
      await shoot(staff, 'admin-course-classes', colorScheme);
      await staff
        .locator('label')
        .filter({ hasText: /^Agenda$/ })
        .click();
      await staff.getByTestId('class-agenda').waitFor();
      await shoot(staff, 'admin-course-agenda', colorScheme);
      await staff
        .locator('label')
        .filter({ hasText: /^Lista$/ })
        .click();
      await staff.getByRole('button', { name: 'Contenido' }).first().click();
      await staff.getByRole('dialog').waitFor();
      await shoot(staff, 'admin-class-content', colorScheme);
      await staff.keyboard.press('Escape');
      await staff.getByRole('tab', { name: 'Exámenes' }).click();
      await staff.getByTestId('exam-list').waitFor();
      await shoot(staff, 'admin-course-exams', colorScheme);
      await staff.getByRole('button', { name: 'Correcciones' }).first().click();
      await staff.getByRole('dialog').waitFor();
      await shoot(staff, 'admin-grading', colorScheme);
      await staff.keyboard.press('Escape');
      await staff.getByRole('tab', { name: 'Asistencia' }).click();
      await staff.getByTestId('attendance-grid').waitFor();
      await shoot(staff, 'admin-attendance', colorScheme);
      await staff.getByRole('tab', { name: 'Plantilla' }).click();
      await staff.getByTestId('open-apply-template').click();
      await chooseTemplate(staff, 'Web: 16 semanas');
      await staff.getByTestId('template-preview').waitFor();
      await shoot(staff, 'admin-apply-template', colorScheme);
      await staff.keyboard.press('Escape');
      await staff.goto('/admin/templates');
      await staff.getByRole('button', { name: 'Editar' }).first().click();
      await staff.getByRole('dialog').waitFor();
      await shoot(staff, 'admin-template-editor', colorScheme);
    }
  });
});
