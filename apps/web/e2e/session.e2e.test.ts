/** The session rules of the specification (sections 2, 4 and 8), in a real browser. */
import { describe, expect, it } from 'vitest';
import {
  answerWithProblem,
  signIn,
  signOut,
  toast,
  useBrowser,
  waitForUser,
  webUrl,
} from './support/browser';
import { demoToken } from './support/fixtures';

const GOODBYE = '¡Volvé pronto! Te esperamos 😀';
const ENDED_BY_ERROR = 'Sesión finalizada por error';
const USER_LOAD_FAILED = 'App: Error obteniendo informacion';

describe('session', () => {
  const browser = useBrowser();

  it('signs staff in and takes them to the admin panel, showing who they are', async () => {
    const page = await browser.newPage();
    await signIn(page, 'SU');
    await page.waitForURL('**/admin');
    await page.getByTestId('admin-profile').getByText('su@demo.catedra.ar').waitFor();
    await page.getByTestId('admin-scopes').getByText('Superusuario').waitFor();
    expect(await page.getByTestId('admin-menu-users').getAttribute('data-disabled')).toBeNull();
    expect(await page.getByTestId('admin-menu-courses').getAttribute('data-disabled')).toBeNull();
    expect(await page.getByTestId('admin-menu-leads').getAttribute('data-disabled')).toBeNull();
    expect(await page.getByTestId('admin-menu-reports').getAttribute('data-disabled')).toBeNull();
    expect(await page.title()).toBe('Cátedra');
  });

  it('signs a student in and takes them to their courses (/me), without a panel link', async () => {
    const page = await browser.newPage();
    await signIn(page, 'STUDENT');
    await page.waitForURL(`${webUrl()}/me`);
    await waitForUser(page);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Panel de gestión' }).count()).toBe(0);
  });

  it('tells wrong credentials and empty fields apart, in Spanish', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await page.locator('form').getByRole('button', { name: 'Ingresar' }).click();
    await page.getByText('Ingresá tu e-mail.').waitFor();
    await page.getByText('Ingresá tu contraseña.').waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'email');
    await page.getByLabel('E-mail').fill('su@demo.catedra.ar');
    await page.getByLabel('Contraseña').fill('not-the-password');
    await page.locator('form').getByRole('button', { name: 'Ingresar' }).click();
    await page.getByTestId('login-error').getByText('E-mail o contraseña incorrectos.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('keeps an admin path opened without a token in rToGo and returns there after sign-in', async () => {
    const page = await browser.newPage();
    await page.goto('/admin/payments?page=2');
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => sessionStorage.getItem('rToGo'))).toBe('/admin/payments?page=2');
    await signIn(page, 'SU');
    await page.waitForURL('**/admin/payments?page=2');
    await page.getByTestId('payments-table').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('rToGo'))).toBeNull();
  });

  it('says goodbye on logout and sends the user to /', async () => {
    const page = await browser.newPage();
    await signIn(page, 'SU');
    await page.waitForURL('**/admin');
    await page.getByTestId('admin-profile').waitFor();
    await signOut(page);
    await toast(page, GOODBYE).waitFor();
    await page.waitForURL(`${webUrl()}/`);
    await page.getByRole('link', { name: 'Ingresar' }).first().waitFor();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'catedra_token')).toBeUndefined();
    expect(await page.evaluate(() => sessionStorage.getItem('rToGo'))).toBeNull();
  });

  it('stays on a checkout path on logout, still saying goodbye', async () => {
    const page = await browser.newPage();
    await signIn(page, 'STUDENT');
    await page.goto('/checkout/pl_7f3a9c');
    await waitForUser(page);
    await signOut(page);
    await toast(page, GOODBYE).waitFor();
    await page.getByRole('link', { name: 'Ingresar' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/checkout/pl_7f3a9c');
  });

  it('ends a session whose cookie holds an invalid token, with an error toast and a redirect to /', async () => {
    const page = await browser.newPage();
    await page.context().addCookies([{ name: 'catedra_token', value: 'not-a-real-token', url: webUrl() }]);
    await page.goto('/about');
    await toast(page, ENDED_BY_ERROR).waitFor();
    await page.waitForURL(`${webUrl()}/`);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'catedra_token')).toBeUndefined();
  });

  it('reads a cookie with a "Bearer " prefix', async () => {
    const page = await browser.newPage();
    const token = await demoToken('SU');
    await page
      .context()
      .addCookies([{ name: 'catedra_token', value: encodeURIComponent(`Bearer ${token}`), url: webUrl() }]);
    await page.goto('/admin');
    await page.getByTestId('admin-profile').getByText('su@demo.catedra.ar').waitFor();
  });

  it('waits 400 ms between parsing the token and fetching the user', async () => {
    const page = await browser.newPage();
    // The browser's own clock (request timings), so a busy test process cannot shorten the gap.
    const tokenAnswered: number[] = [];
    let userAsked: number | undefined;
    page.on('requestfinished', (request) => {
      if (!request.url().endsWith('/users/token')) return;
      const timing = request.timing();
      tokenAnswered.push(timing.startTime + timing.responseEnd);
    });
    page.on('request', (request) => {
      if (/\/users\/[0-9a-f-]{36}$/.test(request.url())) userAsked ??= request.timing().startTime;
    });
    await signIn(page, 'SU');
    await page.getByTestId('admin-profile').waitFor();
    const parsed = Math.max(...tokenAnswered.filter((time) => time <= userAsked!));
    expect(userAsked! - parsed).toBeGreaterThanOrEqual(380);
  });

  it('sends a signed-in user without admin panel access from /admin to /', async () => {
    const page = await browser.newPage();
    await signIn(page, 'STUDENT');
    await waitForUser(page);
    await page.goto('/admin');
    await page.waitForURL(`${webUrl()}/`);
    await waitForUser(page);
    expect(await page.evaluate(() => sessionStorage.getItem('rToGo'))).toBeNull();
  });

  it('also keeps SELLER_EXTERNAL (no admin panel scope) out of the panel', async () => {
    const page = await browser.newPage();
    await signIn(page, 'SELLER_EXTERNAL');
    // A seller without the panel lands in his sales area (issue 19), not the student area.
    await page.waitForURL(`${webUrl()}/ventas`);
    await page.goto('/admin');
    await page.waitForURL(`${webUrl()}/`);
  });

  it('shows "App: Error obteniendo informacion" when the user cannot be fetched', async () => {
    const page = await browser.newPage();
    await answerWithProblem(page, /\/users\/[0-9a-f-]{36}$/, { status: 500, title: 'Internal Server Error' });
    await signIn(page, 'SU');
    await toast(page, USER_LOAD_FAILED).waitFor();
    await page.getByTestId('admin-load-error').waitFor();
  });
});
