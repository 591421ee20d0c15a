/**
 * "Automatización" (issue 20, item 4): SU sends a test row from the screen and sees its
 * delivery listed. The browser tests' stack configures no automation URL, so the row is KEPT
 * (listed, "Guardado") and SU may resend it, confirmed; the sending itself, signatures and
 * retries are covered against a fake automation by the API's tests.
 */
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { toast, useBrowser } from './support/browser';
import { newDemoPage } from './support/fixtures';

describe('automation webhook screen', () => {
  const browser = useBrowser();

  it('SU sends a test row, sees it listed as kept, and resends it after confirming', async () => {
    const page = await newDemoPage(browser, 'SU');
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Automatización' }).first().click();
    await page.waitForURL('**/admin/automation');
    await expect
      .poll(() => page.getByTestId('automation-configured').textContent())
      .toContain('Sin configurar');

    const marker = `fila-e2e-${Date.now()}`;
    await page.getByRole('textbox', { name: 'Hoja (opcional)' }).fill('Pruebas');
    await page.getByTestId('test-row-column-0').fill('alumno');
    await page.getByTestId('test-row-value-0').fill(marker);
    await page.getByTestId('test-row-add').click();
    await page.getByTestId('test-row-column-1').fill('curso');
    await page.getByTestId('test-row-value-1').fill('Programación web');
    await page.getByTestId('test-row-send').click();
    await expect
      .poll(() => page.getByTestId('test-row-outcome').textContent())
      .toBe('No hay URL configurada: la fila quedó guardada.');

    const row = page.getByRole('row').filter({ hasText: marker });
    await row.waitFor();
    expect(await row.textContent()).toContain('Prueba');
    expect(await row.getByTestId('delivery-status').textContent()).toBe('Guardado');
    expect(await row.textContent()).toContain('curso: Programación web');

    // Filters live in the address.
    await page.getByTestId('delivery-status-filter').click();
    await page.getByRole('option', { name: 'Guardado' }).click();
    await page.waitForURL(/status=KEPT/);
    await row.waitFor();

    expect(await seriousViolations(page)).toEqual([]);

    await row.getByTestId('delivery-resend').click();
    await page.getByTestId('delivery-resend-confirm').click();
    await toast(page, 'Envío: Guardado.').waitFor();
  });

  it('reads on a 390-px phone', async () => {
    const page = await newDemoPage(browser, 'SU', { width: 390, height: 844 });
    await page.goto('/admin/automation');
    await page.getByTestId('deliveries-table').waitFor();
    await page.getByTestId('test-row-send').waitFor();
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  });
});
