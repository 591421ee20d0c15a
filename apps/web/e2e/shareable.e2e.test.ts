/**
 * The public site is server-rendered and shareable (issue 9, item 5): the catalogue's cards
 * and a course's content are in the server's HTML, an unknown course answers 404, every
 * public page carries a description and Open Graph tags under the brand title, and no public
 * page loads the Markdown library (a course's Markdown is rendered by its loader, issue 18).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, webUrl } from './support/browser';
import { INFORMATION_PAGES } from './support/public-pages';

const WEB_COURSE = 'Programación Web Full Stack';
const WEB_COURSE_SLUG = 'programacion-web-full-stack';

/** The page as a search engine or a link preview gets it: the server's HTML, no JavaScript run. */
async function serverHtml(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(new URL(path, webUrl()));
  return { status: response.status, html: await response.text() };
}

/** The `content` of `<meta property|name="key">` in the page's live head. */
function metaContent(page: Page, key: string): Promise<string | null> {
  return page
    .locator(`head meta[property="${key}"], head meta[name="${key}"]`)
    .first()
    .getAttribute('content');
}

/** An option name react-markdown reads, so its minified bundle always carries it. */
const REACT_MARKDOWN_MARK = 'allowedElements';

/** The JavaScript the browser loaded for a page, from the first request until it is idle. */
async function scriptsLoadedBy(page: Page, path: string): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return Promise.all(bodies);
}

describe('a shareable public site', () => {
  const browser = useBrowser();

  it('renders the catalogue’s course cards on the server', async () => {
    const { status, html } = await serverHtml('/');
    expect(status).toBe(200);
    expect(html).toContain('data-testid="course-card"');
    expect(html).toContain(WEB_COURSE);
    expect(html).not.toContain('Cargando…');
  });

  it('renders a course’s content on the server, its description included', async () => {
    const { status, html } = await serverHtml(`/courses/${WEB_COURSE_SLUG}`);
    expect(status).toBe(200);
    expect(html).toContain(`>${WEB_COURSE}</h1>`);
    expect(html).toContain('data-testid="course-description"');
    expect(html).not.toContain('Cargando…');
  });

  it('answers 404 with a Spanish page for a course that does not exist', async () => {
    const page = await browser.newPage();
    const response = await page.goto('/courses/un-curso-que-no-existe');
    expect(response?.status()).toBe(404);
    await page
      .getByTestId('course-not-found')
      .getByRole('heading', { name: 'No encontramos este curso' })
      .waitFor();
    expect(await page.title()).toBe('Cátedra');
  });

  it.each([
    ...INFORMATION_PAGES.map(({ path, title }) => ({ path, title })),
    { path: `/courses/${WEB_COURSE_SLUG}`, title: WEB_COURSE },
    { path: '/certificates/CAT-0000-0000', title: 'Certificado CAT-0000-0000 de Cátedra' },
  ])('$path has a description and Open Graph tags under the brand title', async ({ path, title }) => {
    const { html } = await serverHtml(path);
    expect(html).toContain(`<meta property="og:title" content="${title}"/>`);

    const page = await browser.newPage();
    await page.goto(path);
    expect(await page.title()).toBe('Cátedra');
    expect(await metaContent(page, 'og:title')).toBe(title);
    const description = await metaContent(page, 'description');
    expect(description?.length).toBeGreaterThan(20);
    expect(await metaContent(page, 'og:description')).toBe(description);
    expect(await metaContent(page, 'og:url')).toBe(new URL(path, webUrl()).href);

    const image = await metaContent(page, 'og:image');
    expect(image).toBe(new URL('/og-image.png', webUrl()).href);
    const served = await fetch(image!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('does not load the Markdown library on public pages: a course’s Markdown comes rendered by the server', async () => {
    const home = await browser.newPage();
    const homeScripts = await scriptsLoadedBy(home, '/');
    expect(homeScripts.length).toBeGreaterThan(0);
    expect(homeScripts.filter((script) => script.includes(REACT_MARKDOWN_MARK))).toEqual([]);

    const course = await browser.newPage();
    const courseScripts = await scriptsLoadedBy(course, `/courses/${WEB_COURSE_SLUG}`);
    expect(courseScripts.filter((script) => script.includes(REACT_MARKDOWN_MARK))).toEqual([]);
    const description = course.getByTestId('course-description');
    await description.waitFor();
    expect((await description.innerText()).trim()).not.toBe('');
  });
});
