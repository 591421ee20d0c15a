/**
 * Alliances reach sales (issue 19, item 3): the demo alliance admin opens "Mi alianza" from
 * the header's menu and sees his members (desktop and a 390 px phone), his alliance's
 * enrollments and prices; staff add a member with a tier from the alliance's page and remove
 * him; anyone else is told he has no permission. axe finds no serious violation on the new
 * screens.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { apiAnswer, fillByLabel, toast } from './support/browser';
import {
  asDemo,
  createAlliance,
  createPaymentPlan,
  describeWithData,
  mailArrived,
  newDemoPage,
} from './support/fixtures';

const DEMO_ALLIANCE = 'Universidad del Sur';
/** The seed's first alliance member (every sixth demo student is one, at the ESTUDIANTE tier). */
const DEMO_MEMBER = 'alumno1@demo.catedra.ar';
const PHONE = { width: 390, height: 844 };

/** Opens "Mi alianza" from the account menu and waits for the members list. */
async function openMyAlliance(page: Page) {
  await page.goto('/');
  await page.getByTestId('user-menu').click();
  const members = apiAnswer(page, '/users');
  await page.getByTestId('user-menu-alliance').click();
  await page.waitForURL('**/alianza');
  await members;
  await page.getByRole('heading', { level: 1, name: DEMO_ALLIANCE }).waitFor();
}

