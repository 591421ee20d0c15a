/**
 * Browser fixtures for the e2e tests: one Chromium per test file, a fresh context (cookies,
 * storage) per test, and the few steps every test needs (sign in, wait for a toast).
 */
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
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
 * Makes `page.goto` return only once React has hydrated the page (the root layout sets
 * `data-hydrated` on <html>): a click on server-rendered HTML before that would be a plain
 * document navigation, and the test would check the wrong thing on a slow machine.
 */
function waitingForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
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

/** Signs in any account (one created by the test) through the form. */
export async function signInWithEmail(page: Page, email: string, password: string): Promise<void> {
  if (!new URL(page.url(), webUrl()).pathname.startsWith('/login')) await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.locator('form').getByRole('button', { name: 'Ingresar', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** A token straight from the API, for tests that plant cookies themselves. */
export async function apiToken(scope: string): Promise<string> {
  const response = await fetch(`${apiUrl()}/users/sessions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: demoEmail(scope), password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`signin ${scope}: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** One API call with a token; anything but 2xx fails the test with the problem body. */
export async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${apiUrl()}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A fresh BASIC account made through the API's self sign-up, so a test can change it
 * (password, scopes, profile) without touching the shared demo accounts.
 */
export async function createAccount(
  label: string,
): Promise<{ id: string; email: string; password: string; firstName: string; lastName: string }> {
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.catedra.ar`;
  const account = { email, password: 'clave-de-prueba-1', firstName: 'Prueba', lastName: label };
  const response = await fetch(`${apiUrl()}/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (response.status !== 201) throw new Error(`createUser ${label}: ${response.status}`);
  return { ...account, id: ((await response.json()) as { id: string }).id };
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
