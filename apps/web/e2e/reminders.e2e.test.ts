/**
 * Payment reminders in the browser (issue 20): staff run a course's reminders from
 * Inscripciones, see them on the enrollment's page, find the e-mail in the dev mailbox, and
 * its link opens the period's checkout.
 */
import { expect, it } from 'vitest';
import { apiAnswer, toast } from './support/browser';
import {
  asDemo,
  courseWithPlan,
  describeWithData,
  enrolAsStaff,
  mailArrived,
  newDemoPage,
} from './support/fixtures';

describeWithData('payment reminders', ({ browser, data }) => {
  it('staff run a course’s reminders, see them on the enrollment and in the dev mailbox; the link opens the checkout', async () => {
    const { course, plan } = await courseWithPlan(data);
    const student = await data.createAccount('recordatorio');
    // Enrolled today: its first period is due today (stage D0).
    const enrollment = await enrolAsStaff(student.id, course.id, plan.id);

    const page = await newDemoPage(browser, 'SU');
    await page.goto(`/admin/enrollments?courseId=${course.id}`);
    await page.getByTestId('course-reminders').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Encolar' }).click();
    // No phone: the e-mail is queued, the WhatsApp recorded as skipped.
    await toast(page, 'Se encoló 1 recordatorio.').waitFor();

    await mailArrived(student.email);
    await page.goto(`/admin/enrollments/${enrollment.id}`);
    const reminders = page.getByTestId('enrollment-reminders');
    await reminders.getByRole('row').filter({ hasText: 'E-mail' }).filter({ hasText: 'Enviado' }).waitFor();
    await reminders
      .getByRole('row')
      .filter({ hasText: 'WhatsApp' })
      .filter({ hasText: 'Omitido' })
      .first()
      .waitFor();
    expect(await reminders.getByText('Sin teléfono').count()).toBeGreaterThan(0);

    await page.goto('/admin/dev-mailbox');
    const searched = apiAnswer(page, '/dev/mailbox', { to: student.email });
    await page.getByRole('textbox', { name: 'Destinatario', exact: true }).fill(student.email);
    await searched;
    await page.getByRole('row').filter({ hasText: 'Recordatorio de pago' }).first().click();
    const text = page.getByTestId('mail-text');
    await text.getByText('$ 20.000,00', { exact: false }).first().waitFor();
    const href = await text.getByRole('link').filter({ hasText: '/checkout/' }).first().getAttribute('href');
    expect(href).toContain('/checkout/');

    const visitor = await browser.newPage();
    await visitor.goto(href!);
    await visitor.getByTestId('checkout-summary').getByText(course.title).waitFor();
    expect(await visitor.getByTestId('checkout-amount').textContent()).toMatch(/\$\s20\.000,00/);
    // The payment the reminder links to was made by the system for period 1.
    const staff = await asDemo('COMMERCIAL_ADMIN');
    const payments = await staff.findAllPayments({ enrollmentId: enrollment.id });
    expect(payments.content).toHaveLength(1);
  });

  it('staff send one enrollment’s reminder now: the WhatsApp reaches Mensajes, the e-mail the dev mailbox', async () => {
    const digits = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
    const { course, plan } = await courseWithPlan(data);
    const student = await data.createAccount('recordatorio-wa', { phone: `+54911${digits}` });
    const enrollment = await enrolAsStaff(student.id, course.id, plan.id);

    const page = await newDemoPage(browser, 'COMMERCIAL_ADMIN');
    await page.goto(`/admin/enrollments/${enrollment.id}`);
    await page.getByTestId('send-reminder').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Enviar', exact: true }).click();
    // A staff send is never held by quiet hours: both channels leave now.
    await toast(page, 'Recordatorio de la cuota 1 enviado por WhatsApp y e-mail.').waitFor();
    await mailArrived(student.email);

    await page.goto(`/admin/messaging?to=${digits}`);
    const message = page.getByTestId('messages-table').getByRole('row').filter({ hasText: '/r/' });
    await message.getByText('Enviado').waitFor();
    expect(await message.textContent()).toMatch(/\$\s20\.000,00/);
  });

  it('COMMERCIAL_ADMIN sees the stages, a preview of the texts and the holidays, and adds and removes one', async () => {
    const page = await newDemoPage(browser, 'COMMERCIAL_ADMIN');
    await page.goto('/admin');
    await page.getByTestId('admin-menu-reminders').click();
    await page.waitForURL('**/admin/reminders');
    expect(await page.getByTestId('reminder-stages').inputValue()).toBe('-3, 0, 3');
    await page.getByTestId('reminder-preview').first().getByText('Hola Ana', { exact: false }).waitFor();

    await page.goto('/admin/reminders?year=2027');
    const holidays = page.getByTestId('holidays-list');
    await holidays.getByRole('row').filter({ hasText: '25/12/2027' }).waitFor();
    await page.getByLabel('Fecha').fill('24/12/2027');
    await page.getByLabel('Nombre').fill('Nochebuena (prueba)');
    await page.getByTestId('add-holiday').click();
    await toast(page, 'Feriado agregado.').waitFor();
    const added = holidays.getByRole('row').filter({ hasText: 'Nochebuena (prueba)' });
    await added.getByTestId('remove-holiday').click();
    await page.getByTestId('remove-holiday-confirm').click();
    await added.waitFor({ state: 'detached' });
  });
});
