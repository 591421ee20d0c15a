/**
 * Leads in the browser (issue 22): a visitor who landed from a campaign leaves "Quiero que me
 * contacten" on a course page; the seller the round-robin gave it to finds it in Mis
 * interesados, converts it, and the payment link opens the checkout. An external seller sees
 * only his own leads. Each test makes its own course and sellers.
 */
import { addDays, localDateOf } from '@catedra/contract/browser';
import { expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import {
  apiClient,
  asDemo,
  createMonthlyPlan,
  describeWithData,
  signedInAs,
  tokenOf,
} from './support/fixtures';

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.catedra.ar`;

describeWithData('leads', ({ browser, data }) => {
  it('takes a visitor’s lead on a course page; its seller converts it and the link opens the checkout', async () => {
    const course = await data.createCourse({ active: true });
    const plan = await createMonthlyPlan(course.id);
    const su = await asDemo('SU');
    const marketing = await asDemo('MARKETING');
    // The round-robin's next seller is made to be a fresh one: he gets a turn, then every other
    // active seller gets one (each lead goes to the seller whose last turn is oldest).
    const seller = await data.createAccount('vendedor', { scopes: ['SELLER'] });
    const sellers = await su.findAllUsers({ scope: ['SELLER'], active: true, size: 200 });
    const others = sellers.page.totalElements - 1;
    const filler = (label: string) =>
      marketing.createLead({ leadCreation: { fullName: `Relleno ${label}`, email: uniqueEmail('relleno') } });
    for (let i = 0; i <= others + 1; i++) if ((await filler(`a${i}`)).sellerId === seller.id) break;
    for (let i = 0; i < others; i++) await filler(`b${i}`);

    const page = await browser.newPage();
    await page.goto(`/courses/${course.slug}?utm_source=google&utm_campaign=otono&gclid=G-123`);
    const form = page.getByTestId('lead-form');
    await form.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const email = uniqueEmail('visitante');
    await form.getByLabel('Nombre y apellido').fill('Valentina Visitante');
    await form.getByLabel('E-mail', { exact: true }).fill(email);
    await form.getByLabel('Teléfono (opcional, con código de país)').fill('+54 9 11 5555 0101');
    await page.getByTestId('lead-form-submit').click();
    // Without consent the form says so and keeps what was typed.
    await page.getByText('Necesitamos tu permiso para contactarte.').waitFor();
    await page.getByTestId('lead-form-consent').check();
    await page.getByTestId('lead-form-submit').click();
    await page.getByTestId('lead-form-sent').getByText('¡Gracias! Recibimos tus datos').waitFor();

    const found = await su.findAllLeads({ q: email });
    expect(found.content).toHaveLength(1);
    const lead = found.content[0]!;
    expect(lead).toMatchObject({
      sellerId: seller.id,
      status: 'NEW',
      courseInterestId: course.id,
      phone: '+5491155550101',
      firstTouch: { source: 'google', campaign: 'otono', gclid: 'G-123' },
    });
    expect(lead.consentAt).not.toBeNull();

    const sellerPage = await browser.newPage();
    await signedInAs(sellerPage, seller);
    await sellerPage.goto('/ventas/interesados?view=table');
    await sellerPage.getByTestId('leads-table').getByText('Valentina Visitante').click();
    await sellerPage.getByTestId('lead-name').getByText('Valentina Visitante').waitFor();
    expect(await seriousViolations(sellerPage)).toEqual([]);
    await sellerPage.getByTestId('convert-plan').click();
    await sellerPage.getByRole('option', { name: new RegExp(plan.name) }).click();
    await sellerPage.getByTestId('convert-lead').click();
    await sellerPage.getByRole('dialog').getByRole('button', { name: 'Convertir' }).click();
    const link = await sellerPage.getByTestId('sale-link-url').inputValue();
    expect(link).toMatch(/\/checkout\/[A-Za-z0-9_-]{43}$/);
    const whatsapp = await sellerPage.getByTestId('sale-link-whatsapp').getAttribute('href');
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/5491155550101\?text=/);
    expect((await su.findLeadById({ leadId: lead.id })).status).toBe('WON');

    await sellerPage.goto(link);
    await sellerPage.getByTestId('checkout-summary').getByText(course.title).waitFor();
  });

  it('shows an external seller only his own leads', async () => {
    const external = await data.createAccount('externo', { scopes: ['SELLER_EXTERNAL'] });
    const other = await data.createAccount('otro', { scopes: ['SELLER'] });
    const tag = `${Date.now()}`;
    const asExternal = apiClient(await tokenOf(external.email, external.password));
    const asOther = apiClient(await tokenOf(other.email, other.password));
    await asExternal.createLead({
      leadCreation: { fullName: `Propio ${tag}`, email: uniqueEmail('propio') },
    });
    const foreign = await asOther.createLead({
      leadCreation: { fullName: `Ajeno ${tag}`, email: uniqueEmail('ajeno') },
    });

    const page = await browser.newPage();
    await signedInAs(page, external);
    await page.goto(`/ventas/interesados?view=table&q=${tag}`);
    const table = page.getByTestId('leads-table');
    await table.getByText(`Propio ${tag}`).waitFor();
    expect(await table.getByText(`Ajeno ${tag}`).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`/ventas/interesados/${foreign.id}`);
    await page.getByTestId('lead-not-found').waitFor();
  });

  it('schedules a call from the lead’s page: the lead is invited and becomes Reunión agendada', async () => {
    const seller = await data.createAccount('vendedor', { scopes: ['SELLER'] });
    const asSeller = apiClient(await tokenOf(seller.email, seller.password));
    const lead = await asSeller.createLead({
      leadCreation: { fullName: `Llamado ${Date.now()}`, email: uniqueEmail('llamado') },
    });
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    // A day three weeks ahead, in the browser's zone: nothing else of this fresh seller's there.
    const day = addDays(localDateOf(new Date(), zone), 21);

    const page = await browser.newPage();
    await signedInAs(page, seller);
    await page.goto(`/ventas/interesados/${lead.id}`);
    const calls = page.getByTestId('lead-calls');
    await calls.getByText('Todavía no hay llamadas con este interesado.').waitFor();
    await calls.getByTestId('lead-schedule-call').click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByTestId('call-lead').inputValue()).toBe(lead.fullName);
    await dialog.getByLabel(/^Fecha/).fill(`${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`);
    await dialog.getByLabel('Hora', { exact: true }).fill('11');
    await dialog.getByLabel('Minuto', { exact: true }).fill('30');
    await dialog.getByTestId('call-save').click();
    await calls.getByTestId('lead-call').getByText('Agendada').waitFor();
    await page.getByTestId('lead-status').getByText('Reunión agendada').waitFor();
    await page.getByTestId('lead-timeline').getByText('Llamada agendada').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const [call] = (await asSeller.findAllMeetingCalls({ leadId: lead.id })).content;
    expect(call).toMatchObject({ inviteeEmail: lead.email, inviteeName: lead.fullName });
  });
});
