/** Theme, mini menu and display currency (specification sections 4 and 9). */
import { afterAll, describe, expect, it } from 'vitest';
import { setGeolocation, signIn, useBrowser } from './support/browser';

/** The geolocation lookup the page makes (the fake service's address, global-setup.ts). */
const GEOLOCATION = /\/json\/$/;

describe('preferences', () => {
  const browser = useBrowser();
  afterAll(() => setGeolocation({ country: 'AR' }));

  it('keeps the theme in localStorage "theme" across reloads', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const scheme = () => page.evaluate(() => document.documentElement.dataset.mantineColorScheme);
    expect(await scheme()).toBe('light');
    await page.getByTestId('theme-toggle').click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    expect(await scheme()).toBe('dark');
    await page.reload();
    expect(await scheme()).toBe('dark');
    await page.getByTestId('theme-toggle').click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    expect(await scheme()).toBe('light');
  });

  it('keeps the mini menu in localStorage "miniMenu" across reloads', async () => {
    const page = await browser.newPage();
    await signIn(page, 'SU');
    await page.waitForURL('**/admin');
    const navbar = page.getByTestId('admin-navbar');
    await navbar.getByText('Usuarios').waitFor();
    expect(await navbar.getAttribute('data-mini')).toBe('false');

    await page.getByTestId('mini-menu-toggle').click();
    expect(await page.evaluate(() => localStorage.getItem('miniMenu'))).toBe('true');
    await navbar.getByText('Usuarios').waitFor({ state: 'detached' });

    await page.reload();
    await page.getByTestId('admin-profile').waitFor();
    expect(await navbar.getAttribute('data-mini')).toBe('true');
    expect(await navbar.getByText('Usuarios').count()).toBe(0);

    await page.getByTestId('mini-menu-toggle').click();
    expect(await page.evaluate(() => localStorage.getItem('miniMenu'))).toBe('false');
    await navbar.getByText('Usuarios').waitFor();
  });

  describe('display currency', () => {
    const value = (page: import('playwright-core').Page) => page.getByTestId('currency-value').textContent();
    /** The session's own value behind the selector ('EU' until chosen, as the specification says). */
    const sessionValue = (page: import('playwright-core').Page) =>
      page.getByTestId('currency-selector').getAttribute('data-value');

    it("starts at 'EU' and becomes ARS when the visitor is in Argentina", async () => {
      await setGeolocation({ country: 'AR' });
      const page = await browser.newPage();
      // Hold the lookup until the page has been seen without it.
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let asked = () => {};
      const lookupStarted = new Promise<void>((resolve) => {
        asked = resolve;
      });
      await page.route(GEOLOCATION, async (route) => {
        asked();
        await released;
        await route.continue();
      });
      await page.goto('/');
      await lookupStarted;
      // 'EU' is "not chosen yet": the selector says "Moneda", never "EU" as if it were a currency.
      expect(await sessionValue(page)).toBe('EU');
      expect(await value(page)).toBe('Moneda');
      expect(await page.getByTestId('currency-selector').getAttribute('aria-label')).toBe('Elegir moneda');
      release();
      await page.getByTestId('currency-value').getByText('ARS').waitFor();
    });

    it('becomes USD anywhere else', async () => {
      await setGeolocation({ country: 'UY' });
      const page = await browser.newPage();
      await page.goto('/');
      await page.getByTestId('currency-value').getByText('USD').waitFor();
    });

    it("stays 'EU' when the geolocation fails, until the user picks a currency", async () => {
      await setGeolocation({ fail: true });
      const page = await browser.newPage();
      const answered = page.waitForResponse(GEOLOCATION);
      await page.goto('/');
      const failure = await answered;
      expect(failure.status()).toBe(500);
      // The page read the whole failed answer (and ignored it) before the currency is checked.
      await failure.finished();
      expect(await sessionValue(page)).toBe('EU');
      expect(await value(page)).toBe('Moneda');

      await page.getByTestId('currency-selector').click();
      await page.getByTestId('currency-option-USD').click();
      await page.getByTestId('currency-value').getByText('USD', { exact: true }).waitFor();
      await page.getByTestId('currency-selector').click();
      await page.getByTestId('currency-option-ARS').click();
      await page.getByTestId('currency-value').getByText('ARS', { exact: true }).waitFor();
    });

    it('keeps the person’s choice across reloads, over the geolocation', async () => {
      await setGeolocation({ country: 'AR' });
      const page = await browser.newPage();
      await page.goto('/');
      await page.getByTestId('currency-value').getByText('ARS', { exact: true }).waitFor();
      await page.getByTestId('currency-selector').click();
      await page.getByTestId('currency-option-USD').click();
      await page.getByTestId('currency-value').getByText('USD', { exact: true }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('userCurrency'))).toBe('USD');

      const answered = page.waitForResponse(GEOLOCATION);
      await page.reload();
      await (await answered).finished();
      await page.getByTestId('currency-value').getByText('USD', { exact: true }).waitFor();
      expect(await sessionValue(page)).toBe('USD');
    });
  });
});
