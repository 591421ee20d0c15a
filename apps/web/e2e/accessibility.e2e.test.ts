/**
 * Accessibility (issue 9, item 11): axe-core finds no serious or critical WCAG A/AA
 * violation on the public pages, the student area (its profile too) and three admin lists, and every page
 * starts with a skip link to its content.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { newDemoPage, signedInAsDemo } from './support/fixtures';

const PUBLIC_PAGES = [
  '/',
  '/about',
  '/terms',
  '/teachers',
  '/jobs',
  '/refund',
  '/login',
  '/signup',
  '/recover',
];

const ADMIN_LISTS = ['/admin/users', '/admin/courses', '/admin/certificates'];

/** The page has rendered its content: its main heading, and a list's first row once loaded. */
async function contentShown(page: Page, options: { list?: boolean } = {}) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  if (options.list) await page.getByRole('table').getByRole('row').nth(1).waitFor();
}

describe('accessibility', () => {
  const browser = useBrowser();

  it.each(PUBLIC_PAGES)('%s has no serious or critical violation', async (path) => {
    const page = await browser.newPage();
    await page.goto(path);
    await contentShown(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the catalogue page of a course has no serious or critical violation', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.locator('a[href^="/courses/"]').first().click();
    await page.waitForURL('**/courses/**');
    await contentShown(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('/me has no serious or critical violation', async () => {
    const page = await newDemoPage(browser, 'STUDENT');
    await page.goto('/me');
    await page.getByTestId('my-course').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('/me/profile, with its security forms, has no serious or critical violation', async () => {
    const page = await newDemoPage(browser, 'STUDENT');
    await page.goto('/me/profile');
    await page.getByTestId('security').waitFor();
    await page.getByTestId('resume-basics').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it.each(ADMIN_LISTS)('%s has no serious or critical violation', async (path) => {
    const page = await newDemoPage(browser, 'SU');
    await page.goto(path);
    await contentShown(page, { list: true });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('names the pagination arrows in Spanish', async () => {
    const page = await newDemoPage(browser, 'SU');
    await page.goto('/admin/users?size=10');
    await contentShown(page, { list: true });
    await page.getByRole('button', { name: 'Página siguiente' }).waitFor();
    await page.getByRole('button', { name: 'Página anterior' }).waitFor();
  });

  it.each([
    { path: '/about', signedIn: false },
    { path: '/admin/users', signedIn: true },
  ])(
    'the first Tab on $path reaches "Saltar al contenido", which moves to the content',
    async ({ path, signedIn }) => {
      const page = await browser.newPage();
      if (signedIn) await signedInAsDemo(page, 'SU');
      await page.goto(path);
      await contentShown(page);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Saltar al contenido' });
      await expect.poll(() => skip.evaluate((link) => link === document.activeElement)).toBe(true);
      expect(await skip.isVisible()).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('contenido');
    },
  );
});
