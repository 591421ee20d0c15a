/**
 * The picture tours of `npm run screenshots`: full-page PNGs of every screen in both themes,
 * for a person to look at. They assert nothing, so they are not part of `npm test`.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import type { useBrowser } from './browser';

export type ColorScheme = 'light' | 'dark';
export const COLOR_SCHEMES: readonly ColorScheme[] = ['light', 'dark'];

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The folder the PNGs go to: SCREENSHOTS_DIR, else `screenshots/` at the repository's root. */
export function screenshotsDir(): string {
  const dir = path.resolve(repoRoot, process.env.SCREENSHOTS_DIR ?? 'screenshots');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * A page whose theme is `scheme`: the app keeps the theme in localStorage "theme", which
 * must be set on the origin before the page that is pictured loads.
 */
export async function themedPage(browser: ReturnType<typeof useBrowser>, scheme: ColorScheme): Promise<Page> {
  const page = await browser.newPage({ colorScheme: scheme });
  await page.goto('/about');
  await page.evaluate((value) => localStorage.setItem('theme', value), scheme);
  return page;
}

/**
 * Takes the picture once what it shows is ready: web fonts and images loaded; CSS
 * transitions (a dialog opening) are finished by Playwright rather than waited for.
 */
export async function shoot(page: Page, name: string, scheme: ColorScheme, target?: Locator): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  const file = path.join(screenshotsDir(), `${name}-${scheme}.png`);
  if (target) await target.screenshot({ path: file, animations: 'disabled' });
  else await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
}

/** Pictures the open dialog, then closes it (Escape) and waits until it is gone. */
export async function shootDialog(page: Page, name: string, scheme: ColorScheme): Promise<void> {
  await page.getByRole('dialog').waitFor();
  await shoot(page, name, scheme);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}
