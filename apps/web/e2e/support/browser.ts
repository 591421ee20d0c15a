/**
 * Browser fixtures for the e2e tests: one Chromium per test file, a fresh context (cookies,
 * storage) per test, and the few steps every test needs (sign in through the form, wait for
 * a toast or for the API's answer). Test data comes from fixtures.ts.
 */
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
  type Response,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import type { GeoMode } from './fake-geolocation';

export const DEMO_PASSWORD = 'demo1234';
export const demoEmail = (scope: string) => `${scope.toLowerCase().replaceAll('_', '-')}@demo.catedra.ar`;

export const webUrl = () => inject('webUrl');
export const apiUrl = () => inject('apiUrl');

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Registers the hooks of a test file and hands out pages in fresh contexts. */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
    });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    async newPage(
      options: { colorScheme?: 'light' | 'dark'; width?: number; height?: number } = {},
    ): Promise<Page> {
      const context = await browser.newContext({
        baseURL: webUrl(),
        locale: 'es-AR',
        viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
        colorScheme: options.colorScheme ?? 'light',
      });
      contexts.push(context);
      return waitingForHydration(await context.newPage());
    },
  };
}

/**
 * Makes `page.goto` and `page.reload` return only once React has hydrated the page (the root
 * layout sets `data-hydrated` on <html>): a click on server-rendered HTML before that would
 * be a plain document navigation or lost, and the test would check the wrong thing on a slow
 * machine.
 */
function waitingForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    return response;
  };
  return page;
}

/** Chooses what the fake geolocation service answers from now on. */
export async function setGeolocation(mode: GeoMode): Promise<void> {
  const response = await fetch(inject('geoControlUrl'), { method: 'POST', body: JSON.stringify(mode) });
  if (!response.ok) throw new Error(`fake geolocation: ${response.status}`);
}

/** Signs in through the form and waits until the page left /login. */
export async function signIn(page: Page, scope: string, password = DEMO_PASSWORD): Promise<void> {
  await signInWithEmail(page, demoEmail(scope), password);
}

/**
 * Opens a staff `path` signed out: the page sends the visitor to sign in, `scope` signs in and
 * is brought back to the path (kept in rToGo).
 */
export async function signInOnTheWayTo(page: Page, path: string, scope: string): Promise<void> {
  await page.goto(path);
  await page.waitForURL('**/login');
  await signIn(page, scope);
  await page.waitForURL(`**${path}`);
}

/** Signs in any account (one created by the test) through the form. */
export async function signInWithEmail(page: Page, email: string, password: string): Promise<void> {
  if (!new URL(page.url(), webUrl()).pathname.startsWith('/login')) await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.locator('form').getByRole('button', { name: 'Ingresar', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * The API's answer to a GET of `path` whose query holds these values: what a list asks once
 * the pause after typing a filter is over. Start waiting before the action that causes it.
 */
export function apiAnswer(page: Page, path: string, query: Record<string, string> = {}): Promise<Response> {
  const api = new URL(apiUrl());
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      response.request().method() === 'GET' &&
      url.origin === api.origin &&
      url.pathname === path &&
      Object.entries(query).every(([name, value]) => url.searchParams.get(name) === value)
    );
  });
}

/**
 * Makes the API answer the calls whose URL matches `url` with a problem+json of `status`
 * (a failure the stack under test cannot produce by itself), readable by the web's origin.
 */
export function answerWithProblem(
  page: Page,
  url: string | RegExp,
  problem: { status: number; title: string; code?: string },
) {
  return page.route(url, (route) =>
    route.fulfill({
      status: problem.status,
      contentType: 'application/problem+json',
      headers: { 'Access-Control-Allow-Origin': webUrl() },
      body: JSON.stringify(problem),
    }),
  );
}

/**
 * Types each value into the field with that label inside `scope` (a page, a form, a dialog),
 * in the order given, as a person filling the form would.
 */
export async function fillByLabel(scope: Page | Locator, fields: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) await scope.getByLabel(label).fill(value);
}

export function toast(page: Page, text: string) {
  return page.locator('.Toastify__toast').filter({ hasText: text });
}

/** Waits until the header shows the signed-in user. */
export async function waitForUser(page: Page): Promise<void> {
  await page.getByTestId('user-menu').waitFor();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
}

/** Collects the page's CSP violations, as the browser reports them to the page and console. */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
      violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation(text: string): void }).reportViolation;
      report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

/**
 * Pays the open checkout with the sandbox vendor and the decision given, and, once the sandbox
 * shows it recorded (as a person reads it before going back), comes back to the checkout, which
 * shows that outcome. Clicking back at once could land while the confirmation pushes the button
 * down, and miss it.
 */
export async function decideInSandbox(page: Page, decision: 'approved' | 'rejected'): Promise<void> {
  const checkoutUrl = page.url();
  const status = decision.toUpperCase();
  await page.getByTestId('pay-with-sandbox').click();
  await page.waitForURL('**/checkout/sandbox/**');
  await page.getByTestId(`sandbox-${decision}`).click();
  await page.locator(`[data-testid="sandbox-status"][data-status="${status}"]`).waitFor();
  await page.getByTestId('sandbox-back').click();
  await page.waitForURL(checkoutUrl);
  await page.locator(`[data-testid="checkout-outcome"][data-status="${status}"]`).waitFor();
}

/** Pays the checkout a "Pagar ahora" opened, with the sandbox vendor: approved (`decideInSandbox`). */
export async function payInSandbox(page: Page): Promise<void> {
  await page.waitForURL('**/checkout/**');
  await decideInSandbox(page, 'approved');
}
