/**
 * Admin lists keep their state in the address: filters and sort survive a reload, the back
 * button returns to the previous page, and a teacher's course list starts with the courses
 * it teaches. Expected rows come from the API with the same query.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, apiToken, signIn, useBrowser, waitForUser } from './support/browser';

type Paged<T> = { content: T[]; page: { totalElements: number } };

/** The user id a token was issued to (its `sub`). */
function subjectOf(token: string): string {
  const payload = token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string }).sub;
}

/** The e-mails the users table shows, in order (the second column). */
const shownEmails = (page: Page) =>
  page.getByTestId('users-table').locator('tbody tr td:nth-child(2)').allInnerTexts();

/** The course titles the courses table shows, in order. */
const shownTitles = (page: Page) => page.getByTestId('course-link').allInnerTexts();

const paginationButton = (page: Page, label: string) =>
  page.locator('.mantine-datatable-pagination-pages').getByRole('button', { name: label, exact: true });

describe('admin lists in the address', () => {
  const browser = useBrowser();

  it('keeps the users filter and sort after a reload, with the same rows', async () => {
    const token = await apiToken('SU');
    const page = await browser.newPage();
    await signIn(page, 'SU');
    await page.waitForURL('**/admin');
    await page.goto('/admin/users');

    await page.getByTestId('users-scope-filter').click();
    await page.getByRole('option', { name: 'Estudiante', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('scope') === 'STUDENT');
    await page.getByTestId('users-table').locator('thead').getByText('Nombre', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('sort')?.startsWith('lastName,') ?? false);

    const address = new URL(page.url());
    const sort = address.searchParams.get('sort')!;
    const expected = await api<Paged<{ email: string }>>(
      token,
      'GET',
      `/users?scope=STUDENT&sort=${sort}&size=20&page=0`,
    );
    const emails = expected.content.map((user) => user.email);
    expect(emails).toContain('student@demo.catedra.ar');
    await expect.poll(() => shownEmails(page)).toEqual(emails);

    await page.reload();
    await waitForUser(page);
    expect(page.url()).toBe(address.href);
    await expect.poll(() => shownEmails(page)).toEqual(emails);
    expect(await page.getByTestId('users-scope-filter').inputValue()).toBe('Estudiante');
  });

  it('adds a history entry per page: back returns to the first page', async () => {
    const page = await browser.newPage();
    await signIn(page, 'SU');
    await page.waitForURL('**/admin');
    await page.goto('/admin/users?size=10');
    await page.getByTestId('users-table').getByRole('link').first().waitFor();
    const firstPage = await shownEmails(page);
    expect(firstPage).toHaveLength(10);

    await paginationButton(page, '2').click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(async () => (await shownEmails(page))[0]).not.toBe(firstPage[0]);

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('page') && url.searchParams.get('size') === '10');
    await expect.poll(() => shownEmails(page)).toEqual(firstPage);
  });

  it('keeps the open tab of the courses page and the stats sort after a reload', async () => {
    const page = await browser.newPage();
    await signIn(page, 'ACADEMIC_ADMIN');
    await page.waitForURL('**/admin');
    await page.goto('/admin/courses');
    await page.getByRole('tab', { name: 'Estadísticas' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'stats');
    await page.locator('thead').getByText('Título', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('statsSort')?.startsWith('title,') ?? false);
    const address = page.url();

    await page.reload();
    await waitForUser(page);
    expect(page.url()).toBe(address);
    expect(await page.getByRole('tab', { name: 'Estadísticas' }).getAttribute('aria-selected')).toBe('true');
    await page.locator('table tbody tr').first().waitFor();
  });

  it('shows a teacher the courses it teaches, a filter the address can clear', async () => {
    const admin = await apiToken('ACADEMIC_ADMIN');
    const teacherToken = await apiToken('TEACHER');
    const teacherId = subjectOf(teacherToken);
    const topics = await api<Paged<{ id: string }>>(admin, 'GET', '/topics?size=1');
    const untaught = await api<{ id: string; title: string }>(admin, 'POST', '/courses', {
      title: `Curso sin docente ${Date.now()}`,
      summary: 'Sin docente asignado.',
      description: 'Un curso que nadie dicta todavía.',
      topicId: topics.content[0]!.id,
      tags: [],
      teacherIds: [],
      country: null,
      // Far ahead, so it heads the list sorted by start date.
      startDate: '2099-03-01',
      endDate: '2099-06-30',
      timezoneId: 'America/Argentina/Buenos_Aires',
    });
    const taught = await api<Paged<{ title: string }>>(
      teacherToken,
      'GET',
      `/courses?teacherIds=${teacherId}&sort=startDate,desc&size=20`,
    );
    expect(taught.content.length).toBeGreaterThan(0);

    const page = await browser.newPage();
    await signIn(page, 'TEACHER');
    await page.waitForURL('**/admin');
    await page.goto('/admin/courses');
    await page
      .getByTestId('own-courses-note')
      .getByText('Mostrando los cursos en los que das clase.')
      .waitFor();
    await expect.poll(() => shownTitles(page)).toEqual(taught.content.map((course) => course.title));
    expect(await shownTitles(page)).not.toContain(untaught.title);
    // The default filter stays out of the address.
    expect(new URL(page.url()).search).toBe('');

    await page.goto('/admin/courses?teacherIds=');
    await expect.poll(async () => (await shownTitles(page))[0]).toBe(untaught.title);
    expect(await page.getByTestId('own-courses-note').count()).toBe(0);
  });

  it('shows a host the courses it hosts', async () => {
    const hostToken = await apiToken('HOST');
    const hosted = await api<Paged<{ title: string }>>(
      hostToken,
      'GET',
      `/courses?hostIds=${subjectOf(hostToken)}&sort=startDate,desc&size=20`,
    );
    const all = await api<Paged<{ title: string }>>(hostToken, 'GET', '/courses?sort=startDate,desc&size=20');
    expect(hosted.content.length).toBeGreaterThan(0);
    expect(hosted.page.totalElements).toBeLessThan(all.page.totalElements);

    const page = await browser.newPage();
    await signIn(page, 'HOST');
    await page.waitForURL('**/admin');
    await page.goto('/admin/courses');
    await page
      .getByTestId('own-courses-note')
      .getByText('Mostrando los cursos en los que sos host.')
      .waitFor();
    await expect.poll(() => shownTitles(page)).toEqual(hosted.content.map((course) => course.title));
  });
});
