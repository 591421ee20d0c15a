/**
 * Selling set-up (issue 10, items 1, 2 and 6): a commercial admin creates an alliance with
 * two tiers, then a hybrid plan on a course with the schedule previewed live, gives a tier
 * its own instalment, and reads the price each tier pays.
 */
import { expect, it } from 'vitest';
import { fillByLabel, toast } from './support/browser';
import {
  createAlliance,
  createPaymentPlan,
  createTierOverride,
  describeWithData,
  newDemoPage,
} from './support/fixtures';

describeWithData('alliances and payment plans', ({ browser, data }) => {
  it('a commercial admin creates an alliance with two tiers, a hybrid plan with a tier price, and sees the preview and the price', async () => {
    const course = await data.createCourse({ active: true });
    const page = await newDemoPage(browser, 'COMMERCIAL_ADMIN');

    await page.goto('/admin/alliances/new');
    const name = `Alianza e2e ${Date.now()}`;
    await page.getByLabel('Nombre').first().fill(name);
    await page.getByLabel('E-mail de contacto').fill('contacto@alianza-e2e.org');
    const tiers = page.getByTestId('tier-row');
    for (const [index, [code, tierName, discount]] of [
      ['gold', 'Oro', '20'],
      ['SILVER', 'Plata', '10'],
    ].entries()) {
      await page.getByRole('button', { name: 'Agregar nivel' }).click();
      const row = tiers.nth(index);
      await fillByLabel(row, { Código: code!, Nombre: tierName!, 'Descuento %': discount! });
    }
    await page.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Alianza creada').waitFor();
    await page.waitForURL(/\/admin\/alliances\/[0-9a-f-]{36}/);
    // The code was written in capitals.
    expect(await tiers.nth(0).getByLabel('Código').inputValue()).toBe('GOLD');

    await page.goto(`/admin/courses/${course.id}?tab=plans`);
    await page.getByRole('button', { name: 'Nuevo plan' }).click();
    const dialog = page.getByRole('dialog');
    await fillByLabel(dialog, {
      'Nombre del plan': 'Híbrido e2e',
      Anticipo: '10.000',
      'Cuota mensual': '5000,50',
      'Cantidad de cuotas': '3',
    });
    // The live preview: the down payment today and three instalments, adding up to the total.
    const preview = dialog.getByTestId('plan-preview');
    await preview
      .getByTestId('plan-preview-total')
      .getByText(/25\.001,50/)
      .waitFor();
    expect(await preview.locator('tbody tr').count()).toBe(5);
    await dialog.getByLabel('Solo para la alianza').click();
    await page.getByRole('option', { name }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Plan creado').waitFor();

    const card = page.getByTestId('plan-card').filter({ hasText: 'Híbrido e2e' });
    await card
      .getByTestId('plan-total')
      .getByText(/25\.001,50/)
      .waitFor();
    // Silver pays the plan less 10 %: 9.000 + 3 × 4.500,45.
    await card
      .getByTestId('tier-price-SILVER')
      .getByTestId('tier-price-total')
      .getByText(/22\.501,35/)
      .waitFor();
    const gold = card.getByTestId('tier-price-GOLD');
    await gold.getByLabel('Cuota para Oro').fill('4000');
    await gold.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Precio del nivel guardado').waitFor();
    // Gold: its own instalment, the discount on the down payment: 8.000 + 3 × 4.000.
    await card
      .getByTestId('tier-price-GOLD')
      .getByTestId('tier-price-total')
      .getByText(/20\.000,00/)
      .waitFor();
  });

  it('imports another course’s plans and says which were skipped', async () => {
    const alliance = await createAlliance();
    const source = await data.createCourse({ active: true });
    const target = await data.createCourse({ active: true });
    await createPaymentPlan(source.id, {
      name: 'Contado',
      type: 'upfront',
      upfrontAmount: '90000.00',
      periodAmount: undefined,
      numberOfPeriods: undefined,
    });
    await createPaymentPlan(source.id, { name: 'Socios', allianceId: alliance.id });
    await createPaymentPlan(target.id, {
      name: 'Contado',
      type: 'upfront',
      upfrontAmount: '1.00',
      periodAmount: undefined,
      numberOfPeriods: undefined,
    });
    const page = await newDemoPage(browser, 'COMMERCIAL_ADMIN');
    await page.goto(`/admin/courses/${target.id}?tab=plans`);
    await page.getByRole('button', { name: 'Importar de otro curso' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Curso de origen').fill(source.title);
    await page.getByRole('option', { name: source.title }).click();
    await dialog.getByRole('button', { name: 'Importar' }).click();
    await dialog.getByTestId('import-summary').getByText('Importados: 1. Omitidos: 1.').waitFor();
    await dialog.getByText('«Contado»: el curso ya tiene un plan con ese nombre').waitFor();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await page.getByTestId('plan-card').filter({ hasText: 'Socios' }).waitFor();
  });

  it('refuses removing a tier a plan’s price uses, and says which tier', async () => {
    const alliance = await createAlliance();
    const course = await data.createCourse({ active: true });
    const plan = await createPaymentPlan(course.id, { allianceId: alliance.id });
    const silver = alliance.tiers.find((tier) => tier.code === 'SILVER')!;
    await createTierOverride(course.id, plan.id, silver.id, { periodAmount: '4000.00' });
    const page = await newDemoPage(browser, 'COMMERCIAL_ADMIN', { width: 390, height: 844 });
    await page.goto(`/admin/alliances/${alliance.id}`);
    await page.getByRole('button', { name: 'Quitar nivel SILVER' }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page
      .getByTestId('alliance-failure')
      .getByText(
        'No se puede quitar el nivel SILVER: lo usan inscripciones o precios propios de planes de pago.',
      )
      .waitFor();
  });
});
