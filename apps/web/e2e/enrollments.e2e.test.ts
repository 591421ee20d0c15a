/**
 * Selling in the browser (issue 10): a student enrols from the catalogue (and is sent to pay)
 * and sees what is due;
 * staff enrol a student who then sees his periods in Mis inscripciones; an enrollment's
 * number of periods is changed after previewing the new schedule; a comment gets a reaction;
 * and the admin list passes axe. Each test makes its own course, plan and account.
 */
import { expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { toast } from './support/browser';
import { courseWithPlan, describeWithData, enrolAsStaff, newDemoPage, signedInAs } from './support/fixtures';

describeWithData('enrollments', ({ browser, data }) => {
  /** A student enrolled by staff in a fresh course, his enrollment's page open to a commercial admin. */
  async function enrollmentPageAsStaff(studentName: string) {
    const { course, plan } = await courseWithPlan(data);
    const student = await data.createAccount(studentName);
    const enrollment = await enrolAsStaff(student.id, course.id, plan.id);
    const page = await newDemoPage(browser, 'COMMERCIAL_ADMIN');
    await page.goto(`/admin/enrollments/${enrollment.id}`);
    return page;
  }

  it('lets a student enrol from the catalogue, see what is due and find his periods', async () => {
    const { course, plan } = await courseWithPlan(data);
    const student = await data.createAccount('inscripcion-catalogo');
    const page = await browser.newPage();
    await signedInAs(page, student);
    await page.goto(`/courses/${course.slug}`);
    const plans = page.getByTestId('course-plans');
    const card = plans.getByTestId('course-plan').filter({ hasText: plan.name });
    await card.getByText(/3 cuotas de \$\s20\.000,00/).waitFor();
    await card.getByRole('button', { name: 'Inscribirme' }).click();
    // The schedule and total first; confirming enrols and opens the first payment's checkout.
    const confirm = page.getByTestId('enrol-confirm');
    await confirm.getByText(/Total del compromiso: \$\s60\.000,00/).waitFor();
    await confirm.getByRole('button', { name: 'Confirmar y pagar' }).click();
    await page.waitForURL('**/checkout/**');
    await page.goto('/me/enrollments');
    const mine = page.getByTestId('my-enrollment').filter({ hasText: course.title });
    await mine.getByTestId('my-period').nth(2).waitFor();
    expect(await mine.getByTestId('my-period').count()).toBe(3);
    expect(await mine.getByTestId('enrollment-status').textContent()).toBe('Pendiente');
    expect(await mine.getByTestId('my-next-due').textContent()).toMatch(/cuota 1, \$\s20\.000,00/);
  });

  it('sends a signed-out visitor to sign in before enrolling', async () => {
    const { course } = await courseWithPlan(data);
    const page = await browser.newPage();
    await page.goto(`/courses/${course.slug}`);
    await page.getByTestId('course-plans').getByRole('button', { name: 'Ingresá para inscribirte' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => window.sessionStorage.getItem('rToGo'))).toBe(`/courses/${course.slug}`);
  });

  it('shows a student enrolled by staff his periods in Mis inscripciones', async () => {
    const { course, plan } = await courseWithPlan(data);
    const student = await data.createAccount('inscripcion-staff');
    await enrolAsStaff(student.id, course.id, plan.id);
    const page = await browser.newPage();
    await signedInAs(page, student);
    await page.goto('/me');
    await page.getByTestId('my-enrollments-link').click();
    const mine = page.getByTestId('my-enrollment').filter({ hasText: course.title });
    await mine.getByTestId('my-period').nth(2).waitFor();
    // Amounts are written with a no-break space after the symbol.
    expect(await mine.getByTestId('my-periods').textContent()).toMatch(/\$\s20\.000,00/);
  });

  it('changes the number of periods after previewing the new schedule', async () => {
    const page = await enrollmentPageAsStaff('inscripcion-cuotas');
    await page.getByTestId('period').nth(2).waitFor();
    await page.getByTestId('change-periods').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('change-periods-count').fill('4');
    // 60.000 over 4 periods: the preview shows them before anything changes.
    await dialog.getByTestId('preview-row').nth(3).waitFor();
    expect(await dialog.getByTestId('preview-row').count()).toBe(4);
    expect(await dialog.getByTestId('change-periods-preview').textContent()).toMatch(/\$\s15\.000,00/);
    expect(await page.getByTestId('period').count()).toBe(3);
    await dialog.getByTestId('change-periods-confirm').click();
    await toast(page, 'Las cuotas se actualizaron.').waitFor();
    await page.getByTestId('period').nth(3).waitFor();
    expect(await page.getByTestId('period-timeline').textContent()).toMatch(/\$\s15\.000,00/);
  });

  it('lets staff comment on an enrollment and react to the comment', async () => {
    const page = await enrollmentPageAsStaff('inscripcion-comentario');
    const thread = page.getByTestId('comment-thread');
    await thread.getByTestId('comment-input').fill('Llamé: paga el lunes.');
    await thread.getByTestId('comment-send').click();
    const comment = thread.getByTestId('comment').filter({ hasText: 'Llamé: paga el lunes.' });
    await comment.getByTestId('react').click();
    await page.getByTestId('emoji-👍').click();
    await comment.getByTestId('reaction').filter({ hasText: '👍 1' }).waitFor();
    expect(await comment.getByTestId('reaction').getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the admin list, filtered by course in the address, without serious axe violations', async () => {
    const { course, plan } = await courseWithPlan(data);
    const student = await data.createAccount('inscripcion-lista');
    await enrolAsStaff(student.id, course.id, plan.id);
    const page = await newDemoPage(browser, 'COMMERCIAL_ADMIN');
    await page.goto(`/admin/enrollments?courseId=${course.id}&status=PENDING`);
    const table = page.getByTestId('enrollments-table');
    await table.getByText(`Prueba inscripcion-lista`).waitFor();
    expect(await table.getByTestId('enrollment-status').first().textContent()).toBe('Pendiente');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
