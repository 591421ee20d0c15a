/**
 * Time as an Argentine reads it (issue 9, item 6): class times in 24 hours, in the course's
 * zone whatever the viewer's, and the screen says which zone with its friendly label.
 */
import { addDays, localDateOf, zonedDateTimeToInstant } from '@catedra/contract/browser';
import { expect, it } from 'vitest';
import { describeWithData, newDemoPage } from './support/fixtures';

describeWithData('time and numbers', ({ browser, data }) => {
  it('a class at 19:00 in Buenos Aires reads "19:00" and the page names the zone', async () => {
    const course = await data.createCourse();
    // Tomorrow in Buenos Aires at 19:00 there (22:00 UTC: GMT−3, no daylight saving).
    const tomorrow = addDays(localDateOf(new Date(), course.timezoneId), 1);
    const startsAt = zonedDateTimeToInstant(tomorrow, '19:00', course.timezoneId).toISOString();
    const created = await data.createClass(course.id, { startsAt });

    const page = await newDemoPage(browser, 'ACADEMIC_ADMIN');
    await page.goto(`/admin/courses/${course.id}`);
    await page.getByRole('heading', { level: 1, name: course.title }).waitFor();
    // The course's header: its dates and its zone.
    await page.getByText(/ · Hora de Buenos Aires \(GMT−3\)$/).waitFor();
    await page.getByText('Horarios en hora de Buenos Aires (GMT−3), la zona del curso.').waitFor();
    const row = page.getByRole('row').filter({ hasText: created.title });
    await row.waitFor();
    const when = (await row.textContent()) ?? '';
    expect(when).toContain('19:00');
    expect(when).not.toMatch(/[ap]\.\s?m\./);
  });
});
