/** Pictures of the public pages, in both themes (`npm run screenshots`). */
import { describe, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { COLOR_SCHEMES, shoot, themedPage } from '../support/screenshots';

const PATHS = ['/', '/about', '/terms', '/teachers', '/jobs', '/refund', '/login', '/checkout/pl_7f3a9c'];

describe('public pages', () => {
  const browser = useBrowser();

  it.each(COLOR_SCHEMES)('every public page, %s theme', async (scheme) => {
    const page = await themedPage(browser, scheme);
    for (const path of PATHS) {
      await page.goto(path);
      await page.getByRole('main').waitFor();
      // The home page's catalogue loads in the browser.
      if (path === '/') await page.getByRole('link', { name: 'Ver el curso' }).first().waitFor();
      await shoot(page, path === '/' ? 'home' : path.slice(1).replaceAll('/', '-'), scheme);
    }
  });
});