describeWithData('the alliance admin’s portal', ({ browser, data }) => {
  for (const [viewport, size] of [
    ['desktop', undefined],
    ['phone', PHONE],
  ] as const) {
    it(`an alliance admin sees his members (${viewport})`, async () => {
      const page = await newDemoPage(browser, 'ALLIANCE_ADMIN', size);
      await openMyAlliance(page);

      const members = page.getByTestId('alliance-members');
      const member = members.getByRole('row').filter({ hasText: DEMO_MEMBER });
      await member.waitFor();
      await expect(member.textContent()).resolves.toContain('Estudiantes');
      // Only his alliance: nobody of another alliance or of none is listed (the demo staff aren't members).
      expect(await members.getByText('su@demo.catedra.ar').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);

      const enrollments = apiAnswer(page, '/courses/enrollments');
      await page.getByRole('tab', { name: 'Inscripciones' }).click();
      await enrollments;
      await page.getByTestId('alliance-enrollments').getByTestId('enrollment-status').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  it('shows what his tiers pay under a course’s plans, and the certificates tab', async () => {
    const course = await data.createCourse({ active: true });
    const plan = await createPaymentPlan(course.id);
    const page = await newDemoPage(browser, 'ALLIANCE_ADMIN');
    await openMyAlliance(page);
    await page.getByRole('tab', { name: 'Precios' }).click();
    await page.getByText('Elegí un curso para ver sus precios.').waitFor();
    const found = apiAnswer(page, '/courses', { q: course.title });
    await page.getByTestId('prices-course').fill(course.title);
    await found;
    await page.getByRole('option', { name: course.title }).click();
    const row = page.getByTestId('alliance-prices').getByRole('row').filter({ hasText: plan.name });
    // List price 10.000 + 3 × 5.000; Estudiantes 15 % off: 8.500 + 3 × 4.250; Docentes 25 % off.
    const cells = row.getByRole('cell');
    await cells
      .nth(1)
      .getByText(/Total \$\s25\.000,00/)
      .waitFor();
    await cells
      .nth(2)
      .getByText(/Total \$\s21\.250,00/)
      .waitFor();
    await cells
      .nth(3)
      .getByText(/Total \$\s18\.750,00/)
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Certificados' }).click();
    await page.getByTestId('alliance-certificates').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('an alliance admin invites a member with a tier: the welcome e-mail goes out and he is listed', async () => {
    const page = await newDemoPage(browser, 'ALLIANCE_ADMIN');
    await openMyAlliance(page);
    await page.getByTestId('invite-member').click();
    const dialog = page.getByRole('dialog');
    expect(await seriousViolations(page)).toEqual([]);
    const email = `invitado-${Date.now()}@e2e.catedra.ar`;
    await fillByLabel(dialog, { 'E-mail': email, Nombre: 'Invitado', Apellido: 'Alianza' });
    await dialog.getByTestId('invite-tier').click();
    await page.getByRole('option', { name: /Docentes \(DOCENTE\)/ }).click();
    await dialog.getByTestId('send-invitation').click();
    await toast(page, `Invitación enviada a ${email}`).waitFor();
    await mailArrived(email);
    const listed = apiAnswer(page, '/users', { q: email });
    await page.getByTestId('members-search').fill(email);
    await listed;
    await page
      .getByTestId('alliance-members')
      .getByRole('row')
      .filter({ hasText: email })
      .getByText('Docentes')
      .waitFor();
  });

  it('tells a signed-in person without the alliance admin’s role that he has no permission', async () => {
    const page = await newDemoPage(browser, 'STUDENT');
    await page.goto('/alianza');
    await page.getByRole('heading', { level: 1, name: 'No tenés permiso' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('staff add a member with a tier from the alliance’s page, and remove him', async () => {
    const alliance = await createAlliance();
    const person = await data.createAccount('miembro');
    const page = await newDemoPage(browser, 'COMMERCIAL_ADMIN');
    const members = apiAnswer(page, '/users', { allianceId: alliance.id });
    await page.goto(`/admin/alliances/${alliance.id}?tab=members`);
    await members;
    await page.getByText('Todavía no hay usuarios en esta alianza.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const matches = apiAnswer(page, '/users', { q: person.email });
    await page.getByTestId('user-picker').fill(person.email);
    await matches;
    await page.getByRole('option', { name: new RegExp(person.email) }).click();
    await page.getByTestId('member-tier').click();
    await page.getByRole('option', { name: /Oro \(GOLD\)/ }).click();
    await page.getByTestId('add-member').click();
    await toast(page, 'Miembro agregado').waitFor();
    const row = page.getByTestId('alliance-members').getByRole('row').filter({ hasText: person.email });
    await row.getByText('Oro').waitFor();
    const member = await (await asDemo('SU')).findUserById({ userId: person.id });
    expect(member).toMatchObject({ allianceId: alliance.id, allianceTier: 'GOLD' });

    await row.getByTestId('remove-member').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Quitar' }).click();
    await toast(page, 'Miembro quitado').waitFor();
    await page.getByText('Todavía no hay usuarios en esta alianza.').waitFor();
  });

  it('staff place a person in an alliance from his page, with the alliance’s name and his tier', async () => {
    const alliance = await createAlliance();
    const person = await data.createAccount('persona-alianza');
    const page = await newDemoPage(browser, 'COMMERCIAL_ADMIN', PHONE);
    await page.goto(`/admin/users/${person.id}`);
    const section = page.getByTestId('user-alliance-section');
    await section.getByText('No es miembro de ninguna alianza.').waitFor();
    // Before any toast: the toasts' own colours are not this screen's.
    expect(await seriousViolations(page)).toEqual([]);
    const found = apiAnswer(page, '/alliances', { q: alliance.name });
    const picker = section.getByTestId('user-alliance-picker');
    await picker.fill(alliance.name);
    await found;
    // Chosen from the keyboard, as the one option found: a click could land while the phone's
    // dropdown still moves into place, on the text under it, and close it.
    await page.getByRole('option', { name: alliance.name }).waitFor();
    await picker.press('ArrowDown');
    await picker.press('Enter');
    await expect(picker.inputValue()).resolves.toBe(alliance.name);
    await section.getByTestId('user-alliance-new-tier').click();
    await page.getByRole('option', { name: /Plata \(SILVER\)/ }).click();
    await section.getByTestId('user-alliance-join').click();
    await toast(page, 'Miembro agregado').waitFor();
    await expect(section.getByTestId('user-alliance').textContent()).resolves.toBe(alliance.name);
    await expect(section.getByTestId('user-alliance-tier').inputValue()).resolves.toMatch(/Plata/);
    // The change is in his history, with the alliance's name and who made it.
    const history = section.getByTestId('alliance-history');
    await history.getByText(`Entró a ${alliance.name} (SILVER)`).waitFor();
    await history.getByText('Camila Jefa Comercial').waitFor();
  });
});
