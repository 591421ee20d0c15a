/**
 * The sales area in the browser (issue 19, item 2), on a desktop and on a 390 px phone: a
 * seller sells to a new person by e-mail and the link he copies (and the one WhatsApp gets)
 * opens the checkout; an external seller lands in Ventas after signing in and sees only his
 * own sales, whose link he sends again; someone who does not sell reads that he may not
 * enter; axe finds no serious violation on the new screens. Each test makes its own course.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { apiAnswer, signIn, toast } from './support/browser';
import {
  asDemo,
  type Course,
  courseWithPlan,
  describeWithData,
  signedInAs,
  signedInAsDemo,
} from './support/fixtures';

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.catedra.ar`;

/** Picks an option of a Mantine select, typing part of it first where the select searches. */
async function choose(page: Page, testId: string, option: RegExp | string, typed?: string) {
  await page.getByTestId(testId).click();
  if (typed) await page.getByTestId(testId).fill(typed);
  await page.getByRole('option', { name: option }).click();
}

/** The link the checkout page opens: it names the course and offers the sandbox. */
async function opensCheckout(page: Page, link: string, course: Course) {
  await page.goto(link);
  await page.getByTestId('checkout-summary').getByText(course.title).waitFor();
}

describeWithData('the sales area', ({ browser, data }) => {
  /** A fresh open course with a recurring plan of 3 × $ 20.000 open to everyone. */
  const courseOnSale = () => courseWithPlan(data);

  for (const viewport of VIEWPORTS) {
    it(`lets a seller sell to a new person by e-mail; the copied link opens the checkout (${viewport.name})`, async () => {
      const { course, plan } = await courseOnSale();
      const page = await browser.newPage({ width: viewport.width, height: viewport.height });
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await signedInAsDemo(page, 'SELLER');
      await page.goto('/ventas/nueva');
      await page.getByRole('heading', { name: 'Nueva venta', level: 1 }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      const email = uniqueEmail('venta');
      await page.getByTestId('sale-email').fill(email);
      await page.getByTestId('sale-first-name').fill('Lucía');
      await page.getByTestId('sale-last-name').fill('Compradora');
      await page.getByLabel('Teléfono (opcional)').fill('11 2233 4455');
      await choose(page, 'sale-course', course.title, course.title);
      await choose(page, 'sale-plan', new RegExp(plan.name));
      await page.getByTestId('sale-submit').click();

      await page.getByTestId('sale-created').getByText('Lucía Compradora').waitFor();
      const link = await page.getByTestId('sale-link-url').inputValue();
      expect(link).toMatch(/\/checkout\/[A-Za-z0-9_-]{43}$/);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByTestId('sale-link-copy').click();
      await toast(page, 'Link copiado.').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      // WhatsApp's chat with the phone typed, the message carrying the link.
      const whatsapp = await page.getByTestId('sale-link-whatsapp').getAttribute('href');
      expect(whatsapp).toMatch(/^https:\/\/wa\.me\/54\d+\?text=/);
      expect(decodeURIComponent(whatsapp!.split('?text=')[1]!)).toContain(link);

      // The person was created as BASIC, with what the seller typed; the seller's list has the sale.
      const su = await asDemo('SU');
      const created = await su.findAllUsers({ q: email });
      expect(created.content.map((user) => [user.firstName, user.lastName, user.scopes])).toEqual([
        ['Lucía', 'Compradora', ['BASIC']],
      ]);
      await opensCheckout(page, link, course);
    });
  }

  for (const viewport of VIEWPORTS) {
    it(`lands an external seller in Ventas, with only his own sales, whose link he sends again (${viewport.name})`, async () => {
      const { course, plan } = await courseOnSale();
      const sale = (person: { email: string; firstName: string; lastName: string }) => ({
        referredEnrollmentCreation: { courseId: course.id, paymentPlanId: plan.id, person },
      });
      const external = await asDemo('SELLER_EXTERNAL');
      const mine = await external.createReferredEnrollment(
        sale({ email: uniqueEmail('mia'), firstName: 'Martina', lastName: 'Propia' }),
      );
      await (await asDemo('SELLER')).createReferredEnrollment(
        sale({ email: uniqueEmail('ajena'), firstName: 'Julián', lastName: 'Ajeno' }),
      );

      const page = await browser.newPage({ width: viewport.width, height: viewport.height });
      await signIn(page, 'SELLER_EXTERNAL');
      await page.waitForURL('**/ventas');
      const listed = apiAnswer(page, '/courses/enrollments', { courseId: course.id });
      await page.goto(`/ventas?courseId=${course.id}`);
      await listed;
      const table = page.getByTestId('sales-table');
      await table.getByText('Martina Propia').waitFor();
      expect(await table.getByText('Julián Ajeno').count()).toBe(0);
      expect(await table.getByText('$ 60.000,00').count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);

      await table.getByTestId('sale-row-link').click();
      await page.getByTestId('sale-row-generate').click();
      const link = await page.getByTestId('sale-link-url').inputValue();
      expect(link).toMatch(/\/checkout\/[A-Za-z0-9_-]{43}$/);
      // The link of the sale's answer stopped working: the new one is the one to send.
      expect(link).not.toBe(mine.paymentLink);
      expect(await seriousViolations(page)).toEqual([]);
      await opensCheckout(page, link, course);
    });
  }

  it('tells someone who does not sell that he may not enter', async () => {
    const student = await data.createAccount('no-vende');
    const page = await browser.newPage();
    await signedInAs(page, student);
    await page.goto('/ventas');
    await page.getByTestId('sales-forbidden').getByText('No tenés permiso').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
