#!/usr/bin/env node
/**
 * Counts the API calls one page makes as it opens: signs a demo account in through the
 * form, opens the page, waits until the network is quiet and prints each call with how many
 * times it was made. Used to check that a page fetches every call once (issue 7).
 *
 *   node apps/web/scripts/count-requests.mjs [path=/admin/courses] [scope=ACADEMIC_ADMIN] [menu entry]
 *
 * With a menu entry (`courses`) the page is reached from /admin through the side menu,
 * as a client-side navigation, else it is loaded from the server. The browser's CORS
 * preflights (OPTIONS) are not counted here: the API's log shows them.
 *
 * Environment: WEB_URL (http://localhost:3000), API_URL (http://localhost:5001),
 * CHROMIUM_PATH (/usr/bin/chromium).
 */
import { chromium } from 'playwright-core';

const [pagePath = '/admin/courses', scope = 'ACADEMIC_ADMIN', via] = process.argv.slice(2);
const webUrl = process.env.WEB_URL ?? 'http://localhost:3000';
const apiUrl = process.env.API_URL ?? 'http://localhost:5001';
const QUIET_MS = 3000;
const email = `${scope.toLowerCase().replaceAll('_', '-')}@demo.catedra.ar`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage({ baseURL: webUrl });
  await page.goto('/login');
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Contraseña').fill('demo1234');
  await page.locator('form').getByRole('button', { name: 'Ingresar', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.getByTestId('user-menu').waitFor();

  const calls = [];
  let lastActivity = Date.now();
  // Quiet for QUIET_MS: the page has made every call it makes on opening (the user loads
  // 400 ms after the token, so "load" alone is too early).
  const waitForQuiet = async () => {
    while (Date.now() - lastActivity < QUIET_MS) await new Promise((resolve) => setTimeout(resolve, 100));
  };
  page.on('request', (request) => {
    lastActivity = Date.now();
    if (request.url().startsWith(apiUrl))
      calls.push(`${request.method()} ${request.url().slice(apiUrl.length)}`);
  });
  page.on('requestfinished', () => {
    lastActivity = Date.now();
  });
  if (via) {
    // Arrive as a person does, from the admin panel's menu (a client-side navigation).
    await page.goto('/admin');
    await page.getByTestId(`admin-menu-${via}`).waitFor();
    await waitForQuiet();
    calls.length = 0;
    await page.getByTestId(`admin-menu-${via}`).click();
    await page.waitForURL(`**${pagePath}`);
  } else {
    await page.goto(pagePath);
    await page.waitForSelector('html[data-hydrated="true"]');
  }
  await waitForQuiet();

  const counts = new Map();
  for (const call of calls) counts.set(call, (counts.get(call) ?? 0) + 1);
  for (const [call, count] of counts) console.log(`${count}× ${call}`);
  console.log(`${calls.length} requests, ${counts.size} distinct`);
} finally {
  await browser.close();
}
