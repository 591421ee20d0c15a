/**
 * Tareas (issue 20): SU opens the screen from the panel's menu, runs a job now (confirming),
 * and sees its run finish with its counts; on a 390-px phone the screen reads without
 * sideways scrolling. The stack runs the jobs on pg-boss, as in production.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { toast, useBrowser } from './support/browser';
import { signedInAsDemo } from './support/fixtures';

async function openTareas(page: Page, { viaMenu }: { viaMenu: boolean }) {
  await signedInAsDemo(page, 'SU');
  if (viaMenu) {
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Tareas' }).first().click();
    await page.waitForURL('**/admin/jobs');
  } else {
    await page.goto('/admin/jobs');
  }
  await page.getByTestId('jobs-table').waitFor();
}

describe('Tareas', () => {
  const { newPage } = useBrowser();

  it('SU runs a job now and sees it finish with its counts', async () => {
    const page = await newPage();
    await openTareas(page, { viaMenu: true });
    const job = page.getByTestId('job-enrollments-finish');
    await expect.poll(() => job.textContent()).toContain('Terminar inscripciones de cursos finalizados');
    await job.getByRole('button', { name: 'Ejecutar ahora' }).click();
    const dialog = page.getByRole('dialog', { name: /Ejecutar «Terminar inscripciones/ });
    await dialog.getByRole('button', { name: 'Ejecutar', exact: true }).click();
    await toast(page, 'La tarea empezó: seguila en Ejecuciones.').waitFor();

    // The runs list polls while the run is under way, until it finishes.
    const row = page
      .getByTestId('job-runs-table')
      .getByRole('row')
      .filter({ hasText: 'Manual' })
      .filter({ hasText: 'Terminar inscripciones de cursos finalizados' })
      .first();
    await row.getByText('Terminó bien').waitFor({ timeout: 20_000 });
    expect(await row.textContent()).toMatch(/terminadas: \d+/);
    // The job's card reads its last run on its own cadence (every 2 s while one runs).
    await expect.poll(() => job.textContent(), { timeout: 10_000 }).toContain('Terminó bien');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('reads on a 390-px phone without sideways scrolling', async () => {
    const page = await newPage({ width: 390, height: 844 });
    await openTareas(page, { viaMenu: false });
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  });
});
