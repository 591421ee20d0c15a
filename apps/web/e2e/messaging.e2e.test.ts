/**
 * Mensajes in the browser (issue 20, item 3): staff send a WhatsApp text from the screen and
 * see it listed (the sandbox outbox); a payment message's short link `/r/{code}` opens the
 * payment's checkout and its click shows in the list; an unknown short link is a Spanish 404.
 */
import { expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { toast } from './support/browser';
import { asDemo, courseWithPlan, describeWithData, enrolAsStaff, newDemoPage } from './support/fixtures';

describeWithData('Mensajes', ({ browser, data }) => {
  /** 8 digits of a phone no other test uses. */
  const uniqueDigits = () => String(10_000_000 + Math.floor(Math.random() * 89_999_999));

  it('lets staff send a message and see it listed', async () => {
    const digits = uniqueDigits();
    const page = await newDemoPage(browser, 'COMMERCIAL_ADMIN');
    await page.goto('/admin/messaging');
    await page.getByRole('heading', { name: 'Mensajes', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Nuevo mensaje' }).click();
    const form = page.getByTestId('new-message-form');
    await form.getByLabel('Para').fill(`11 ${digits}`);
    const text = `Hola, te escribimos de Cátedra (${digits})`;
    await form.getByRole('textbox', { name: 'Texto' }).fill(text);
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Enviar' }).click();
    await toast(page, 'Mensaje enviado.').waitFor();
    const sent = page.getByTestId('messages-table').getByRole('row').filter({ hasText: text });
    await sent.getByText('Enviado').waitFor();
    await page.goto(`/admin/messaging?to=${digits}`);
    await sent.getByText('Enviado').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("opens a payment message's short link on the checkout, and Mensajes counts the click", async () => {
    const digits = uniqueDigits();
    // A payment message, as collections send it: its short link leads to the checkout.
    const { course, plan } = await courseWithPlan(data);
    const student = await data.createAccount('mensaje-pago');
    const enrollment = await enrolAsStaff(student.id, course.id, plan.id);
    const staff = await asDemo('COMMERCIAL_ADMIN');
    const payment = await staff.createPayment({ paymentCreation: { enrollmentId: enrollment.id } });
    const message = await staff.sendPaymentMessage({
      complexMessagePayload: { paymentId: payment.id, templateId: 'enlace_pago', to: `+5411${digits}` },
    });
    const shortUrl = message.redirectUrl ?? '';
    expect(shortUrl).toMatch(/\/r\/[A-Za-z0-9_-]{8}$/);

    const visitor = await browser.newPage();
    await visitor.goto(shortUrl);
    await visitor.waitForURL('**/checkout/**');
    await visitor.getByTestId('checkout-summary').getByText(course.title).waitFor();

    const page = await newDemoPage(browser, 'COMMERCIAL_ADMIN');
    await page.goto(`/admin/messaging?to=${digits}`);
    const linked = page.getByTestId('messages-table').getByRole('row').filter({ hasText: shortUrl });
    await linked.getByText('Enviado').waitFor();
    expect(await linked.getByRole('cell').last().textContent()).toBe('1');
  });

  it('shows a Spanish 404 for an unknown short link', async () => {
    const page = await browser.newPage();
    const answer = await page.goto('/r/noexiste');
    expect(answer?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Este enlace no existe' }).waitFor();
  });
});
