/** The public pages, the brand title and the informational-page skeleton. */
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { INFORMATION_PAGES } from './support/public-pages';

declare global {
  interface Window {
    __skeletonTimes: { arrived?: number; hidden?: number };
  }
}

/** A common phone's width in CSS pixels: nothing may need sideways scrolling there. */
const PHONE_WIDTH = 390;

describe('public pages', () => {
  const browser = useBrowser();

  it.each(INFORMATION_PAGES)('$path renders its content under the brand title', async ({ path, heading }) => {
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
    // Notes when the page arrives at /about and when the skeleton leaves, on the page's clock.
    await page.evaluate(() => {
      const times: { arrived?: number; hidden?: number } = {};
      window.__skeletonTimes = times;
      let seen = false;
      new MutationObserver(() => {
        const now = performance.now();
        if (location.pathname === '/about') times.arrived ??= now;
        const shown = document.querySelector('[data-testid="page-skeleton"]') !== null;
        if (shown) seen = true;
        else if (seen && times.arrived !== undefined) times.hidden ??= now;
      }).observe(document.body, { childList: true, subtree: true });
    });

    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Sobre nosotros' })
      .click();
    await skeleton.waitFor({ state: 'visible' });
    await page.waitForURL('**/about');
    await skeleton.waitFor({ state: 'detached' });
    // Timed by the page itself, so a busy test process cannot shorten or stretch the gap.
    const { arrived, hidden } = await page.evaluate(() => window.__skeletonTimes);
    expect(hidden! - arrived!).toBeGreaterThanOrEqual(600);
    expect(hidden! - arrived!).toBeLessThan(2_000);
    await page.getByRole('heading', { level: 1, name: INFORMATION_PAGES[1]!.heading }).waitFor();
  });

  it('does not show the skeleton for other navigations', async () => {
    const page = await browser.newPage();
    await page.goto('/about');
    await page.getByRole('link', { name: 'Ingresar' }).first().click();
    await page.waitForURL('**/login');
    await page.getByLabel('E-mail').waitFor();
    expect(await page.getByTestId('page-skeleton').count()).toBe(0);
  });

  it('fits every public page on a 390 px wide phone, without sideways scrolling', async () => {
    const page = await browser.newPage({ width: PHONE_WIDTH, height: 844 });
    for (const { path, heading } of INFORMATION_PAGES) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // The home page's catalogue loads in the browser: measure with its cards on screen.
      if (path === '/') await page.getByRole('link', { name: 'Ver el curso' }).first().waitFor();
      const widths = await page.evaluate(() => ({
        content: document.documentElement.scrollWidth,
        viewport: document.documentElement.clientWidth,
      }));
      expect(widths.content, path).toBeLessThanOrEqual(widths.viewport);
      // The main navigation folds into a menu button on a phone.
      expect(await page.getByRole('button', { name: 'Abrir el menú' }).isVisible(), path).toBe(true);
    }
  });
});
