/**
 * Informes (issue 21): a manager opens the dashboards from the panel's menu, sees the current
 * month's figures, changes the range to last month and the currency to dollars, and switches
 * to tables. Every figure the test expects is read from the API in the test (the same calls,
 * as the same manager), so it holds on any day and whatever else the stack's data holds; a
 * payment approved now makes sure the current month has one.
 */
import { addDays, formatMoney, localDateOf, type MoneyCurrency } from '@catedra/contract/browser';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { asDemo, createMonthlyPlan, describeWithData, enrolAsStaff, newDemoPage } from './support/fixtures';

const ZONE = 'America/Argentina/Buenos_Aires';
const SUMMARY_KEYS = ['income', 'refunds', 'chargebacks', 'fees', 'net'] as const;

/** `2026-03-07` → `07/03/2026`, as the date fields take it. */
const typed = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** The summary cards say what the API answers for this range and currency. */
async function expectSummary(page: Page, range: { from: string; to: string; currency: MoneyCurrency }) {
  const manager = await asDemo('MANAGER');
  const summary = await manager.getAccountingSummary(range);
  for (const key of SUMMARY_KEYS) {
    await expect
      .poll(() => page.getByTestId(`summary-${key}`).textContent(), { timeout: 15_000 })
      .toContain(formatMoney(summary[key], range.currency));
  }
  expect(await page.getByTestId('summary-count').textContent()).toContain(
    new Intl.NumberFormat('es-AR').format(summary.count),
  );
  return summary;
}

describeWithData('Informes', ({ browser, data }) => {
  it('shows a manager the month’s figures, then last month’s in dollars, as charts and as tables', async () => {
    // A payment approved now: the current month has at least one.
    const course = await data.createCourse({ active: true });
    const plan = await createMonthlyPlan(course.id);
    const student = await data.createAccount('informes');
    const enrollment = await enrolAsStaff(student.id, course.id, plan.id);
    const staff = await asDemo('COMMERCIAL_ADMIN');
    const payment = await staff.createPayment({ paymentCreation: { enrollmentId: enrollment.id } });
    await staff.updatePaymentStatus({
      paymentId: payment.id,
      paymentStatus: 'APPROVED',
      paymentStatusUpdate: { reason: 'Transferencia recibida' },
    });

    const page = await newDemoPage(browser, 'MANAGER');
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Informes' }).first().click();
    await page.waitForURL('**/admin/reports');

    // The current month up to today, in pesos: the default.
    const today = localDateOf(new Date(), ZONE);
    const monthStart = `${today.slice(0, 7)}-01`;
    const current = await expectSummary(page, { from: monthStart, to: today, currency: plan.currency });
    expect(current.count).toBeGreaterThanOrEqual(1);
    await page.getByTestId('report-income').locator('.recharts-responsive-container').waitFor();

    // Last month, typed in the date fields: the address keeps it.
    const lastMonthEnd = addDays(monthStart, -1);
    const lastMonthStart = `${lastMonthEnd.slice(0, 7)}-01`;
    await page.getByLabel('Desde').fill(typed(lastMonthStart));
    await page.getByLabel('Desde').press('Tab');
    await page.waitForURL((url) => url.searchParams.get('from') === lastMonthStart);
    await page.getByLabel('Hasta').fill(typed(lastMonthEnd));
    await page.getByLabel('Hasta').press('Tab');
    await page.waitForURL((url) => url.searchParams.get('to') === lastMonthEnd);
    const lastMonth = { from: lastMonthStart, to: lastMonthEnd };
    await expectSummary(page, { ...lastMonth, currency: 'ARS' });

    // In dollars.
    await page.getByTestId('report-currency').getByText('Dólares', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('currency') === 'USD');
    await expectSummary(page, { ...lastMonth, currency: 'USD' });

    // As tables: the debt by age at last month's end and the enrollments by status, as the API says.
    await page.getByTestId('report-view').getByText('Tablas').click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'tables');
    const manager = await asDemo('MANAGER');
    const debt = await manager.getDebtAging({ asOf: lastMonthEnd, currency: 'USD' });
    const debtPanel = page.getByTestId('report-debt');
    if (debt.buckets.every((bucket) => bucket.periods === 0)) {
      await debtPanel.getByText('Sin deuda vencida a esa fecha.').waitFor();
    } else {
      await expect
        .poll(() => page.getByTestId('report-debt-table').locator('tfoot').textContent())
        .toContain(formatMoney(debt.total, 'USD'));
    }
    const byStatus = await manager.getEnrollmentsByStatus({});
    const active = byStatus.byStatus.find((row) => row.status === 'ACTIVE')?.count ?? 0;
    expect(active).toBeGreaterThanOrEqual(1);
    await page
      .getByTestId('report-enrollments-table')
      .getByRole('row')
      .filter({ hasText: 'Activa' })
      .getByText(new Intl.NumberFormat('es-AR').format(active), { exact: true })
      .waitFor();
    // The income chart's table: the twelve months up to last month, the last one's income as the API says.
    const [year, month] = lastMonthStart.split('-').map(Number) as [number, number];
    const first = year * 12 + month - 1 - 11;
    const chartFrom = `${Math.floor(first / 12)}-${String((first % 12) + 1).padStart(2, '0')}-01`;
    const income = await manager.getIncomeByMonth({ from: chartFrom, to: lastMonthEnd, currency: 'USD' });
    expect(income.months).toHaveLength(12);
    const rows = page.getByTestId('report-income-table').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(12);
    expect(await rows.last().textContent()).toContain(formatMoney(income.months.at(-1)!.income, 'USD'));
    // Every panel's "Exportar CSV" shows its whole label, also in a half-width panel beside a long subtitle.
    const clipped = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-testid$="-export"] .mantine-Button-label')]
        .filter((label) => label.scrollWidth > label.clientWidth)
        .map((label) => label.closest<HTMLElement>('[data-testid$="-export"]')?.dataset.testid),
    );
    expect(clipped).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
