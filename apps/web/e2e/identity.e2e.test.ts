/**
 * Identity and access in a real browser: sign-up, password recovery through the dev
 * mailbox, the profile and resume editor, one's own password and e-mail, invitations,
 * deactivation, granting and removing a scope, and the admin panel refusing a student. Every
 * test that changes an account creates its own; the demo accounts only act.
 */
import { zonedDateTimeToInstant } from '@catedra/contract/browser';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { openUserFromList } from './support/admin';
import {
  answerWithProblem,
  apiAnswer,
  fillByLabel,
  signIn,
  signInOnTheWayTo,
  signInWithEmail,
  toast,
  waitForUser,
  webUrl,
} from './support/browser';
import {
  type Account,
  apiClient,
  asDemo,
  demoToken,
  describeWithData,
  mailArrived,
  newDemoPage,
  signedInAsDemo,
  tokenOf,
  userIdOf,
} from './support/fixtures';

const ACADEMY_ZONE = 'America/Argentina/Buenos_Aires';

/** `26/11/2026 14:30`, as the users list shows a sign-in in the academy's zone, as an instant. */
function shownInstant(shown: string): number {
  const [day, month, year, hour, minute] = shown.split(/[/ :]/);
  return zonedDateTimeToInstant(`${year}-${month}-${day}`, `${hour}:${minute}`, ACADEMY_ZONE).getTime();
}

/** Signs in through the form, expecting a refusal: the form's message. */
async function refusedSignIn(page: Page, email: string, password: string): Promise<string> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.locator('form').getByRole('button', { name: 'Ingresar', exact: true }).click();
  const error = page.getByTestId('login-error');
  await error.waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
  return (await error.textContent()) ?? '';
}

/** The recovery link of the newest e-mail to `email`, read in the dev mailbox as SU. */
async function recoveryLinkFor(page: Page, email: string): Promise<string> {
  await mailArrived(email);
  await signedInAsDemo(page, 'SU');
  await page.goto('/admin/dev-mailbox');
  const searched = apiAnswer(page, '/dev/mailbox', { to: email });
  await page.getByRole('textbox', { name: 'Destinatario', exact: true }).fill(email);
  await searched;
  await page.getByRole('row').filter({ hasText: email }).first().click();
  const link = page.getByTestId('mail-text').getByRole('link').first();
  const href = await link.getAttribute('href');
  if (!href) throw new Error('the recovery e-mail has no link');
  return href;
}

