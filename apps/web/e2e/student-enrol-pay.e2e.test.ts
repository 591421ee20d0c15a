/**
 * A student enrols and pays in one go (issue 19, items 4 and 5), on a desktop and on a 390 px
 * phone: "Inscribirme" shows the plan's schedule and total before anything is created;
 * confirming opens the first payment's checkout; paid in the sandbox, the checkout says so and
 * links to the course, and the dev mailbox holds the "payment approved" e-mail with its receipt
 * PDF. A rejected payment offers a retry on the same page and Mis pagos. axe on each screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { decideInSandbox, useBrowser } from './support/browser';
import { asDemo, createPaymentPlan, signedInAs, useTestData } from './support/fixtures';

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

describe.each(VIEWPORTS)('a student enrols and pays at once ($name)', (viewport) => {
  const browser = useBrowser();
  const data = useTestData();

  /** A fresh course with a hybrid plan: $ 5.000 down and 2 × $ 20.000; a student signed in on its page. */
  async function onCoursePage(label: string) {
    const course = await data.createCourse({ active: true });
    const plan = await createPaymentPlan(course.id, {
      type: 'hybrid',
      upfrontAmount: '5000.00',
      periodAmount: '20000.00',
      numberOfPeriods: 2,
    });
    const student = await data.createAccount(`${label}-${viewport.name}`);
    const page = await browser.newPage({ width: viewport.width, height: viewport.height });
    await signedInAs(page, student);
    await page.goto(`/courses/${course.slug}`);
    return { course, plan, student, page };
  }

  /** "Inscribirme", the schedule and total checked, then "Confirmar y pagar": the checkout of the down payment. */
  async function enrolAndConfirm(page: Page, planName: string) {
    const card = page.getByTestId('course-plan').filter({ hasText: planName });
    await card.getByRole('button', { name: 'Inscribirme' }).click();
    const confirm = page.getByTestId('enrol-confirm');
    await confirm.waitFor();
    const rows = confirm.getByTestId('enrol-period');
    expect(await rows.count()).toBe(3);
    expect(await rows.nth(0).textContent()).toMatch(/^AnticipoHoy\$\s5\.000,00$/);
    // Two months after today, in the app's calendar-date style.
    expect(await rows.nth(2).textContent()).toMatch(/^Cuota 3.*\d{4}\$\s20\.000,00$/);
    expect(await confirm.getByTestId('enrol-total').textContent()).toMatch(
      /Total del compromiso: \$\s45\.000,00/,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Confirmar y pagar' }).click();
    await page.waitForURL('**/checkout/**');
    expect(await page.getByTestId('checkout-amount').textContent()).toMatch(/\$\s5\.000,00/);
  }

  /** The dev mailbox's e-mails to the student (read as SU through the API). */
  async function mailTo(email: string, subject: string) {
    const su = await asDemo('SU');
    let found: { attachments: string[]; text: string } | undefined;
    await expect
      .poll(
        async () => {
          const box = await su.findAllDevMailboxMessages({ to: email });
          found = box.content.find((message) => message.subject === subject);
          return Boolean(found);
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    return found!;
  }

  it('sees the schedule and total, confirms, pays, is sent to the course and gets the receipt by e-mail', async () => {
    const { course, plan, student, page } = await onCoursePage('inscribe-paga');
    await enrolAndConfirm(page, plan.name);
    await decideInSandbox(page, 'approved');
    await page.getByText('¡Pago aprobado! Tu inscripción ya está activa.').waitFor();
    const toCourse = page.getByTestId('checkout-go-to-course');
    expect(await toCourse.getAttribute('href')).toBe(`/me/courses/${course.id}`);
    expect(await seriousViolations(page)).toEqual([]);

    const approved = await mailTo(student.email, 'Recibimos tu pago');
    expect(approved.attachments).toHaveLength(1);
    expect(approved.attachments[0]).toMatch(/^comprobante-.+\.pdf$/);
    expect(approved.text).toMatch(/Recibimos tu pago de \$\s5\.000,00/);
    await mailTo(student.email, 'Tu inscripción está activa');

    await toCourse.click();
    await page.waitForURL(`**/me/courses/${course.id}`);
  });

  it('after a rejection offers a retry on the same page and Mis pagos, and says so by e-mail', async () => {
    const { plan, student, page } = await onCoursePage('inscribe-rechazo');
    await enrolAndConfirm(page, plan.name);
    const rejectedUrl = page.url();
    await decideInSandbox(page, 'rejected');
    expect(await page.getByTestId('checkout-my-payments').getAttribute('href')).toBe('/me/payments');
    expect(await seriousViolations(page)).toEqual([]);
    const rejected = await mailTo(student.email, 'Tu pago fue rechazado');
    expect(rejected.text).toContain('/me/payments');

    await page.getByTestId('checkout-retry').click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/') && url.href !== rejectedUrl);
    expect(await page.getByTestId('checkout-amount').textContent()).toMatch(/\$\s5\.000,00/);
    await page.getByTestId('pay-with-sandbox').waitFor();
  });
});
