/**
 * The admin enrollments list's filters by name (issue 19): the seller, the marketing referrer
 * and the alliance are picked by typing a name (the seller among sellers only), the address
 * keeps their ids; the comment filter matches every word in any order.
 */
import { expect, it } from 'vitest';
import { apiAnswer } from './support/browser';
import {
  asDemo,
  courseWithPlan,
  createAlliance,
  describeWithData,
  enrolAsStaff,
  newDemoPage,
} from './support/fixtures';

describeWithData('enrollment filters', ({ browser, data }) => {
  it('filters the admin list by seller, marketing referrer and alliance picked by name, and by a comment’s words', async () => {
    const { course, plan } = await courseWithPlan(data);
    const seller = await data.createAccount('vendedora-filtro', { scopes: ['SELLER'] });
    const marketer = await data.createAccount('marketing-filtro', { scopes: ['MARKETING'] });
    const alliance = await createAlliance({ tiers: [] });
    const referred = await enrolAsStaff((await data.createAccount('referida')).id, course.id, plan.id);
    await enrolAsStaff((await data.createAccount('sin-referente')).id, course.id, plan.id);
    const staff = await asDemo('COMMERCIAL_ADMIN');
    await staff.updateEnrollment({
      enrollmentId: referred.id,
      enrollmentUpdate: {
        referrerSellerId: seller.id,
        marketingReferrerId: marketer.id,
        allianceId: alliance.id,
      },
    });
    await staff.createEnrollmentComment({
      chatCommentDTO: { enrollmentId: referred.id, text: 'Llamó la madre: paga el lunes sin falta.' },
    });
    const page = await newDemoPage(browser, 'COMMERCIAL_ADMIN');
    await page.goto(`/admin/enrollments?courseId=${course.id}`);
    const table = page.getByTestId('enrollments-table');
    await table.getByText('Prueba sin-referente').waitFor();
    const onlyReferred = async () => {
      await table.getByText('Prueba sin-referente').waitFor({ state: 'detached' });
      await table.getByText('Prueba referida').waitFor();
    };
    /** Picks in the filter `label` the option `option` found by typing `typed`: the address gets `key=id`. */
    const pick = async (label: string, typed: string, option: string | RegExp, key: string, id: string) => {
      await page.getByRole('combobox', { name: label, exact: true }).fill(typed);
      await page.getByRole('option', { name: option }).click();
      await page.waitForURL((url) => url.searchParams.get(key) === id);
      await onlyReferred();
    };
    const showAll = async () => {
      await page.goto(`/admin/enrollments?courseId=${course.id}`);
      await table.getByText('Prueba sin-referente').waitFor();
    };

    // The "Vendedor" picker offers sellers only: the marketer is not found there.
    const notFound = apiAnswer(page, '/users', { q: 'marketing-filtro' });
    await page.getByRole('combobox', { name: 'Vendedor', exact: true }).fill('marketing-filtro');
    expect((await (await notFound).json()).content).toEqual([]);
    expect(new URL((await notFound).url()).searchParams.getAll('scope').sort()).toEqual([
      'SELLER',
      'SELLER_ADMIN',
      'SELLER_EXTERNAL',
    ]);
    expect(await page.getByRole('option').count()).toBe(0);
    await pick('Vendedor', 'vendedora-filtro', new RegExp(seller.email), 'referrerSellerId', seller.id);
    await showAll();
    await pick(
      'Referente de marketing',
      'marketing-filtro',
      new RegExp(marketer.email),
      'marketingReferrerId',
      marketer.id,
    );
    await showAll();
    await pick('Alianza', alliance.name, alliance.name, 'allianceId', alliance.id);
    // A reload keeps the alliance, named in its picker.
    await page.reload();
    await onlyReferred();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Alianza', exact: true }).inputValue())
      .toBe(alliance.name);
    await showAll();

    // Every word, in any order, without accents or capitals: not one exact phrase.
    await page.getByTestId('comment-filter').fill('LUNES llamo');
    await page.waitForURL((url) => url.searchParams.get('commentQuery') === 'LUNES llamo');
    await onlyReferred();
  });
});
