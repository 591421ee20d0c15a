/**
 * The screens staff and students use every day (issue 9, items 2, 3 and 7): a finished course
 * stays open to its student, the lists read on a 390-px phone, the attendance grid and the
 * grading dialog, the course tabs in the address, values out of range refused on their field
 * saying the range, and a confirmation that sends one request.
 * The demo courses and accounts are read and act; what a test changes it creates itself.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { apiUrl, toast, useBrowser } from './support/browser';
import {
  apiClient,
  asDemo,
  createPaymentPlan,
  demoToken,
  describeWithData,
  enrolAsStaff,
  newDemoPage,
  signedInAsDemo,
  userIdOf,
} from './support/fixtures';

const PHONE = { width: 390, height: 844 };
const WEB_COURSE_SLUG = 'programacion-web-full-stack';
/** The demo student: ACTIVE in the web course, FINISHED (graded 9, with a certificate) in Python. */
const DEMO_STUDENT = 'Esteban Estudiante';

async function webCourse() {
  const academic = await asDemo('ACADEMIC_ADMIN');
  return (await academic.findAllCourses({ slug: WEB_COURSE_SLUG })).content[0]!;
}

/** Nothing on the page is wider than the screen: no sideways scrolling of the page itself. */
async function expectNoPageOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** The message a field shows: the text its input names with aria-describedby (Mantine's error). */
function messageOn(field: Locator): Promise<string> {
  return field.evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' ')
      .trim(),
  );
}

/** Opens a row's "Editar" dialog, types `value` into one field and saves; answers that field. */
async function editAndSave(
  page: Page,
  where: { row: string; dialog: string },
  label: string,
  value: string,
): Promise<Locator> {
  await page
    .getByRole('row', { name: new RegExp(where.row) })
    .getByRole('button', { name: 'Editar' })
    .click();
  const form = page.getByRole('dialog', { name: where.dialog });
  const field = form.getByLabel(label);
  await field.fill(value);
  await form.getByRole('button', { name: 'Guardar' }).click();
  return field;
}

/** Every visible badge shows its whole text (no "INSCRIPCIÓ…"); answers how many were checked. */
async function expectBadgesWhole(page: Page): Promise<number> {
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.mantine-Badge-root')]
      .filter((badge) => badge.offsetParent !== null)
      .map((badge) => {
        const label = badge.querySelector<HTMLElement>('.mantine-Badge-label') ?? badge;
        return {
          text: label.textContent ?? '',
          cut: label.scrollWidth > label.clientWidth || badge.scrollWidth > badge.clientWidth,
        };
      }),
  );
  expect(cut.filter((badge) => badge.cut)).toEqual([]);
  return cut.length;
}

describe('a finished course', () => {
  const browser = useBrowser();

  it('opens at once for its student, says it ended, and shows its classes and his grade', async () => {
    const student = apiClient(await demoToken('STUDENT'));
    const mine = await student.findMyCourses({ size: 50 });
    const finished = mine.content.find((item) => item.enrollmentStatus === 'FINISHED')!.course;
    const page = await newDemoPage(browser, 'STUDENT');
    await page.goto(`/me/courses/${finished.id}`);
    // No retries of a refused read: the notice and the classes come with the page's first answers.
    await page.getByTestId('course-finished').getByText('El curso terminó').waitFor({ timeout: 5_000 });
    await page.getByRole('heading', { level: 1, name: finished.title }).waitFor();
    expect(await page.getByText('No tenés permiso').count()).toBe(0);
    await page.getByTestId('student-class').first().waitFor();

    await page.getByRole('tab', { name: 'Exámenes' }).click();
    await page.waitForURL(/[?&]tab=exams/);
    const grade = page.getByTestId('exam-grade').first();
    await grade.waitFor();
    expect(await grade.textContent()).toContain('Nota: 9');
    // Read-only: no answer form in a course that ended.
    expect(await page.getByRole('button', { name: /Enviar respuesta|Reemplazar respuesta/ }).count()).toBe(0);
  });
});

