/**
 * Payments in the browser (issue 11): a visitor opens a payment link, pays in the sandbox and
 * the enrollment becomes ACTIVE with its first period PAID (the page learns it by polling the
 * API); a student pays his next period from Mis pagos; staff refund a payment and the period is open again; Pagos passes axe. Each test
 * makes its own course, plan, account and enrollment.
 */
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { toast, useBrowser } from './support/browser';
import {
  asDemo,
  createPaymentPlan,
  enrolAsStaff,
  signedInAs,
  signedInAsDemo,
  useTestData,
} from './support/fixtures';

describe('payments', () => {
  const browser = useBrowser();
  const data = useTestData();

  /** A student enrolled by staff in a fresh course with a plan of 3 × $ 20.000, and a payment for period 1. */
  async function enrolledWithPayment(name: string) {
    const course = await data.createCourse({ active: true });
    const plan = await createPaymentPlan(course.id, {
      type: 'recurring',
      upfrontAmount: undefined,
      periodAmount: '20000.00',
      numberOfPeriods: 3,
    });
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

  it('lets a student pay his next period from Mis pagos, through the same checkout', async () => {
    const { course, enrollment, staff, student } = await enrolledWithPayment('pago-mis-pagos');
    const page = await browser.newPage();
    await signedInAs(page, student);
    await page.goto('/me/payments');
    const due = page.getByTestId('my-due').filter({ hasText: course.title });
    await due.getByText(/cuota 1, \$\s20\.000,00/).waitFor();
    await due.getByTestId('pay-now').click();
    await page.waitForURL('**/checkout/**');
    await page.getByTestId('pay-with-sandbox').click();
    await page.waitForURL('**/checkout/sandbox/**');
    await page.getByTestId('sandbox-approved').click();
    await page.getByTestId('sandbox-back').click();
    await page.locator('[data-testid="checkout-outcome"][data-status="APPROVED"]').waitFor();
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
    const page = await browser.newPage();
    await signedInAsDemo(page, 'COMMERCIAL_ADMIN');
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

  it('shows Pagos with its totals per currency, without serious accessibility violations', async () => {
    await enrolledWithPayment('pago-lista');
    const page = await browser.newPage();
    await signedInAsDemo(page, 'COMMERCIAL_ADMIN');
    await page.goto('/admin/payments?status=CREATED');
    await page.getByTestId('payments-table').getByText('Creado').first().waitFor();
    await page.getByTestId('total-ARS').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
