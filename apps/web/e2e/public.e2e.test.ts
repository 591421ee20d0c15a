/** The public pages, the brand title and the informational-page skeleton. */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';

const PAGES = [
  { path: '/', heading: 'Aprendé en vivo, con docentes que trabajan en lo que enseñan' },
  { path: '/about', heading: 'Una academia online hecha para cursar en serio' },
  { path: '/terms', heading: 'Términos y condiciones' },
  { path: '/teachers', heading: 'Cómo se enseña en Cátedra' },
  { path: '/jobs', heading: 'Sumate al equipo de Cátedra' },
  { path: '/refund', heading: 'Política de reembolsos' },
];

/** Where the screenshots for a visual check go (not asserted on). */
const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp/catedra-e2e-shots';

describe('public pages', () => {
  const browser = useBrowser();

  it.each(PAGES)('$path renders its content under the brand title', async ({ path, heading }) => {
    const page = await browser.newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Cátedra');
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    const text = await page.locator('main').textContent();
    expect(text).not.toMatch(/lorem|ipsum/i);
  });

  it('answers 404 inside the site frame for an unknown path', async () => {
    const page = await browser.newPage();
    const response = await page.goto('/no-existe');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'No encontramos esta página' }).waitFor();
  });

  it('shows the skeleton while navigating to an informational page and hides it ~800 ms later', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page
      .getByTestId('user-menu')
      .or(page.getByRole('link', { name: 'Ingresar' }).first())
      .waitFor();
    const skeleton = page.getByTestId('page-skeleton');
    expect(await skeleton.count()).toBe(0);

    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Sobre nosotros' })
      .click();
    await skeleton.waitFor({ state: 'visible' });
    await page.waitForURL('**/about');
    const arrived = Date.now();
    await skeleton.waitFor({ state: 'detached' });
    const hiddenAfter = Date.now() - arrived;
    expect(hiddenAfter).toBeGreaterThanOrEqual(600);
    expect(hiddenAfter).toBeLessThan(2_000);
    await page.getByRole('heading', { level: 1, name: PAGES[1]!.heading }).waitFor();
  });

  it('does not show the skeleton for other navigations', async () => {
    const page = await browser.newPage();
    await page.goto('/about');
    await page.getByRole('link', { name: 'Ingresar' }).first().click();
    await page.waitForURL('**/login');
    await page.getByLabel('E-mail').waitFor();
    expect(await page.getByTestId('page-skeleton').count()).toBe(0);
  });

  it('takes screenshots of every page in both themes', async () => {
    mkdirSync(SHOTS, { recursive: true });
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await browser.newPage({ colorScheme });
      await page.goto('/');
      await page.evaluate((scheme) => localStorage.setItem('theme', scheme), colorScheme);
      for (const { path } of [...PAGES, { path: '/login' }, { path: '/checkout/pl_7f3a9c' }]) {
        await page.goto(path);
        await page.locator('main').waitFor();
        const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
        await page.screenshot({ path: `${SHOTS}/${name}-${colorScheme}.png`, fullPage: true });
      }
    }
  });
});