describe('the lists on a 390-px phone', () => {
  const browser = useBrowser();

  it('shows the course list without page overflow, filters folded and badges whole', async () => {
    const page = await newDemoPage(browser, 'ACADEMIC_ADMIN', PHONE);
    await page.goto('/admin/courses');
    await page.getByTestId('course-link').first().waitFor();
    await expectNoPageOverflow(page);
    expect(await expectBadgesWhole(page)).toBeGreaterThan(0);

    const filters = page.getByTestId('course-filters');
    expect(await filters.isVisible()).toBe(false);
    await page.getByTestId('filters-toggle').click();
    await filters.getByLabel('Buscar').first().waitFor();
    expect(await filters.isVisible()).toBe(true);
    await expectNoPageOverflow(page);
  });

  it('shows a course’s class list and a student’s exams without page overflow', async () => {
    const course = await webCourse();
    const admin = await newDemoPage(browser, 'ACADEMIC_ADMIN', PHONE);
    await admin.goto(`/admin/courses/${course.id}?tab=classes`);
    const list = admin.getByTestId('class-list');
    await list
      .getByText(/Web — clase/)
      .first()
      .waitFor();
    await expectNoPageOverflow(admin);
    await expectBadgesWhole(admin);
    // A title keeps a phrase a line: its cell is at least as wide as the first-column minimum.
    const titleWidth = await list
      .getByText(/Web — clase/)
      .first()
      .evaluate((element) => element.getBoundingClientRect().width);
    expect(titleWidth).toBeGreaterThanOrEqual(100);
    await admin.screenshot({ path: '/tmp/staff-class-list-390.png', fullPage: false });

    const student = await newDemoPage(browser, 'STUDENT', PHONE);
    await student.goto(`/me/courses/${course.id}?tab=exams`);
    await student.getByTestId('student-exam').first().waitFor();
    await expectNoPageOverflow(student);
    await expectBadgesWhole(student);
  });
});

