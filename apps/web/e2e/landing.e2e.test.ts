/**
 * Signed-in people land where they work (issue 9, item 8) and the sign-in form follows the
 * session rules (item 1): a failed POST /api/auth ends the session by the specification, an
 * unreachable API is said in Spanish.
 */
import { describe, expect, it } from 'vitest';
import { apiUrl, signInOnTheWayTo, toast, useBrowser, waitForUser, webUrl } from './support/browser';
import { describeWithData, newDemoPage, signedInAs } from './support/fixtures';

describeWithData('where signed-in people land', ({ browser, data }) => {
  it('sends a signed-in person who opens /login to his own area', async () => {
    const student = await newDemoPage(browser, 'STUDENT');
    await student.goto('/login');
    await student.waitForURL(`${webUrl()}/me`);

    const staff = await newDemoPage(browser, 'ACADEMIC_ADMIN');
    await staff.goto('/login');
    await staff.waitForURL(`${webUrl()}/admin`);
  });

  it('leads the home page’s main button to the person’s area', async () => {
    const visitor = await browser.newPage();
    await visitor.goto('/');
    const visitorAction = visitor.getByTestId('home-primary-action');
    expect(await visitorAction.getAttribute('href')).toBe('/login');

    const student = await newDemoPage(browser, 'STUDENT');
    await student.goto('/');
    await waitForUser(student);
    const action = student.getByTestId('home-primary-action');
    await action.getByText('Ir a mis cursos').waitFor();
    await action.click();
    await student.waitForURL(`${webUrl()}/me`);

    const staff = await newDemoPage(browser, 'SU');
    await staff.goto('/');
    await staff.getByTestId('home-primary-action').getByText('Ir al panel de gestión').waitFor();
    expect(await staff.getByTestId('home-primary-action').getAttribute('href')).toBe('/admin');
  });

  it('offers "Crear cuenta" to visitors and "Mis cursos" to students in the header', async () => {
    const visitor = await browser.newPage();
    await visitor.goto('/about');
    await visitor.getByRole('banner').getByRole('link', { name: 'Crear cuenta' }).click();
    await visitor.waitForURL('**/signup');

    const student = await newDemoPage(browser, 'STUDENT');
    await student.goto('/about');
    await waitForUser(student);
    expect(await student.getByRole('banner').getByRole('link', { name: 'Crear cuenta' }).count()).toBe(0);
    await student.getByRole('banner').getByRole('link', { name: 'Mis cursos' }).click();
    await student.waitForURL(`${webUrl()}/me`);
  });

  it('links an empty student area to the catalogue', async () => {
    const account = await data.createAccount('sin-cursos');
    const page = await browser.newPage();
    await signedInAs(page, account);
    await page.goto('/me');
    const empty = page.getByTestId('my-courses-empty');
    await empty.getByText('Todavía no tenés inscripciones en ningún curso.').waitFor();
    await empty.getByRole('link', { name: 'Ver los cursos disponibles' }).click();
    await page.waitForURL(`${webUrl()}/#catalogo`);
    await page.getByTestId('catalogue').getByTestId('course-card').first().waitFor();
  });
});

describe('the sign-in form and the session rules', () => {
  const browser = useBrowser();

  it('ends the session by the specification when POST /api/auth fails during sign-in', async () => {
    const page = await browser.newPage();
    await page.route('**/api/auth', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('student@demo.catedra.ar');
    await page.getByLabel('Contraseña').fill('demo1234');
    await page.locator('form').getByRole('button', { name: 'Ingresar' }).click();
    await toast(page, 'Sesión finalizada por error').waitFor();
    await page.waitForURL(`${webUrl()}/`);
    expect(await page.getByTestId('login-error').count()).toBe(0);
  });

  it('says in Spanish that the API cannot be reached, not that the credentials are wrong', async () => {
    const page = await browser.newPage();
    await page.route(`${apiUrl().replace(/\/$/, '')}/users/sessions`, (route) =>
      route.abort('connectionrefused'),
    );
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('student@demo.catedra.ar');
    await page.getByLabel('Contraseña').fill('demo1234');
    await page.locator('form').getByRole('button', { name: 'Ingresar' }).click();
    const error = page.getByTestId('login-error');
    await error
      .getByText('No pudimos conectarnos con Cátedra. Revisá tu conexión y volvé a intentar.')
      .waitFor();
    expect(await error.textContent()).not.toMatch(/incorrect/i);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('keeps the return to rToGo for staff over their own area', async () => {
    const page = await browser.newPage();
    await signInOnTheWayTo(page, '/admin/users', 'SU');
  });
});