describeWithData('identity and access', ({ browser, data }) => {
  /** A fresh account, signed in through the form in a new page. */
  async function signedInNewAccount(label: string): Promise<{ account: Account; page: Page }> {
    const account = await data.createAccount(label);
    const page = await browser.newPage();
    await signInWithEmail(page, account.email, account.password);
    await waitForUser(page);
    return { account, page };
  }

  it('signs up a new account and signs it in', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Creá una cuenta' }).click();
    await page.waitForURL('**/signup');

    // Spanish field messages before anything is sent.
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByText('Este dato es obligatorio.').first().waitFor();
    expect(await page.getByText('Este dato es obligatorio.').count()).toBeGreaterThanOrEqual(3);
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'email');

    const email = `alta-${Date.now()}@e2e.catedra.ar`;
    await fillByLabel(page, {
      'E-mail': email,
      Contraseña: email,
      Nombre: 'Lucía',
      Apellido: 'Fernández',
      Teléfono: '1123',
    });
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByText('La contraseña no puede ser igual al e-mail.').waitFor();
    await page.getByText('Revisá el número: elegí el código de país').waitFor();

    await page.getByLabel('Contraseña').fill('una-clave-segura');
    // Argentina's prefix by default; the number as written at home.
    expect(await page.getByRole('combobox', { name: 'Código de país' }).inputValue()).toBe('+54 Argentina');
    await page.getByLabel('Teléfono').fill('011 15 5555-0000');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.waitForURL(`${webUrl()}/me`);
    await waitForUser(page);
    expect(await page.getByTestId('user-name').textContent()).toBe('Lucía Fernández');

    // The same e-mail again is refused on the e-mail field.
    const again = await browser.newPage();
    await again.goto('/signup');
    await fillByLabel(again, {
      'E-mail': email.toUpperCase(),
      Contraseña: 'otra-clave-segura',
      Nombre: 'Otra',
      Apellido: 'Persona',
    });
    await again.getByRole('button', { name: 'Crear cuenta' }).click();
    await again.getByText('Ya existe una cuenta con ese e-mail.').waitFor();
    // The API's refusal focuses its field, as the form's own checks do.
    await again.waitForFunction(() => document.activeElement?.getAttribute('name') === 'email');
  });

  it('recovers a password end to end through the dev mailbox', async () => {
    const account = await data.createAccount('recupero');
    const visitor = await browser.newPage();
    await visitor.goto('/login');
    await visitor.getByRole('link', { name: 'Recuperala' }).click();
    await visitor.waitForURL('**/recover');
    // The address changes before the new page renders, and /login has an "E-mail" field too:
    // wait for the recovery form itself before typing.
    const form = visitor
      .locator('form')
      .filter({ has: visitor.getByRole('button', { name: 'Enviar enlace' }) });
    await form.getByLabel('E-mail').fill(account.email);
    await visitor.getByRole('button', { name: 'Enviar enlace' }).click();
    await visitor.getByTestId('recover-sent').waitFor();

    // An unknown e-mail gets exactly the same answer.
    const stranger = await browser.newPage();
    await stranger.goto('/recover');
    await stranger.getByLabel('E-mail').fill('nadie-registrado@e2e.catedra.ar');
    await stranger.getByRole('button', { name: 'Enviar enlace' }).click();
    expect(await stranger.getByTestId('recover-sent').textContent()).toBe(
      await visitor.getByTestId('recover-sent').textContent(),
    );

    const admin = await browser.newPage();
    const link = await recoveryLinkFor(admin, account.email);
    expect(new URL(link).pathname).toMatch(/^\/recover\/.+/);

    await visitor.goto(link);
    await visitor.locator('input[name="password"]').fill('corta');
    await visitor.locator('input[name="confirmation"]').fill('otra');
    await visitor.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await visitor.getByText('La contraseña debe tener al menos 10 caracteres.').waitFor();
    await visitor.getByText('Las contraseñas no coinciden.').waitFor();
    await visitor.locator('input[name="password"]').fill('clave-recuperada-1');
    await visitor.locator('input[name="confirmation"]').fill('clave-recuperada-1');
    await visitor.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await visitor.waitForURL('**/login');
    await toast(visitor, 'Tu contraseña fue cambiada.').waitFor();
    // The sign-in form opens with the account's e-mail already written.
    expect(await visitor.getByLabel('E-mail').inputValue()).toBe(account.email);

    await signInWithEmail(visitor, account.email, 'clave-recuperada-1');
    await waitForUser(visitor);

    // The link is single-use, and a used link says so before anything is typed.
    const reused = await browser.newPage();
    await reused.goto(link);
    await reused.getByTestId('recover-invalid').waitFor();
    expect(await reused.locator('input[name="password"]').count()).toBe(0);
    await reused.getByRole('link', { name: 'Pedir un enlace nuevo' }).click();
    await reused.waitForURL('**/recover');
  });

  it('edits the own profile and resume, and keeps them after a reload', async () => {
    const { account, page } = await signedInNewAccount('perfil');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Mi perfil' }).click();
    await page.waitForURL('**/me/profile');

    const profile = page.getByTestId('profile-form');
    await profile.getByLabel('Ciudad').fill('Rosario');
    // The country from the list, by part of its Spanish name; the phone's prefix follows it.
    await profile.getByRole('combobox', { name: 'País', exact: true }).fill('chi');
    await page.getByRole('option', { name: 'China', exact: true }).waitFor();
    await page.getByRole('option', { name: 'Chile', exact: true }).click();
    expect(await profile.getByRole('combobox', { name: 'Código de país' }).inputValue()).toBe('+56 Chile');
    await profile.getByLabel('Teléfono').fill('9 1234 5678');
    await profile.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Cambios guardados.').waitFor();
    await profile.getByLabel('Nombre').fill('Renata');
    await profile.getByRole('button', { name: 'Guardar' }).click();
    // The header's name follows the saved profile without a reload.
    await page.getByTestId('user-name').getByText('Renata perfil').waitFor();

    const basics = page.getByTestId('resume-basics');
    await basics.getByLabel('Título profesional').fill('Desarrolladora web');
    await basics.getByRole('button', { name: 'Agregar enlace' }).click();
    await basics.getByLabel('Nombre del enlace').fill('GitHub');
    await basics.getByLabel('Dirección').fill('github.com/lucia');
    await basics.getByRole('button', { name: 'Guardar CV' }).click();
    await basics.getByText('Ingresá una dirección completa').waitFor();
    await basics.getByLabel('Dirección').fill('https://github.com/lucia');
    await basics.getByRole('button', { name: 'Guardar CV' }).click();
    await toast(page, 'Cambios guardados.').waitFor();

    await page.getByRole('button', { name: 'Agregar formación' }).click();
    const academicForm = page.getByTestId('academic-form');
    await fillByLabel(academicForm, {
      Institución: 'Universidad Nacional de Rosario',
      Título: 'Licenciatura en Sistemas',
      Inicio: '2015-03-01',
      Fin: '2014-12-01',
    });
    await academicForm.getByRole('button', { name: 'Guardar' }).click();
    await academicForm.getByText('La fecha de fin no puede ser anterior').waitFor();
    await academicForm.getByLabel('Fin').fill('2020-12-01');
    await academicForm.getByRole('button', { name: 'Guardar' }).click();
    await page.getByTestId('academic-item').getByText('Licenciatura en Sistemas').waitFor();

    await page.getByRole('button', { name: 'Agregar experiencia' }).click();
    const jobForm = page.getByTestId('professional-form');
    await fillByLabel(jobForm, { Empresa: 'Acme SA', Puesto: 'Desarrolladora', Inicio: '2021-01-01' });
    await jobForm.getByRole('button', { name: 'Guardar' }).click();
    await page.getByTestId('professional-item').getByText('Acme SA').waitFor();

    await page.getByRole('button', { name: 'Agregar tecnología' }).click();
    const techForm = page.getByTestId('technology-form');
    await techForm.getByLabel('Tecnología').fill('TypeScript');
    await techForm.getByLabel('Años de experiencia').fill('4');
    await techForm.getByRole('button', { name: 'Guardar' }).click();
    await page.getByTestId('technology-item').getByText('4 años').waitFor();

    // Edit inline.
    await page.getByTestId('technology-item').getByRole('button', { name: 'Editar' }).click();
    await page.getByTestId('technology-form').getByLabel('Años de experiencia').fill('5');
    await page.getByTestId('technology-form').getByRole('button', { name: 'Guardar' }).click();
    await page.getByTestId('technology-item').getByText('5 años').waitFor();

    await page.reload();
    await page.getByTestId('profile-form').waitFor();
    expect(await page.getByTestId('profile-form').getByLabel('Ciudad').inputValue()).toBe('Rosario');
    expect(await profile.getByRole('combobox', { name: 'País', exact: true }).inputValue()).toBe('Chile');
    expect(await profile.getByRole('combobox', { name: 'Código de país' }).inputValue()).toBe('+56 Chile');
    expect(await profile.getByLabel('Teléfono').inputValue()).toBe('912345678');
    // The API got the ISO code and the E.164 number.
    const saved = await apiClient(await tokenOf(account.email, account.password)).findUserById({
      userId: account.id,
    });
    expect(saved).toMatchObject({ country: 'CL', phone: '+56912345678' });
    expect(await page.getByTestId('resume-basics').getByLabel('Título profesional').inputValue()).toBe(
      'Desarrolladora web',
    );
    expect(await page.getByTestId('resume-basics').getByLabel('Dirección').inputValue()).toBe(
      'https://github.com/lucia',
    );
    await page.getByTestId('academic-item').getByText('Universidad Nacional de Rosario').waitFor();
    await page.getByTestId('professional-item').getByText('Acme SA').waitFor();
    await page.getByTestId('technology-item').getByText('5 años').waitFor();

    // Removing asks first; cancelling keeps the item.
    await page.getByTestId('professional-item').getByRole('button', { name: 'Quitar' }).click();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.getByText('Desarrolladora · Acme SA').waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    expect(await page.getByTestId('professional-item').count()).toBe(1);
    await page.getByTestId('professional-item').getByRole('button', { name: 'Quitar' }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Quitar' }).click();
    await toast(page, 'Ítem quitado.').waitFor();
    await page.getByTestId('professional-item').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('academic-item').waitFor();
    expect(await page.getByTestId('professional-item').count()).toBe(0);
  });

  it('changes his own password from his profile and signs in with the new one', async () => {
    const { account, page } = await signedInNewAccount('clave');
    await page.goto('/me/profile');
    const form = page.getByTestId('password-change');
    const current = form.locator('input[name="currentPassword"]');

    // The sign-up rules before anything is sent.
    await current.fill('x');
    await form.locator('input[name="password"]').fill('corta');
    await form.locator('input[name="confirmation"]').fill('otra');
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await form.getByText('La contraseña debe tener al menos 10 caracteres.').waitFor();
    await form.getByText('Las contraseñas no coinciden.').waitFor();

    // A wrong current password is said on its field, which gets the focus.
    await current.fill('no-es-mi-clave');
    await form.locator('input[name="password"]').fill('mi-clave-nueva-1');
    await form.locator('input[name="confirmation"]').fill('mi-clave-nueva-1');
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await form.getByText('La contraseña actual no es correcta.').waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'currentPassword');

    await current.fill(account.password);
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await toast(page, 'Tu contraseña fue cambiada.').waitFor();
    expect(await current.inputValue()).toBe('');

    // This session goes on with the API's new token (the old one ended): a reload is signed in.
    await page.reload();
    await waitForUser(page);
    await page.getByTestId('security').waitFor();

    const other = await browser.newPage();
    expect(await refusedSignIn(other, account.email, account.password)).toBe(
      'E-mail o contraseña incorrectos.',
    );
    await signInWithEmail(other, account.email, 'mi-clave-nueva-1');
    await other.waitForURL(`${webUrl()}/me`);
    await waitForUser(other);
  });

  it('changes his own e-mail with his password; a taken one is said on the field', async () => {
    const { account, page } = await signedInNewAccount('correo');
    await page.goto('/me/profile');
    const form = page.getByTestId('email-change');
    await form.getByText(`Tu e-mail actual es ${account.email}.`).waitFor();

    await form.locator('input[name="email"]').fill('STUDENT@demo.catedra.ar');
    await form.locator('input[name="currentPassword"]').fill(account.password);
    await form.getByRole('button', { name: 'Cambiar e-mail' }).click();
    await form.getByText('Ya existe una cuenta con ese e-mail.').waitFor();

    const email = `nuevo-${account.email}`;
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="currentPassword"]').fill('no-es-mi-clave');
    await form.getByRole('button', { name: 'Cambiar e-mail' }).click();
    await form.getByText('La contraseña actual no es correcta.').waitFor();

    await form.locator('input[name="currentPassword"]').fill(account.password);
    await form.getByRole('button', { name: 'Cambiar e-mail' }).click();
    await toast(page, `Listo: tu e-mail ahora es ${email}.`).waitFor();
    await form.getByText(`Tu e-mail actual es ${email}.`).waitFor();
    expect(await page.getByTestId('profile-form').getByLabel('E-mail').inputValue()).toBe(email);

    // The session goes on; the next sign-in is with the new e-mail.
    await page.reload();
    await waitForUser(page);
    const other = await browser.newPage();
    await refusedSignIn(other, account.email, account.password);
    await signInWithEmail(other, email, account.password);
    await waitForUser(other);
  });

  it('lets an academic admin invite a teacher, who sets his password from the e-mailed link', async () => {
    const admin = await newDemoPage(browser, 'ACADEMIC_ADMIN');
    await admin.goto('/admin/users');
    await admin.getByRole('link', { name: 'Invitar usuario' }).click();
    await admin.waitForURL('**/admin/users/new');
    // Staff no longer choose a password for the person.
    expect(await admin.locator('input[name="password"]').count()).toBe(0);

    const email = `invitado-${Date.now()}@e2e.catedra.ar`;
    const form = admin.getByRole('form', { name: 'Invitar usuario' });
    await form.getByRole('button', { name: 'Enviar invitación' }).click();
    await form.getByText('Este dato es obligatorio.').first().waitFor();
    await fillByLabel(form, { 'E-mail': email, Nombre: 'Ignacio', Apellido: 'Invitado' });
    await form.getByLabel('Roles').click();
    const offered = (await admin.getByRole('option').allTextContents()).sort();
    expect(offered).toEqual(['Docente', 'Equipo académico', 'Host']);
    await admin.getByRole('option', { name: 'Docente' }).click();
    await form.getByRole('button', { name: 'Enviar invitación' }).click();
    await toast(admin, `Invitación enviada a ${email}.`).waitFor();
    await admin.waitForURL('**/admin/users/*');
    await admin.getByTestId('scope-chip-TEACHER').waitFor();
    await admin.getByTestId('user-status').getByText('Todavía no ingresó.').waitFor();

    const link = await recoveryLinkFor(await browser.newPage(), email);
    const invitee = await browser.newPage();
    await invitee.goto(link);
    await invitee.locator('input[name="password"]').fill('clave-del-invitado');
    await invitee.locator('input[name="confirmation"]').fill('clave-del-invitado');
    await invitee.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await invitee.waitForURL('**/login');
    expect(await invitee.getByLabel('E-mail').inputValue()).toBe(email);
    await invitee.getByLabel('Contraseña').fill('clave-del-invitado');
    await invitee.locator('form').getByRole('button', { name: 'Ingresar', exact: true }).click();
    await invitee.waitForURL('**/admin');
    await invitee.getByTestId('admin-menu-courses').waitFor();

    // His sign-in is on his page for staff.
    await admin.reload();
    await admin.getByTestId('user-status').getByText('Último ingreso:').waitFor();
  });

  it('lets SU deactivate a user, who cannot sign in any more, and reactivate him', async () => {
    const { account, page: member } = await signedInNewAccount('baja');

    const admin = await newDemoPage(browser, 'SU');
    await openUserFromList(admin, account.email);
    const status = admin.getByTestId('user-status');
    await status.getByTestId('user-status-badge').getByText('Activo').waitFor();
    const userId = new URL(admin.url()).pathname.split('/').at(-1);
    const deactivations: string[] = [];
    admin.on('request', (request) => {
      if (request.url().endsWith(`/users/${userId}/deactivation`)) deactivations.push(request.method());
    });

    await status.getByRole('button', { name: 'Desactivar cuenta' }).click();
    const dialog = admin.getByTestId('confirm-dialog');
    const confirm = dialog.getByRole('button', { name: 'Desactivar cuenta' });
    await confirm.click();
    await dialog.getByText('Este dato es obligatorio.').waitFor();
    expect(deactivations).toEqual([]);
    await dialog.getByLabel('Motivo').fill('Dejó la academia');
    // A double click on the confirmation sends one request.
    await confirm.dblclick();
    await toast(admin, 'Cuenta desactivada.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(deactivations).toEqual(['POST']);
    await status.getByTestId('user-status-badge').getByText('Desactivado').waitFor();
    await status.getByText('Motivo: Dejó la academia').waitFor();
    await status.getByText(/^Desactivado el /).waitFor();

    // He cannot sign in, and his open session ended.
    const again = await browser.newPage();
    expect(await refusedSignIn(again, account.email, account.password)).toBe(
      'Tu cuenta está desactivada. Escribinos si creés que es un error.',
    );
    // His open session is refused at its next page: the session rules end it (toast and `/`).
    await member.reload();
    await toast(member, 'Sesión finalizada por error').waitFor();
    await member.waitForURL(`${webUrl()}/`);
    expect(await member.getByTestId('user-menu').count()).toBe(0);

    // The list finds him among the deactivated accounts, with the state in the address.
    await admin.goto('/admin/users');
    await admin.getByTestId('users-status-filter').click();
    await admin.getByRole('option', { name: 'Desactivados' }).click();
    await admin.waitForURL(/[?&]active=false/);
    const searched = apiAnswer(admin, '/users', { q: account.email, active: 'false' });
    await admin.getByRole('textbox', { name: 'Buscar', exact: true }).fill(account.email);
    await searched;
    const row = admin.getByRole('row').filter({ hasText: account.email });
    await row.getByText('Desactivado').waitFor();
    await row.getByRole('link').click();
    await admin.waitForURL(`**/admin/users/${userId}`);

    await status.getByRole('button', { name: 'Reactivar cuenta' }).click();
    await admin.getByTestId('reactivate-user-confirm').dblclick();
    await toast(admin, 'Cuenta reactivada.').waitFor();
    await status.getByTestId('user-status-badge').getByText('Activo').waitFor();
    expect(deactivations).toEqual(['POST', 'DELETE']);
    await signInWithEmail(again, account.email, account.password);
    await waitForUser(again);

    // Staff without the right see no such button.
    const academic = await newDemoPage(browser, 'ACADEMIC_ADMIN');
    await academic.goto(`/admin/users/${userId}`);
    await academic.getByTestId('user-status').getByTestId('user-status-badge').waitFor();
    expect(await academic.getByTestId('user-status').getByRole('button').count()).toBe(0);
  });

  it('shows the last sign-in in the users list and sorts by it, newest first', async () => {
    await asDemo('ACADEMIC_ADMIN'); // two people have signed in, whichever file runs first
    const page = await newDemoPage(browser, 'SU');
    // Other files sign people in meanwhile, so the newest sign-in can only move later: the
    // one the API names now is a floor for what heads the list once it is sorted.
    const newestBefore = await (await asDemo('SU')).findAllUsers({ sort: ['lastSignInAt,desc'], size: 1 });
    // The list shows minutes: the floor is that sign-in's minute.
    const floor = Math.floor(Date.parse(newestBefore.content[0]!.lastSignInAt!) / 60_000) * 60_000;
    await page.goto('/admin/users');
    // A sortable column's header is a button in the table.
    const header = page.getByRole('table').getByRole('button', { name: 'Último ingreso' });
    const sortOf = () => new URL(page.url()).searchParams.get('sort');
    const answer = apiAnswer(page, '/users', { sort: 'lastSignInAt,desc' });
    await header.click();
    await page.waitForURL((url) => url.searchParams.get('sort')?.startsWith('lastSignInAt,') ?? false);
    if (sortOf() !== 'lastSignInAt,desc') {
      await header.click();
      await page.waitForURL((url) => url.searchParams.get('sort') === 'lastSignInAt,desc');
    }
    // The table keeps the previous order on screen until the sorted page arrives: wait for it.
    await answer;
    await expect.poll(() => page.locator('.mantine-datatable-loader-fetching').count()).toBe(0);
    // The column is the table's last: each row's sign-in is no later than the one above it.
    const cells = (await page.getByRole('table').locator('tbody tr td:last-child').allInnerTexts()).map(
      (cell) => cell.trim(),
    );
    const signedIn = cells.filter((cell) => cell !== 'Nunca');
    // Those who never signed in come last.
    expect(cells.slice(signedIn.length).every((cell) => cell === 'Nunca')).toBe(true);
    const instants = signedIn.map(shownInstant);
    expect(instants.length).toBeGreaterThan(1);
    expect([...instants].sort((a, b) => b - a)).toEqual(instants);
    expect(instants[0]).toBeGreaterThanOrEqual(floor);
  });

  it('lets an academic admin grant and remove TEACHER, and the user’s panel follows', async () => {
    const account = await data.createAccount('docente');
    const admin = await newDemoPage(browser, 'ACADEMIC_ADMIN');
    await openUserFromList(admin, account.email);

    // Only the scopes an academic admin may grant are offered; BASIC is read-only.
    expect(await admin.getByTestId('scope-chip-BASIC').getByRole('button').count()).toBe(0);
    await admin.getByTestId('add-scope-select').click();
    await admin.getByRole('option', { name: 'Docente' }).waitFor();
    const options = await admin.getByRole('option').allTextContents();
    expect(options.sort()).toEqual(['Docente', 'Equipo académico', 'Host']);
    await admin.getByRole('option', { name: 'Docente' }).click();
    await admin.getByTestId('add-scope').click();
    await toast(admin, 'Rol «Docente» agregado.').waitFor();
    await admin.getByTestId('scope-chip-TEACHER').waitFor();
    await admin.getByTestId('scope-history').getByText('Otorgó «Docente»').waitFor();

    const user = await browser.newPage();
    await signInWithEmail(user, account.email, account.password);
    await user.waitForURL('**/admin');
    await user.getByTestId('admin-menu-courses').waitFor();
    expect(await user.getByTestId('admin-menu-users').count()).toBe(0);

    await admin.getByRole('button', { name: 'Quitar el rol Docente' }).click();
    await admin.getByTestId('confirm-dialog').getByRole('button', { name: 'Quitar' }).click();
    await toast(admin, 'Rol «Docente» quitado.').waitFor();
    await admin.getByTestId('scope-chip-TEACHER').waitFor({ state: 'detached' });
    await admin.getByTestId('scope-history').getByText('Quitó «Docente»').waitFor();

    await user.goto('/admin');
    await user.waitForURL(`${webUrl()}/`);
    await waitForUser(user);
    expect(await user.getByTestId('admin-navbar').count()).toBe(0);
  });

  it('lets SU edit another user’s data, but not remove its own last admin scope', async () => {
    const account = await data.createAccount('editado');
    const admin = await newDemoPage(browser, 'SU');
    await openUserFromList(admin, account.email);
    await admin.getByTestId('user-profile').getByRole('button', { name: 'Editar datos' }).click();
    const form = admin.getByRole('dialog').getByTestId('profile-form');
    await form.getByLabel('Ciudad').fill('Mendoza');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await toast(admin, 'Cambios guardados.').waitFor();
    await admin.getByRole('dialog').waitFor({ state: 'detached' });
    await admin.getByTestId('user-profile').getByText('Mendoza').waitFor();
    await admin.reload();
    await admin.getByTestId('user-profile').getByText('Mendoza').waitFor();
    // The header still names the signed-in SU, not the edited user.
    expect(await admin.getByTestId('user-name').textContent()).not.toContain('editado');

    await admin.goto(`/admin/users/${await userIdOf(await demoToken('SU'))}`);
    await admin.getByTestId('scope-chip-SU').waitFor();
    expect(await admin.getByTestId('scope-chip-SU').getByRole('button').count()).toBe(0);

    // An academic admin may not update users: no edit button.
    const academic = await newDemoPage(browser, 'ACADEMIC_ADMIN');
    await openUserFromList(academic, account.email);
    await academic.getByTestId('user-profile').getByText('Mendoza').waitFor();
    expect(await academic.getByRole('button', { name: 'Editar datos' }).count()).toBe(0);
  });

  it('returns to the users list kept in rToGo, with its filters usable', async () => {
    const page = await browser.newPage();
    await signInOnTheWayTo(page, '/admin/users', 'SU');
    await page.getByRole('combobox', { name: 'Roles', exact: true }).click();
    await page.getByRole('option', { name: 'Docente', exact: true }).click();
    const table = page.getByRole('table');
    await table.getByText('teacher@demo.catedra.ar').waitFor();
    await table.getByText('student@demo.catedra.ar').waitFor({ state: 'detached' });
  });

  it('refuses the admin panel to a student', async () => {
    const page = await browser.newPage();
    await signIn(page, 'STUDENT');
    await page.waitForURL(`${webUrl()}/me`);
    for (const path of ['/admin', '/admin/users', '/admin/dev-mailbox']) {
      await page.goto(path);
      await page.waitForURL(`${webUrl()}/`);
      expect(await page.getByTestId('admin-navbar').count(), path).toBe(0);
    }
  });

  it('shows the dev mailbox to SU only', async () => {
    const page = await browser.newPage();
    await signIn(page, 'ACADEMIC_ADMIN');
    await page.waitForURL('**/admin');
    await page.getByTestId('admin-menu-users').waitFor();
    expect(await page.getByTestId('admin-menu-devMailbox').count()).toBe(0);
  });

  it('explains an empty dev mailbox when the API sends real e-mail (404)', async () => {
    const page = await browser.newPage();
    // The stack under test has no SMTP: answer as an API with SMTP configured would.
    await answerWithProblem(page, /\/dev\/mailbox/, {
      status: 404,
      code: 'NOT_FOUND',
      title: 'No encontrado',
    });
    await signIn(page, 'SU');
    await page.waitForURL('**/admin');
    await page.goto('/admin/dev-mailbox');
    await page.getByTestId('mailbox-smtp').getByText('El correo sale por SMTP').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
  });
});