describeWithData('the course pages', ({ browser, data }) => {
  it('keep the open tab in the address: reload, Back and a shared link', async () => {
    const course = await webCourse();
    const page = await newDemoPage(browser, 'ACADEMIC_ADMIN');
    await page.goto(`/admin/courses/${course.id}`);
    await page.getByRole('tab', { name: 'Exámenes' }).click();
    await page.waitForURL(/[?&]tab=exams/);
    await page.reload();
    await page.getByRole('tab', { name: 'Exámenes', selected: true }).waitFor();

    const shared = await newDemoPage(browser, 'ACADEMIC_ADMIN');
    await shared.goto(`/admin/courses/${course.id}?tab=attendance`);
    await shared.getByRole('tab', { name: 'Asistencia', selected: true }).waitFor();
    await shared.getByRole('link', { name: 'Cursos', exact: true }).first().click();
    await shared.waitForURL(/\/admin\/courses$/);
    await shared.goBack();
    await shared.getByRole('tab', { name: 'Asistencia', selected: true }).waitFor();
  });

  it('attendance: only enrolled students, future classes locked, totals and rate, all present at once', async () => {
    const course = await webCourse();
    const held = await data.createClass(course.id, { title: `Clase dictada ${Date.now()}` });
    const upcoming = await data.createClass(course.id, { title: `Clase futura ${Date.now()}`, daysAgo: -3 });
    const page = await newDemoPage(browser, 'TEACHER');
    await page.goto(`/admin/courses/${course.id}?tab=attendance`);
    const grid = page.getByTestId('attendance-grid');
    await grid.getByText('Estudiante, Esteban').waitFor();
    // Joaquín's enrollment is PENDING: the API would refuse marking him, so he is not listed.
    expect(await grid.getByText('López, Joaquín').count()).toBe(0);

    const futureCell = grid.locator(`[data-testid="attendance-cell"][data-class="${upcoming.id}"]`).first();
    expect(await futureCell.isDisabled()).toBe(true);
    expect(await futureCell.getAttribute('aria-label')).toContain('todavía no empezó');

    const rows = await grid.getByTestId('attendance-row').count();
    expect(rows).toBeGreaterThanOrEqual(4);
    await grid.locator(`[data-testid="all-present"][data-class="${held.id}"]`).click();
    await toast(page, 'Todos quedaron presentes.').waitFor();
    const presentCells = grid.locator(
      `[data-testid="attendance-cell"][data-class="${held.id}"][data-status="PRESENT"]`,
    );
    await expect.poll(() => presentCells.count()).toBe(rows);
    const rate = await grid
      .getByTestId('attendance-row')
      .first()
      .getByTestId('attendance-rate')
      .textContent();
    expect(rate).toMatch(/\d+\s?%/);

    // Nothing under the scrollbar: the last row ends above the scroll area's bottom edge.
    const lastRow = await grid.getByTestId('attendance-row').last().boundingBox();
    const area = await page.locator('.mantine-ScrollArea-root').filter({ has: grid }).boundingBox();
    expect(lastRow!.y + lastRow!.height).toBeLessThanOrEqual(area!.y + area!.height - 4);
  });

  it('grading: a long answer folds, fields stay in sight, the grade shows, and who did not hand in', async () => {
    const course = await webCourse();
    const exam = await data.createExam(course.id);
    const studentToken = await demoToken('STUDENT');
    const studentId = await userIdOf(studentToken);
    const longAnswer = Array.from(
      { length: 60 },
      (_, line) => `Línea ${line + 1} de una respuesta larga.`,
    ).join('\n');
    await apiClient(studentToken).createCourseExamSubmission({
      courseId: course.id,
      examId: exam.id,
      userId: studentId,
      courseExamSubmissionCreation: { answer: longAnswer },
    });
    data.deleteSubmissionAfterwards(course.id, exam.id, studentId);

    const page = await newDemoPage(browser, 'TEACHER');
    await page.goto(`/admin/courses/${course.id}?tab=exams`);
    await page
      .getByRole('row', { name: new RegExp(exam.title) })
      .getByRole('button', { name: 'Correcciones' })
      .click();
    const dialog = page.getByRole('dialog');
    const table = dialog.getByTestId('grading-table');
    await table.getByText(DEMO_STUDENT).waitFor();
    await dialog.getByRole('button', { name: 'ver más' }).waitFor();
    const score = dialog.getByLabel('Nota', { exact: true }).first();
    const box = await score.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(800);
    await dialog.getByTestId('not-handed-in').getByText('Lucía Gómez').waitFor();

    // A negative grade is refused on its field, saying the range (not "Ingresá una nota.").
    await score.fill('-3');
    await dialog.getByRole('button', { name: 'Calificar' }).first().click();
    await expect.poll(() => messageOn(score)).toContain('Ingresá una nota entre 0 y 10.');

    await score.fill('8');
    await dialog.getByRole('button', { name: 'Calificar' }).first().click();
    await toast(page, 'Corrección guardada.').waitFor();
    await table.getByTestId('submission-grade').getByText('Nota 8 / 10').waitFor();

    await dialog.getByLabel('Solo sin corregir').check();
    await dialog.getByText('No quedan entregas sin corregir.').waitFor();
  });

  it('says the range on the field for a capacity of −5 and a class of 0 minutes, never changing them', async () => {
    const course = await data.createCourse();
    const lesson = await data.createClass(course.id, { title: `Clase de rango ${Date.now()}`, daysAgo: -2 });
    const page = await newDemoPage(browser, 'ACADEMIC_ADMIN');

    await page.goto(`/admin/courses?q=${encodeURIComponent(course.title)}`);
    const capacity = await editAndSave(page, { row: course.title, dialog: 'Editar curso' }, 'Cupo', '-5');
    await expect.poll(() => messageOn(capacity)).toBe('Elegí un valor entre 1 y 100.000.');
    expect(await capacity.inputValue()).toBe('-5');

    await page.goto(`/admin/courses/${course.id}?tab=classes`);
    const where = { row: lesson.title, dialog: 'Editar clase' };
    const duration = await editAndSave(page, where, 'Duración (minutos)', '0');
    await expect.poll(() => messageOn(duration)).toBe('Elegí un valor entre 1 y 720.');
    expect(await duration.inputValue()).toBe('0');
    const [saved] = (await (await asDemo('ACADEMIC_ADMIN')).findAllCourseClasses({ courseId: course.id }))
      .content;
    expect(saved?.durationMinutes).toBe(90);
  });

  it('sends one request when a confirmation is double-clicked', async () => {
    const course = await webCourse();
    // Made here, not with data.createClass: the test deletes it itself.
    const lesson = await (await asDemo('ACADEMIC_ADMIN')).createCourseClass({
      courseId: course.id,
      courseClassCreation: {
        title: `Clase a borrar ${Date.now()}`,
        startsAt: new Date(Date.now() - 86_400_000).toISOString(),
        durationMinutes: 60,
      },
    });
    const page = await browser.newPage();
    const deletes: string[] = [];
    const classPath = new URL(`courses/${course.id}/classes/${lesson.id}`, `${apiUrl()}/`).pathname;
    page.on('request', (request) => {
      if (request.method() === 'DELETE' && new URL(request.url()).pathname === classPath) {
        deletes.push(request.url());
      }
    });
    await signedInAsDemo(page, 'ACADEMIC_ADMIN');
    await page.goto(`/admin/courses/${course.id}?tab=classes`);
    const row = page.getByRole('row', { name: new RegExp(lesson.title) });
    await row.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).dblclick();
    await toast(page, 'Eliminado correctamente.').first().waitFor();
    await row.waitFor({ state: 'detached' });
    expect(deletes).toHaveLength(1);
  });
});

