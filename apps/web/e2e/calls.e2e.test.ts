/**
 * Meeting calls in the browser (issue 22): a seller schedules a call with one of his students
 * from "Mis llamadas" and sees it in the week calendar, at its time in his zone; a second call
 * overlapping it is refused in Spanish (the database's rule, 409). Each run makes its own seller.
 */
import { addDays, localDateOf } from '@catedra/contract/browser';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { toast } from './support/browser';
import {
  apiClient,
  createMonthlyPlan,
  describeWithData,
  newDemoPage,
  signedInAs,
  tokenOf,
} from './support/fixtures';

/** The browser runs in this machine's zone, as the test does. */
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The Monday of the week after next, and its Wednesday: a week with nothing else in it. */
function aWeekAhead() {
  const today = localDateOf(new Date(), zone);
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(today, 14 - weekday);
  return { monday, wednesday: addDays(monday, 2) };
}

const typed = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

async function scheduleIn(page: Page, student: RegExp, date: string, hour: string, minute: string) {
  await page.getByTestId('call-schedule').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('call-invitee').click();
  await page.getByRole('option', { name: student }).click();
  // The label carries the required field's asterisk.
  await dialog.getByLabel(/^Fecha/).fill(typed(date));
  await dialog.getByLabel('Hora', { exact: true }).fill(hour);
  await dialog.getByLabel('Minuto', { exact: true }).fill(minute);
  await dialog.getByTestId('call-save').click();
}

describeWithData('meeting calls', ({ browser, data }) => {
  it('a seller schedules a call with his student and sees it in the week; an overlapping one is refused', async () => {
    const seller = await data.createAccount('vendedor-llamadas', { scopes: ['SELLER'] });
    const course = await data.createCourse({ active: true });
    const plan = await createMonthlyPlan(course.id);
    const sellerApi = apiClient(await tokenOf(seller.email, seller.password));
    await sellerApi.createReferredEnrollment({
      referredEnrollmentCreation: {
        courseId: course.id,
        paymentPlanId: plan.id,
        person: {
          email: `invitada-${Date.now()}@e2e.catedra.ar`,
          firstName: 'Lucía',
          lastName: 'Invitada',
        },
      },
    });
    const { monday, wednesday } = aWeekAhead();

    const page = await browser.newPage();
    await signedInAs(page, seller);
    await page.goto(`/ventas/llamadas?week=${monday}`);
    await page.getByRole('heading', { name: 'Mis llamadas', level: 1 }).waitFor();
    await page
      .getByTestId('calls-zone')
      .getByText(/Horarios en/)
      .waitFor();
    await page.getByTestId('calls-week-empty').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await scheduleIn(page, /Lucía Invitada/, wednesday, '10', '00');
    await toast(page, 'Llamada agendada: le enviamos la invitación.').waitFor();
    const block = page.getByTestId(`calls-day-${wednesday}`).getByTestId('call-block');
    await block.getByText('10:00 Lucía Invitada').waitFor();
    // The week with its call, once the (shared) toast is gone.
    await toast(page, 'Llamada agendada: le enviamos la invitación.').waitFor({ state: 'detached' });
    expect(await seriousViolations(page)).toEqual([]);

    await scheduleIn(page, /Lucía Invitada/, wednesday, '10', '15');
    await page
      .getByTestId('call-form-error')
      .getByText('El vendedor ya tiene una llamada programada en ese horario. Elegí otro.')
      .waitFor();
    await page.keyboard.press('Escape');
    expect(await page.getByTestId(`calls-day-${wednesday}`).getByTestId('call-block').count()).toBe(1);

    // The list view has it too, and the week before is empty.
    await page.getByTestId('calls-view').getByText('Lista').click();
    await page.getByTestId('calls-table').getByText('Lucía Invitada').waitFor();
    await page.getByTestId('calls-view').getByText('Semana').click();
    await page.getByTestId('calls-previous-week').click();
    await page.getByTestId('calls-week-empty').waitFor();
  });

  it('SELLER_ADMIN sees each seller on Comisiones and sets a seller’s rate', async () => {
    const seller = await data.createAccount('vendedor-comisiones', { scopes: ['SELLER'] });
    const page = await newDemoPage(browser, 'SELLER_ADMIN');
    await page.goto('/admin/commissions');
    await page.getByRole('heading', { name: 'Comisiones', level: 1 }).waitFor();
    const row = page.getByTestId('commissions-table').getByRole('row').filter({ hasText: seller.lastName });
    await row.getByText('Sin tasa').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByTestId('commission-rate').click();
    await page.getByTestId('commission-rate-input').fill('12,5');
    await page.getByTestId('commission-rate-confirm').click();
    await toast(page, 'Tasa guardada.').waitFor();
    await row.getByText(/12,5\s?%/).waitFor();
  });
});
