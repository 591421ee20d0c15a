/**
 * Admin lists keep their state in the address: filters and sort survive a reload, the back
 * button returns to the previous page, and a teacher's course list starts with the courses
 * it teaches. Expected rows come from the API with the same query.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { waitForUser } from './support/browser';
import { asDemo, demoToken, describeWithData, newDemoPage, userIdOf } from './support/fixtures';

/** The rows of the page's table; the first is the header row. */
const rows = (page: Page) => page.getByRole('table').getByRole('row');

/**
 * Waits until the table shows exactly these rows, in order, each holding its text (an
 * e-mail, a title), then checks every row. A list renders an answer at once, so the first
 * and last rows being the expected ones means the new answer is on screen.
 */
async function expectRows(page: Page, texts: string[]): Promise<void> {
  await rows(page).nth(1).filter({ hasText: texts[0] }).waitFor();
  await rows(page)
    .nth(texts.length)
    .filter({ hasText: texts.at(-1) })
    .waitFor();
  await rows(page)
    .nth(texts.length + 1)
    .waitFor({ state: 'detached' });
  for (const [index, text] of texts.entries())
    expect(
      await rows(page)
        .nth(index + 1)
        .innerText(),
    ).toContain(text);
}

/** A sortable column's header (a button that sorts by it). */
const columnHeader = (page: Page, name: string) => page.getByRole('table').getByRole('button', { name });

describeWithData('admin lists in the address', ({ browser, data }) => {
  /** /admin/courses as a teacher or a host: the note says whose courses it shows, and it shows them. */
  async function ownCourses(scope: 'TEACHER' | 'HOST', note: string, courses: { title: string }[]) {
    const page = await newDemoPage(browser, scope);
    await page.goto('/admin/courses');
    await page.getByTestId('own-courses-note').getByText(note).waitFor();
    await expectRows(
      page,
      courses.map((course) => course.title),
    );
    return page;
  }

  it('keeps the users filter and sort after a reload, with the same rows', async () => {
    const su = await asDemo('SU');
    const page = await newDemoPage(browser, 'SU');
    await page.goto('/admin/users');

    await page.getByRole('combobox', { name: 'Roles', exact: true }).click();
    await page.getByRole('option', { name: 'Estudiante', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('scope') === 'STUDENT');
    await columnHeader(page, 'Nombre').click();
    await page.waitForURL((url) => url.searchParams.get('sort')?.startsWith('lastName,') ?? false);

    const address = new URL(page.url());
    const expected = await su.findAllUsers({
      scope: ['STUDENT'],
      sort: [address.searchParams.get('sort')!],
      size: 20,
      page: 0,
    });
    const emails = expected.content.map((user) => user.email);
    expect(emails).toContain('student@demo.catedra.ar');
    await expectRows(page, emails);

    await page.reload();
    await waitForUser(page);
    expect(page.url()).toBe(address.href);
    await expectRows(page, emails);
    expect(await page.getByRole('combobox', { name: 'Roles', exact: true }).inputValue()).toBe('Estudiante');
  });

  it('adds a history entry per page: back returns to the first page', async () => {
    const su = await asDemo('SU');
    // The list's default order, newest first, as the page asks for it.
    const [first, second] = await Promise.all(
      [0, 1].map((page) => su.findAllUsers({ size: 10, page, sort: ['createdAt,desc'] })),
    );
    const firstPage = first!.content.map((user) => user.email);
    const secondPage = second!.content.map((user) => user.email);

    const page = await newDemoPage(browser, 'SU');
    await page.goto('/admin/users?size=10');
    await expectRows(page, firstPage);

    await page.getByRole('button', { name: '2', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expectRows(page, secondPage);

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('page') && url.searchParams.get('size') === '10');
    await expectRows(page, firstPage);
  });

  it('keeps the open tab of the courses page and the stats sort after a reload', async () => {
    const page = await newDemoPage(browser, 'ACADEMIC_ADMIN');
    await page.goto('/admin/courses');
    await page.getByRole('tab', { name: 'Estadísticas' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'stats');
    await columnHeader(page, 'Título').click();
    await page.waitForURL((url) => url.searchParams.get('statsSort')?.startsWith('title,') ?? false);
    const address = page.url();

    await page.reload();
    await waitForUser(page);
    expect(page.url()).toBe(address);
    // Waits for the tab the address names to be the selected one (the page may still be hydrating).
    await page.getByRole('tab', { name: 'Estadísticas', selected: true }).waitFor();
    await rows(page).nth(1).waitFor();
  });

  it('shows a teacher the courses it teaches, a filter the address can clear', async () => {
    const teacherToken = await demoToken('TEACHER');
    const teacherId = await userIdOf(teacherToken);
    // Far ahead, so it heads the list sorted by start date.
    const untaught = await data.createCourse({
      title: `Curso sin docente ${Date.now()}`,
      startDate: '2099-03-01',
      endDate: '2099-06-30',
    });
    const taught = await (await asDemo('TEACHER')).findAllCourses({
      teacherIds: [teacherId],
      sort: ['startDate,desc'],
      size: 20,
    });
    expect(taught.content.length).toBeGreaterThan(0);

    const page = await ownCourses('TEACHER', 'Mostrando los cursos en los que das clase.', taught.content);
    expect(await rows(page).filter({ hasText: untaught.title }).count()).toBe(0);
    // The default filter stays out of the address.
    expect(new URL(page.url()).search).toBe('');

    await page.goto('/admin/courses?teacherIds=');
    await rows(page).nth(1).filter({ hasText: untaught.title }).waitFor();
    expect(await page.getByTestId('own-courses-note').count()).toBe(0);
  });

  it('shows a host the courses it hosts', async () => {
    const host = await asDemo('HOST');
    const hostId = await userIdOf(await demoToken('HOST'));
    const hosted = await host.findAllCourses({ hostIds: [hostId], sort: ['startDate,desc'], size: 20 });
    const all = await host.findAllCourses({ sort: ['startDate,desc'], size: 20 });
    expect(hosted.content.length).toBeGreaterThan(0);
    expect(hosted.page.totalElements).toBeLessThan(all.page.totalElements);

    await ownCourses('HOST', 'Mostrando los cursos en los que sos host.', hosted.content);
  });
});