/** Whether an element's content fits it across (no sideways scroll inside it). */
function fitsAcross(locator: Locator): Promise<{ scrollWidth: number; clientWidth: number }> {
  return locator.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
}

/**
 * The header is one row: no text in it runs onto a second line, nothing sticks out below it
 * or sideways, and the page does not scroll sideways.
 */
async function expectHeaderOnOneLine(page: Page, header: Locator, height: number) {
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(height + 1);
  const fit = await fitsAcross(header);
  expect(fit.scrollWidth).toBeLessThanOrEqual(fit.clientWidth);
  const broken = await header.evaluate((element) => {
    const bottom = element.getBoundingClientRect().bottom;
    return [...element.querySelectorAll<HTMLElement>('a, button, p')]
      .filter((item) => item.offsetParent !== null && item.innerText.trim() !== '')
      .filter((item) => {
        // The tops of the item's lines of text: a wrapped label has two, a few pixels apart or more.
        const tops: number[] = [];
        const texts = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
        for (let node = texts.nextNode(); node; node = texts.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
        }
        const lines = tops
          .sort((a, b) => a - b)
          .filter((top, index) => index === 0 || top - tops[index - 1]! > 4);
        return lines.length > 1 || item.getBoundingClientRect().bottom > bottom + 1;
      })
      .map((item) => item.innerText);
  });
  expect(broken).toEqual([]);
  await expectNoPageOverflow(page);
}

