/**
 * Staff enrol people from Inscripciones (issue 19, item 1), on a desktop and on a 390 px
 * phone: a member of the demo alliance "Universidad del Sur" at its "Docentes" tier, where the
 * total previewed is what the created enrollment owes and its page names plan, alliance and
 * tier and offers the payment link; and a person with a scholarship. axe runs on the form.
 */

import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import {
  type Account,
  asDemo,
  courseWithPlan,
  createPaymentPlan,
  describeWithData,
  newDemoPage,
} from './support/fixtures';

const PHONE = { width: 390, height: 844 };

/** The demo alliance's id ("Universidad del Sur", tiers Estudiantes 15 % and Docentes 25 %). */
async function demoAllianceId(): Promise<string> {
  const alliances = await (await asDemo('SU')).findAllAlliances({ q: 'Universidad del Sur' });
  return alliances.content.find((alliance) => alliance.name === 'Universidad del Sur')!.id;
}

/** Picks an option of a searchable select after typing into it. */
async function pick(page: Page, label: string, typed: string, option: RegExp) {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** A Mantine select: open it, then its option. */
async function choose(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).click();
}

describeWithData('staff enrol a person', ({ browser, data }) => {
  /** An active course open to enrollment with a hybrid plan: $ 10.000 down, then 3 × $ 5.000. */
  const courseWithHybridPlan = () => courseWithPlan(data, createPaymentPlan);

  /** Fills the person, course and plan steps of "Nueva inscripción". */
  async function chooseStudentCoursePlan(
    page: Page,
    person: Account,
    course: { title: string },
    plan: { name: string },
  ) {
    await page.goto('/admin/enrollments');
    await page.getByTestId('new-enrollment-button').click();
    await page.waitForURL('**/admin/enrollments/new');
    await pick(page, 'Persona', person.email, new RegExp(person.email));
    await pick(page, 'Curso', course.title, new RegExp(course.title));
    await choose(page, 'plan-select', new RegExp(plan.name));
  }

  it('enrols an alliance member at a tier: the total shown is what the enrollment owes', async () => {
    const { course, plan } = await courseWithHybridPlan();
    const person = await data.createAccount('alianza-nivel');
    await (await asDemo('SU')).updateUser({
      userId: person.id,
      userUpdate: { allianceId: await demoAllianceId() },
    });
    const page = await newDemoPage(browser, 'COMMERCIAL_ADMIN');
    await chooseStudentCoursePlan(page, person, course, plan);
    await page.getByTestId('person-alliance').getByText('Universidad del Sur').waitFor();
    await choose(page, 'tier-select', 'Docentes');

    // 25 % off: $ 7.500 down and 3 × $ 3.750.
    const total = page.getByTestId('enrollment-preview-total');
    await total.getByText(/\$\s18\.750,00/).waitFor();
    expect(await page.getByTestId('enrollment-preview').getByRole('row').count()).toBe(5);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('confirm-enrollment').click();
    await page.waitForURL(/\/admin\/enrollments\/[0-9a-f-]{36}$/);
    const enrollmentId = page.url().split('/').at(-1)!;
    await page.getByTestId('enrollment-plan-name').getByText(plan.name).waitFor();
    await page.getByTestId('enrollment-alliance').getByText('Universidad del Sur').waitFor();
    await page.getByTestId('enrollment-tier').getByText('Docentes').waitFor();
    const link = page.getByTestId('payment-link-value');
    await link.waitFor();
    expect(await link.inputValue()).toMatch(/\/checkout\/[A-Za-z0-9_-]{43}$/);
    expect(await page.getByTestId('payment-link-whatsapp').getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/\?text=.*checkout/,
    );

    // What the API charges: the periods it created add up to the total shown.
    const status = await (await asDemo('COMMERCIAL_ADMIN')).getEnrollmentPeriodsStatus({ enrollmentId });
    expect(status.periods.map((period) => period.amount)).toEqual([
      '7500.00',
      '3750.00',
      '3750.00',
      '3750.00',
    ]);

    // The link opens the checkout of the first payment, the down payment.
    const checkout = await browser.newPage();
    await checkout.goto(await link.inputValue());
    await checkout
      .getByText(/\$\s7\.500,00/)
      .first()
      .waitFor();
  });

  it('enrols a person with a scholarship on a phone', async () => {
    const { course, plan } = await courseWithHybridPlan();
    const person = await data.createAccount('beca');
    const page = await newDemoPage(browser, 'COMMERCIAL_ADMIN', PHONE);
    await chooseStudentCoursePlan(page, person, course, plan);
    await page.getByTestId('kind').getByText('Con beca').click();
    await page.getByTestId('scholarship-percent').fill('50');

    // Half of $ 25.000.
    await page
      .getByTestId('enrollment-preview-total')
      .getByText(/\$\s12\.500,00/)
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByTestId('confirm-enrollment').click();
    await page.waitForURL(/\/admin\/enrollments\/[0-9a-f-]{36}$/);
    await page.getByTestId('plan-snapshot').getByText('50 %').waitFor();
    await page.getByTestId('payment-link-value').waitFor();
  });
});
