/**
 * Access on debt in the browser (issue 20): a commercial admin turns the course's policy on
 * (30 days) from "Acceso con deuda"; a student whose oldest instalment is more than 30 days
 * overdue sees why his recording is paused, pays with *Pagar ahora* through the sandbox
 * checkout, and has the recording back. The API's clock is the real one, so the student is
 * one of the demo's (`debt-45` story: seeded relative to today, 45 days in debt with the next
 * instalment about 15 days overdue), found through the API, never by name.
 */
import type { ApiClient } from '@catedra/client';
import { expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { DEMO_PASSWORD, payInSandbox, toast } from './support/browser';
import { asDemo, describeWithData, newDemoPage, signedInAs } from './support/fixtures';

const POLICY_DAYS = 30;
const DAY_MS = 86_400_000;
const daysFrom = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * An ACTIVE, not manual, demo student's enrollment whose oldest owed period is more than
 * POLICY_DAYS days overdue and whose next one is not: paying the oldest gives access back.
 */
async function aDemoDebtor(staff: ApiClient) {
  const inDebt = await staff.findAllEnrollments({ onlyInDebt: true, status: 'ACTIVE', size: 200 });
  for (const enrollment of inDebt.content) {
    if (enrollment.manual || !/^alumno\d+@demo\.catedra\.ar$/.test(enrollment.studentEmail)) continue;
    const status = await staff.getEnrollmentPeriodsStatus({ enrollmentId: enrollment.id });
    const overdue = status.periods
      .filter((period) => period.status !== 'PAID' && period.status !== 'WAIVED')
      .filter((period) => period.dueDate < status.today)
      .map((period) => daysFrom(period.dueDate, status.today));
    if ((overdue[0] ?? 0) > POLICY_DAYS + 1 && (overdue[1] ?? 0) < POLICY_DAYS) return enrollment;
  }
  throw new Error('The demo has no student in debt for more than 30 days');
}

describeWithData('access on debt', ({ browser, data }) => {
  it('pauses a debtor’s recordings under the course’s policy, says why, and gives them back once paid', async () => {
    const staff = await asDemo('COMMERCIAL_ADMIN');
    const enrollment = await aDemoDebtor(staff);
    const course = await staff.findCourseById({ courseId: enrollment.courseId });
    const academic = await asDemo('ACADEMIC_ADMIN');
    const recorded = await data.createClass(course.id, {
      title: `Clase grabada ${Date.now()}`,
      startsAt: `${course.startDate}T15:00:00.000Z`,
    });
    await academic.updateCourseClass({
      courseId: course.id,
      classId: recorded.id,
      courseClassUpdate: { recordingUrl: 'https://video.example.com/grabacion' },
    });

    try {
      // The commercial admin turns the policy on from the course's page.
      const admin = await newDemoPage(browser, 'COMMERCIAL_ADMIN');
      await admin.goto(`/admin/courses/${course.id}?tab=plans`);
      const section = admin.getByTestId('debt-access');
      await section.getByText('Hoy: desactivado, nadie pierde acceso por deuda.').waitFor();
      await section.getByText('Pausar después de N días').click();
      await section.getByLabel('Días de deuda').fill(String(POLICY_DAYS));
      await section.getByTestId('debt-access-save').click();
      await toast(admin, 'Política de acceso con deuda guardada.').waitFor();
      await section
        .getByText(`Hoy: se pausa el acceso a los ${POLICY_DAYS} días de vencida la cuota más antigua.`)
        .waitFor();

      // The student sees why, in place of the recording.
      const page = await browser.newPage();
      await signedInAs(page, { email: enrollment.studentEmail, password: DEMO_PASSWORD });
      await page.goto(`/me/courses/${course.id}`);
      const notice = page.getByTestId('debt-restriction');
      await notice.waitFor();
      expect(await notice.getByTestId('debt-restriction-reason').textContent()).toMatch(
        /^Tu acceso a las grabaciones está en pausa: tenés una cuota vencida desde el \d{1,2} de [a-z]+\. Pagá para recuperarlo\.$/,
      );
      const card = page.getByTestId('student-class').filter({ hasText: recorded.title });
      await card.getByTestId('recording-paused').waitFor();
      expect(await card.getByTestId('class-recording').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);

      // Pagar ahora: the existing checkout, paid in the sandbox.
      await notice.getByTestId('pay-now').click();
      await payInSandbox(page);

      // Back on the course: the recording is there again, and the notice is gone.
      await page.goto(`/me/courses/${course.id}`);
      await card.getByTestId('class-recording').waitFor();
      expect(await page.getByTestId('debt-restriction').count()).toBe(0);
      expect(await card.getByTestId('recording-paused').count()).toBe(0);
    } finally {
      await staff.updateCourseDebtPolicy({ courseId: course.id, debtAccessPolicy: { debtAccessDays: null } });
    }
  });
});