describeWithData('commerce screens (issue 19)', ({ browser, data }) => {
  const DESKTOP = { width: 1366, height: 768 };

  /** A course with a hybrid plan (down payment $ 10.000, 3 × $ 5.000) and a student enrolled by staff. */
  async function enrolled(label: string) {
    const course = await data.createCourse({ active: true });
    const plan = await createPaymentPlan(course.id);
    const student = await data.createAccount(label);
    const enrollment = await enrolAsStaff(student.id, course.id, plan.id);
    return { course, plan, student, enrollment };
  }

  it('fits Inscripciones at 1366 px: every column shows without sideways scrolling', async () => {
    const page = await newDemoPage(browser, 'COMMERCIAL_ADMIN', DESKTOP);
    await page.goto('/admin/enrollments');
    const table = page.getByTestId('enrollments-table');
    await table.getByTestId('enrollment-status').first().waitFor();
    // The table (testid on <table>) scrolls inside the list's scroll area: it must not need to.
    const fit = await table.evaluate((element) => {
      const viewport = element.closest('.mantine-ScrollArea-viewport') ?? element.parentElement!;
      return { scrollWidth: viewport.scrollWidth, clientWidth: viewport.clientWidth };
    });
    expect(fit.scrollWidth).toBeLessThanOrEqual(fit.clientWidth);
    // Every column's header is on screen, none cut by the frame's right edge.
    const headers = await table.locator('th').evaluateAll((cells) =>
      cells.map((cell) => ({
        text: (cell as HTMLElement).innerText.trim(),
        right: cell.getBoundingClientRect().right,
      })),
    );
    expect(headers.map((header) => header.text)).toEqual([
      'Estudiante',
      'Curso',
      'Estado',
      'Deuda',
      'Vence',
      'Cuotas',
      'Inscripción',
    ]);
    for (const header of headers) expect(header.right, header.text).toBeLessThanOrEqual(DESKTOP.width);
    // The student's e-mail shares the name's cell.
    expect(await table.getByTestId('enrollment-email').first().textContent()).toMatch(/@/);
    await expectNoPageOverflow(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('keeps the desktop headers on one line at 1366 px, signed out, as a student and in the panel', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/about');
    await expectHeaderOnOneLine(page, page.locator('header').first(), 64);
    await signedInAsDemo(page, 'STUDENT');
    await page.goto('/about');
    await page.getByRole('link', { name: 'Mis cursos' }).waitFor();
    await expectHeaderOnOneLine(page, page.locator('header').first(), 64);
    await signedInAsDemo(page, 'COMMERCIAL_ADMIN');
    await page.goto('/admin/enrollments');
    await expectHeaderOnOneLine(page, page.locator('header').first(), 60);
  });

  it('shows a student on a 390-px phone what each enrollment paid and its status, in stacked rows', async () => {
    const page = await newDemoPage(browser, 'STUDENT', PHONE);
    await page.goto('/me/enrollments');
    const first = page.getByTestId('my-enrollment').first();
    await first.getByTestId('my-period-row').first().waitFor();
    for (const card of await page.getByTestId('my-enrollment').all()) {
      expect(await card.getByTestId('enrollment-status').isVisible()).toBe(true);
      expect(await card.getByTestId('my-paid').textContent()).toMatch(/^Pagaste (US)?\$\s[\d.]+,\d\d$/);
      expect(await card.getByTestId('my-periods').isVisible()).toBe(false);
    }
    // The demo student's enrollments are priced and paid: a down payment reads as such.
    await page.getByTestId('my-period-row').filter({ hasText: 'Anticipo' }).first().waitFor();
    await expectNoPageOverflow(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('opens a course on a tab a commercial admin may see, and lets him close and reopen its enrollments', async () => {
    const course = await data.createCourse({ active: true });
    const page = await newDemoPage(browser, 'COMMERCIAL_ADMIN');
    await page.goto(`/admin/courses/${course.id}`);
    await page.getByRole('tab', { name: 'Planes de pago', selected: true }).waitFor();
    expect(await page.getByRole('tab', { name: 'Clases' }).count()).toBe(0);
    expect(await page.getByText('No tenés permiso').count()).toBe(0);
    const badge = page.getByTestId('enrollment-open');
    expect(await badge.textContent()).toBe('Inscripción abierta');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('close-enrollments').click();
    await page.getByTestId('close-enrollments-confirm').click();
    await toast(page, 'Inscripción cerrada.').first().waitFor();
    await page.getByTestId('enrollment-open').filter({ hasText: 'Inscripción cerrada' }).waitFor();
    await page.getByTestId('reopen-enrollments').click();
    await page.getByTestId('reopen-enrollments-confirm').click();
    await toast(page, 'Inscripción reabierta.').first().waitFor();
    await page.getByTestId('enrollment-open').filter({ hasText: 'Inscripción abierta' }).waitFor();
    expect(
      (await (await asDemo('COMMERCIAL_ADMIN')).findCourseById({ courseId: course.id })).enrollmentOpen,
    ).toBe(true);
  });

  it('lets collections (FARMING) generate a payment link for a debtor from the enrollment page', async () => {
    const { enrollment } = await enrolled('cobranza-link');
    const page = await newDemoPage(browser, 'FARMING');
    await page.goto(`/admin/enrollments/${enrollment.id}`);
    await page.getByTestId('payment-link').click();
    await page.getByTestId('payment-link-confirm').click();
    const link = page.getByTestId('payment-link-value');
    await link.waitFor();
    expect(await link.inputValue()).toMatch(/\/checkout\/[A-Za-z0-9_-]{43}$/);
  });

  it('says what each dialog will do before it is done', async () => {
    const { course, enrollment } = await enrolled('dialogos-beca');
    const second = await data.createAccount('dialogos-pendiente');
    await enrolAsStaff(second.id, course.id, enrollment.paymentPlanId!);
    const admin = await asDemo('COMMERCIAL_ADMIN');
    const page = await newDemoPage(browser, 'COMMERCIAL_ADMIN');

    // The bulk inactivation counts the course's pending enrollments.
    await page.goto(`/admin/enrollments?courseId=${course.id}`);
    await page.getByTestId('inactivate-pending').click();
    await page
      .getByRole('dialog')
      .getByText(/Se van a inactivar 2 inscripciones pendientes de/)
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();

    // Before any payment the scholarship form is there; after one, the dialog says why not.
    await page.goto(`/admin/enrollments/${enrollment.id}`);
    await page.getByTestId('scholarship').click();
    await page.getByRole('dialog').getByLabel('Porcentaje de beca').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    const payment = await admin.createPayment({ paymentCreation: { enrollmentId: enrollment.id } });
    await admin.updatePaymentStatus({ paymentId: payment.id, paymentStatus: 'APPROVED' });
    await page.reload();
    await page.getByTestId('scholarship').click();
    const scholarship = page.getByRole('dialog');
    await scholarship
      .getByText(/ya tiene pagos \(\$\s10\.000,00\): no se le puede dar ni cambiar una beca/)
      .waitFor();
    expect(await scholarship.getByLabel('Porcentaje de beca').count()).toBe(0);
    expect(await scholarship.getByTestId('scholarship-confirm').isDisabled()).toBe(true);
    await scholarship.getByRole('button', { name: 'Cancelar' }).click();

    // Now ACTIVE: the complementary period says its number, amount and due date.
    await page.getByTestId('complementary').click();
    await page
      .getByRole('dialog')
      .getByText(/Se agrega la cuota 5 por \$\s5\.000,00, con vencimiento el \d\d\/\d\d\/\d{4}/)
      .waitFor();
  });
});
