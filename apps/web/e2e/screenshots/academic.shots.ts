/** Pictures of every academic screen, in both themes (`npm run screenshots`). */
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { asDemo, signedInAsDemo } from '../support/fixtures';
import { COLOR_SCHEMES, type ColorScheme, shoot, shootDialog, themedPage } from '../support/screenshots';

const WEB_COURSE_SLUG = 'programacion-web-full-stack';

/** The first data row of the page's table, once the list has loaded. */
const firstRow = (page: Page) => page.getByRole('table').first().getByRole('row').nth(1);

async function visitorScreens(browser: ReturnType<typeof useBrowser>, scheme: ColorScheme, code: string) {
  const visitor = await themedPage(browser, scheme);
  await visitor.goto('/');
  await visitor.getByTestId('course-card').first().waitFor();
  await shoot(visitor, 'academic-catalogue', scheme, visitor.getByTestId('catalogue'));
  await visitor.goto(`/courses/${WEB_COURSE_SLUG}`);
  await visitor
    .getByTestId('course-schedule')
    .getByText(/Web — clase/)
    .first()
    .waitFor();
  await shoot(visitor, 'academic-course', scheme);
  await visitor.goto('/teachers');
  await visitor.getByRole('heading', { name: 'Nuestros docentes' }).waitFor();
  await shoot(visitor, 'academic-teachers', scheme);
  await visitor.goto(`/certificates/${code}`);
  await visitor.getByTestId('certificate-verification').waitFor();
  await shoot(visitor, 'academic-certificate', scheme);
}

async function studentScreens(browser: ReturnType<typeof useBrowser>, scheme: ColorScheme, courseId: string) {
  const student = await themedPage(browser, scheme);
  await signedInAsDemo(student, 'STUDENT');
  await student.goto('/me');
  await student.getByTestId('my-course').first().waitFor();
  await shoot(student, 'academic-me', scheme);
  await student.getByRole('tab', { name: 'Mis certificados' }).click();
  await student.getByTestId('my-certificates').waitFor();
  await shoot(student, 'academic-me-certificates', scheme);
  await student.goto(`/me/courses/${courseId}`);
  await student.getByTestId('student-class').first().waitFor();
  await shoot(student, 'academic-me-classes', scheme);
  await student.getByRole('tab', { name: 'Exámenes' }).click();
  await student.getByTestId('student-exam').first().waitFor();
  await shoot(student, 'academic-me-exams', scheme);
  await student.getByRole('tab', { name: 'Mi asistencia' }).click();
  await student.getByTestId('attendance-stats').waitFor();
  await shoot(student, 'academic-me-attendance', scheme);
}

async function staffScreens(browser: ReturnType<typeof useBrowser>, scheme: ColorScheme, courseId: string) {
  const staff = await themedPage(browser, scheme);
  await signedInAsDemo(staff, 'ACADEMIC_ADMIN');
  for (const [path, name] of [
    ['/admin/courses', 'admin-courses'],
    ['/admin/topics', 'admin-topics'],
    ['/admin/templates', 'admin-templates'],
    ['/admin/certificates', 'admin-certificates'],
  ] as const) {
    await staff.goto(path);
    await firstRow(staff).waitFor();
    await shoot(staff, `academic-${name}`, scheme);
  }
  await staff.goto('/admin/courses');
  await staff.getByRole('tab', { name: 'Estadísticas' }).click();
  await firstRow(staff).waitFor();
  await shoot(staff, 'academic-admin-course-stats', scheme);
  await staff.getByRole('tab', { name: 'Listado' }).click();
  await staff.getByTestId('new-course').click();
  await staff.getByRole('dialog').waitFor();
  await shoot(staff, 'academic-admin-course-form', scheme);

  await staff.goto(`/admin/courses/${courseId}`);
  await staff.getByTestId('class-list').waitFor();
  await shoot(staff, 'academic-admin-course-classes', scheme);
  await staff.getByText('Agenda', { exact: true }).click();
  await staff.getByTestId('class-agenda').waitFor();
  await shoot(staff, 'academic-admin-course-agenda', scheme);
  await staff.getByText('Lista', { exact: true }).click();
  await staff.getByRole('button', { name: 'Contenido' }).first().click();
  await shootDialog(staff, 'academic-admin-class-content', scheme);
  await staff.getByRole('tab', { name: 'Exámenes' }).click();
  await staff.getByTestId('exam-list').waitFor();
  await shoot(staff, 'academic-admin-course-exams', scheme);
  await staff.getByRole('button', { name: 'Correcciones' }).first().click();
  await shootDialog(staff, 'academic-admin-grading', scheme);
  await staff.getByRole('tab', { name: 'Asistencia' }).click();
  await staff.getByTestId('attendance-grid').waitFor();
  await shoot(staff, 'academic-admin-attendance', scheme);
  await staff.getByRole('tab', { name: 'Plantilla' }).click();
  await staff.getByTestId('open-apply-template').click();
  await staff.getByRole('dialog').getByTestId('apply-template-select').click();
  await staff.getByRole('option', { name: 'Web: 16 semanas' }).click();
  await staff.getByTestId('template-preview').waitFor();
  await shootDialog(staff, 'academic-admin-apply-template', scheme);

  await staff.goto('/admin/templates');
  await staff.getByRole('button', { name: 'Editar' }).first().click();
  await staff.getByRole('dialog').waitFor();
  await shoot(staff, 'academic-admin-template-editor', scheme);
}

describe('academic screens', () => {
  const browser = useBrowser();

  it.each(COLOR_SCHEMES)('visitor, student and staff screens, %s theme', async (scheme) => {
    const academic = await asDemo('ACADEMIC_ADMIN');
    const course = (await academic.findAllCourses({ slug: WEB_COURSE_SLUG })).content[0]!;
    const certificate = (await academic.findAllCertificates({ size: 1 })).content[0]!;
    await visitorScreens(browser, scheme, certificate.code);
    await studentScreens(browser, scheme, course.id);
    await staffScreens(browser, scheme, course.id);
  });
});
