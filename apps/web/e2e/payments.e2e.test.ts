/**
 * Payments in the browser (issue 11): a visitor opens a payment link, pays in the sandbox and
 * the enrollment becomes ACTIVE with its first period PAID (the page learns it by polling the
 * API); a visitor pays a USD link with PayPal's JS SDK (the fake PayPal of global-setup.ts
 * serves a stand-in SDK and the REST API the API captures through); a student pays his next
 * period from Mis pagos; staff refund a payment and the period is open again; Pagos passes
 * axe. Each test makes its own course, plan, account and enrollment.
 */
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { answerWithProblem, payInSandbox, toast, watchViolations } from './support/browser';
import {
  asDemo,
  createMonthlyPlan,
  describeWithData,
  enrolAsStaff,
  newDemoPage,
  signedInAs,
} from './support/fixtures';

describeWithData('payments', ({ browser, data }) => {
  /**
   * A student enrolled by staff in a fresh course with a plan of 3 × $ 20.000 (unless told
   * another), and a payment for period 1.
   */
  async function enrolledWithPayment(
    name: string,
    planOverrides: Parameters<typeof createMonthlyPlan>[1] = {},
  ) {
    const course = await data.createCourse({ active: true });
    const plan = await createMonthlyPlan(course.id, planOverrides);
    const student = await data.createAccount(name);
    const enrollment = await enrolAsStaff(student.id, course.id, plan.id);
    const staff = await asDemo('COMMERCIAL_ADMIN');
    const payment = await staff.createPayment({ paymentCreation: { enrollmentId: enrollment.id } });
    return { course, enrollment, payment, staff, student };
  }

  it('lets a visitor pay a payment link in the sandbox: approved, enrollment ACTIVE, period 1 PAID', async () => {
    const { course, enrollment, payment, staff } = await enrolledWithPayment('pago-link');
    const page = await browser.newPage();
    await page.goto(`/checkout/${payment.linkToken}`);
    const summary = page.getByTestId('checkout-summary');
    await summary.getByText(course.title).waitFor();
    expect(await page.getByTestId('checkout-amount').textContent()).toMatch(/\$\s20\.000,00/);
    await page.getByTestId('pay-with-sandbox').click();
    await page.waitForURL('**/checkout/sandbox/**');
    await page.getByTestId('sandbox-approved').click();
    await page.getByText('Listo. El medio de prueba avisó el resultado a Cátedra.').waitFor();
    await page.getByTestId('sandbox-back').click();
    await page.waitForURL(`**/checkout/${payment.linkToken}`);
    await page.locator('[data-testid="checkout-outcome"][data-status="APPROVED"]').waitFor();
    await page.getByText('¡Pago aprobado! Tu inscripción ya está activa.').waitFor();
    expect((await staff.findEnrollmentById({ enrollmentId: enrollment.id })).status).toBe('ACTIVE');
    const periods = await staff.getEnrollmentPeriodsStatus({ enrollmentId: enrollment.id });
    expect(periods.periods[0]?.status).toBe('PAID');
  });

  /** The same under a USD plan of 2 × US$ 150 (PayPal's currency). */
  const enrolledInUsd = (name: string) =>
    enrolledWithPayment(name, { currency: 'USD', periodAmount: '150.00', numberOfPeriods: 2 });

  /** The orders the fake PayPal holds for a payment. */
  async function paypalOrdersOf(paymentId: string) {
    const answer = await fetch(`${inject('paypalUrl')}/__orders`);
    const orders = (await answer.json()) as { id: string; status: string; paymentId: string | null }[];
    return orders.filter((order) => order.paymentId === paymentId);
  }

  /** The addresses of PayPal's JS SDK the page asks for. */
  function sdkRequests(page: Page): URL[] {
    const seen: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/sdk/js') seen.push(url);
    });
    return seen;
  }

  it("lets a visitor pay a USD payment link with PayPal's JS SDK: approved, enrollment ACTIVE, period 1 PAID", async () => {
    const { enrollment, payment, staff } = await enrolledInUsd('pago-paypal');
    const page = await browser.newPage();
    const violations = await watchViolations(page);
    const sdk = sdkRequests(page);
    await page.goto(`/checkout/${payment.linkToken}`);
    expect(await page.getByTestId('checkout-amount').textContent()).toMatch(/US\$\s150,00/);
    await page.getByTestId('pay-with-sandbox').waitFor();
    // The SDK is loaded only once the payer picks PayPal.
    expect(sdk).toEqual([]);
    await page.getByTestId('pay-with-paypal').click();
    const paypalButton = page.getByTestId('fake-paypal-button');
    await paypalButton.waitFor();
    expect(sdk).toHaveLength(1);
    expect(Object.fromEntries(sdk[0]!.searchParams)).toMatchObject({
      'client-id': 'e2e-paypal-client-id',
      currency: 'USD',
      intent: 'capture',
    });

    // The payer closes PayPal's window first: nothing is charged and the page says so.
    await page.getByTestId('fake-paypal-cancel').click();
    const outcome = page.locator('[data-testid="paypal-outcome"][data-outcome="cancelled"]');
    await outcome.waitFor();
    expect(await outcome.textContent()).toBe(
      'Cancelaste el pago en PayPal y no se te cobró nada. Podés volver a intentarlo o elegir otro medio.',
    );
    expect((await staff.findPaymentById({ paymentId: payment.id })).status).toBe('PENDING');

    // Then pays: the same order is approved in PayPal's window and captured by the API.
    await paypalButton.click();
    await page.locator('[data-testid="checkout-outcome"][data-status="APPROVED"]').waitFor();
    await page.getByText('¡Pago aprobado! Tu inscripción ya está activa.').waitFor();
    const details = await staff.getPaymentDetails({ paymentId: payment.id });
    expect(details.vendorId).toBe('paypal');
    // One order for both clicks, initialised once and captured.
    const orders = await paypalOrdersOf(payment.id);
    expect(orders.map((order) => [order.id, order.status])).toEqual([[details.vendorReference, 'COMPLETED']]);
    expect(details.history.map((change) => change.to)).toEqual(['CREATED', 'PENDING', 'APPROVED']);
    expect((await staff.findEnrollmentById({ enrollmentId: enrollment.id })).status).toBe('ACTIVE');
    const periods = await staff.getEnrollmentPeriodsStatus({ enrollmentId: enrollment.id });
    expect(periods.periods[0]?.status).toBe('PAID');
    expect(violations).toEqual([]);
  });

  it('lets a payer who left PayPal without paying come back to the link and pay', async () => {
    const { enrollment, payment, staff } = await enrolledInUsd('pago-paypal-vuelve');
    const page = await browser.newPage();
    await page.goto(`/checkout/${payment.linkToken}`);
    await page.getByTestId('pay-with-paypal').click();
    await page.getByTestId('fake-paypal-cancel').click();
    await page.locator('[data-testid="paypal-outcome"][data-outcome="cancelled"]').waitFor();
    // Another day: the link again. PayPal's order was never approved, so he may pay.
    await page.reload();
    await page
      .getByTestId('checkout-pay-again')
      .getByText('Tu pago todavía no se completó y no se te cobró nada. Podés pagarlo ahora.')
      .waitFor();
    await page.getByTestId('pay-with-paypal').click();
    await page.getByTestId('fake-paypal-button').click();
    await page.locator('[data-testid="checkout-outcome"][data-status="APPROVED"]').waitFor();
    const details = await staff.getPaymentDetails({ paymentId: payment.id });
    // Two orders: the abandoned one was never approved (nothing charged), the second was captured.
    const orders = await paypalOrdersOf(payment.id);
    expect(orders.map((order) => order.status).sort()).toEqual(['COMPLETED', 'CREATED']);
    expect(orders.find((order) => order.status === 'COMPLETED')?.id).toBe(details.vendorReference);
    expect((await staff.findEnrollmentById({ enrollmentId: enrollment.id })).status).toBe('ACTIVE');
    // Paid: the link no longer offers to pay.
    await page.reload();
    await page.locator('[data-testid="checkout-outcome"][data-status="APPROVED"]').waitFor();
    expect(await page.getByTestId('pay-with-paypal').count()).toBe(0);
  });

  it('says PayPal is unavailable when the API has no PayPal client id', async () => {
    const { payment } = await enrolledInUsd('pago-paypal-apagado');
    const page = await browser.newPage();
    const sdk = sdkRequests(page);
    await answerWithProblem(page, '**/payments/paypal/client-id', {
      status: 404,
      title: 'Not Found',
      code: 'NOT_FOUND',
    });
    await page.goto(`/checkout/${payment.linkToken}`);
    await page.getByTestId('pay-with-paypal').click();
    await page
      .getByTestId('paypal-unavailable')
      .getByText('PayPal no está disponible en este momento. Elegí otro medio de pago.')
      .waitFor();
    expect(sdk).toEqual([]);
  });

  it('lets a student pay his next period from Mis pagos, through the same checkout', async () => {
    const { course, enrollment, staff, student } = await enrolledWithPayment('pago-mis-pagos');
    const page = await browser.newPage();
    await signedInAs(page, student);
    await page.goto('/me/payments');
    const due = page.getByTestId('my-due').filter({ hasText: course.title });
    await due.getByText(/cuota 1, \$\s20\.000,00/).waitFor();
    await due.getByTestId('pay-now').click();
    await payInSandbox(page);
    const periods = await staff.getEnrollmentPeriodsStatus({ enrollmentId: enrollment.id });
    expect(periods.periods[0]?.status).toBe('PAID');
  });

  it('lets staff refund a payment from its page, which reopens the period it paid', async () => {
    const { enrollment, payment, staff } = await enrolledWithPayment('pago-reembolso');
    await staff.updatePaymentStatus({
      paymentId: payment.id,
      paymentStatus: 'APPROVED',
      paymentStatusUpdate: { reason: 'Transferencia recibida' },
    });
    expect((await staff.getEnrollmentPeriodsStatus({ enrollmentId: enrollment.id })).periods[0]?.status).toBe(
      'PAID',
    );
    const page = await newDemoPage(browser, 'COMMERCIAL_ADMIN');
    await page.goto(`/admin/payments/${payment.id}`);
    await page.getByTestId('payment-history-item').filter({ hasText: 'Transferencia recibida' }).waitFor();
    await page.getByTestId('refund').click();
    expect(await page.getByTestId('refund-amount').inputValue()).toBe('20000,00');
    await page.getByTestId('refund-reason').fill('El alumno se dio de baja');
    await page.getByTestId('refund-confirm').click();
    await toast(page, 'Reembolso registrado.').waitFor();
    await page.getByTestId('payment-status').filter({ hasText: 'Reembolsado' }).waitFor();
    expect((await staff.findPaymentById({ paymentId: payment.id })).status).toBe('REFUNDED');
    const period = (await staff.getEnrollmentPeriodsStatus({ enrollmentId: enrollment.id })).periods[0];
    expect(period?.status).not.toBe('PAID');
    expect(period?.paidAmount).toBe('0.00');
  });

  it("shows on an enrollment's page its own payments, not the student's others", async () => {
    const { enrollment, staff, student } = await enrolledWithPayment('pago-inscripcion');
    await staff.createPayment({
      paymentCreation: { userId: student.id, amount: '999.00', description: 'Pago suelto' },
    });
    const page = await newDemoPage(browser, 'COMMERCIAL_ADMIN');
    await page.goto(`/admin/enrollments/${enrollment.id}`);
    const table = page.getByTestId('enrollment-payments');
    await table.getByText(/\$\s20\.000,00/).waitFor();
    expect(await table.locator('tbody tr').count()).toBe(1);
    expect(await table.getByText(/999,00/).count()).toBe(0);
  });

  it('shows Pagos with the API’s totals per currency, without serious accessibility violations', async () => {
    const { staff } = await enrolledWithPayment('pago-lista');
    const page = await newDemoPage(browser, 'COMMERCIAL_ADMIN');
    await page.goto('/admin/payments?status=CREATED');
    await page.getByTestId('payments-table').getByText('Creado').first().waitFor();
    await page.getByTestId('total-ARS').waitFor();
    // The count of every CREATED payment in pesos, as getPaymentsTotals answers for the same filter.
    const { byCurrency } = await staff.getPaymentsTotals({ status: 'CREATED' });
    const pesos = byCurrency.find((total) => total.currency === 'ARS');
    expect(await page.getByTestId('total-ARS').textContent()).toContain(`${pesos?.count} pagos`);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
