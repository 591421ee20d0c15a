/**
 * Leads through the HTTP API: creation and who owns it, the list's filters (accents, days,
 * attributes with odd keys and values, the 10-key limit), ownership (404 for another seller's
 * lead), reassignment, the round-robin over active sellers, duplicates and their merge, the
 * timeline, the public form (consent, spam trap, rate limit, touches), the conversion (one
 * user and one enrollment under concurrency) and the marketing attribution.
 */
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/factories/academic.js';
import { createPaymentPlan } from '../../../test/factories/selling.js';
import { createUser } from '../../../test/factories/users.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import { usePrivateTestApp } from '../../../test/setup/private-test-app.js';
import { refusal } from '../../../test/setup/refusal.js';
import { signingIn } from '../../../test/setup/signed-in.js';
import { useTestApp } from '../../../test/setup/test-app.js';
import { leads, messages, users } from '../../db/schema/index.js';
import { dayRange, leadCountsBySeller } from './index.js';

const clock = testClock('2026-05-20T15:00:00Z');
const t = useTestApp({ tokenTtlSeconds: 365 * 86_400, leadFormRateLimitPerMinute: 3 }, { clock });
const signedIn = signingIn(t, clock);

const unique = () => crypto.randomUUID().slice(0, 8);
const email = () => `interesado-${unique()}@example.com`;

type Who = Awaited<ReturnType<typeof signedIn>>;

async function newLead(who: Who, body: Record<string, unknown> = {}) {
  const created = await who.post('/leads', { fullName: 'Interesado', email: email(), ...body });
  expect(created.statusCode).toBe(201);
  return created.json() as { id: string; sellerId: string | null; status: string; duplicateIds: string[] };
}

describe('creating and reading leads', () => {
  it("gives a seller's new lead to himself, and hides it from other sellers (404)", async () => {
    const seller = await signedIn(['SELLER']);
    const other = await signedIn(['SELLER_EXTERNAL']);
    const lead = await newLead(seller, { phone: '+5491133334444', attributes: { plan: 'premium' } });
    expect(lead).toMatchObject({ sellerId: seller.user.id, status: 'NEW', duplicateIds: [] });
    expect((await seller.get(`/leads/${lead.id}`)).statusCode).toBe(200);
    expect(refusal(await other.get(`/leads/${lead.id}`))).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(refusal(await other.put(`/leads/${lead.id}`, { status: 'LOST' }))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    const listed = await other.get('/leads?size=200');
    expect(listed.json().content.map((row: { id: string }) => row.id)).not.toContain(lead.id);
    for (const scopes of [['MARKETING'], ['SELLER_ADMIN'], ['MANAGER']] as const) {
      const staff = await signedIn([...scopes]);
      expect((await staff.get(`/leads/${lead.id}`)).statusCode).toBe(200);
    }
  });

  it('needs a token, an e-mail or a phone, and refuses scopes without leads', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/leads', payload: { fullName: 'X', email: email() } }))
        .statusCode,
    ).toBe(401);
    const marketing = await signedIn(['MARKETING']);
    const missing = await marketing.post('/leads', { fullName: 'Sin contacto' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('LEAD_CONTACT_MISSING');
    const student = await signedIn(['STUDENT']);
    expect(refusal(await student.post('/leads', { fullName: 'X', email: email() }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
    const manager = await signedIn(['MANAGER']);
    expect(refusal(await manager.post('/leads', { fullName: 'X', email: email() }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
  });

  it('lets only the sellers’ admins reassign, and records status and seller changes in the timeline', async () => {
    const seller = await signedIn(['SELLER']);
    const next = await signedIn(['SELLER']);
    const admin = await signedIn(['SELLER_ADMIN']);
    const lead = await newLead(seller);
    expect(refusal(await seller.put(`/leads/${lead.id}`, { sellerId: next.user.id }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect((await seller.put(`/leads/${lead.id}`, { status: 'CONTACTED' })).statusCode).toBe(200);
    const student = await createUser(t.database.db, { scopes: ['STUDENT'] });
    const notSeller = await admin.put(`/leads/${lead.id}`, { sellerId: student.id });
    expect(notSeller.json().code).toBe('LEAD_SELLER_UNKNOWN');
    const moved = await admin.put(`/leads/${lead.id}`, { sellerId: next.user.id, status: 'QUALIFIED' });
    expect(moved.json()).toMatchObject({ sellerId: next.user.id, status: 'QUALIFIED' });
    expect(refusal(await seller.get(`/leads/${lead.id}`))).toEqual({ status: 404, code: 'NOT_FOUND' });
    const timeline = await next.get(`/leads/${lead.id}/timeline?sort=at,asc`);
    expect(timeline.statusCode).toBe(200);
    expect(
      timeline
        .json()
        .content.map((event: { kind: string; from: string | null; to: string | null; actorId: string }) => [
          event.kind,
          event.from,
          event.to,
          event.actorId,
        ]),
    ).toEqual([
      ['CREATED', null, 'NEW', seller.user.id],
      ['SELLER', null, seller.user.id, seller.user.id],
      ['STATUS', 'NEW', 'CONTACTED', seller.user.id],
      ['SELLER', seller.user.id, next.user.id, admin.user.id],
      ['STATUS', 'CONTACTED', 'QUALIFIED', admin.user.id],
    ]);
  });
});

describe('the list’s filters', () => {
  it('finds by name, e-mail or phone without accents or case, by country, status and academy days', async () => {
    const seller = await signedIn(['SELLER']);
    const tag = unique();
    const lead = await newLead(seller, {
      fullName: `Begoña Ñúñez ${tag}`,
      country: 'AR',
      phone: '+5491155556666',
    });
    const find = async (query: string) =>
      (await seller.get(`/leads?${query}`)).json().content.map((row: { id: string }) => row.id);
    expect(await find(`q=${encodeURIComponent(`BEGONA nunez ${tag}`)}`)).toEqual([lead.id]);
    expect(await find(`q=${tag}&country=AR&status=NEW`)).toEqual([lead.id]);
    expect(await find(`q=${tag}&country=UY`)).toEqual([]);
    // 15:00 UTC is the 20th in Buenos Aires.
    expect(await find(`q=${tag}&fromDate=2026-05-20&toDate=2026-05-20`)).toEqual([lead.id]);
    expect(await find(`q=${tag}&fromDate=2026-05-21`)).toEqual([]);
    expect(await find(`q=${tag}&toDate=2026-05-19`)).toEqual([]);
  });

  it('filters on attributes by equality, with odd values, numbers and booleans', async () => {
    const seller = await signedIn(['SELLER']);
    const tag = unique();
    const odd = 'it\'s "quoted" & 100% {json}';
    const a = await newLead(seller, { attributes: { campaign: tag, note: odd, age: 30, vip: true } });
    const b = await newLead(seller, { attributes: { campaign: tag, age: '31' } });
    const find = async (query: string) => {
      const answer = await seller.get(`/leads?campaign=${tag}&${query}`);
      expect(answer.statusCode).toBe(200);
      return answer
        .json()
        .content.map((row: { id: string }) => row.id)
        .sort();
    };
    expect(await find('')).toEqual([a.id, b.id].sort());
    expect(await find(`note=${encodeURIComponent(odd)}`)).toEqual([a.id]);
    expect(await find('age=30')).toEqual([a.id]);
    expect(await find('age=31')).toEqual([b.id]);
    expect(await find('vip=true')).toEqual([a.id]);
    expect(await find('vip=false')).toEqual([]);
    expect(await find(`note=${encodeURIComponent("' or 1=1 --")}`)).toEqual([]);
  });

  it('refuses a key that is not a plain name, and more than 10 attribute keys, naming the key', async () => {
    const seller = await signedIn(['SELLER']);
    for (const key of ['a-b', 'a.b', '1abc', 'a%20b', '%24where', 'x'.repeat(65)]) {
      const answer = await seller.get(`/leads?${key}=1`);
      expect(answer.statusCode, key).toBe(400);
      expect(answer.json().errors[0].path).toBe(`querystring.${decodeURIComponent(key)}`);
    }
    const ten = Array.from({ length: 10 }, (_, i) => `k${i}=v`).join('&');
    expect((await seller.get(`/leads?${ten}`)).statusCode).toBe(200);
    const eleven = await seller.get(`/leads?${ten}&k10=v`);
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json().errors[0].path).toBe('querystring.k10');
  });

  it('counts the board’s columns with the potential of the courses’ prices per currency', async () => {
    const seller = await signedIn(['SELLER']);
    const course = await createCourse(t.database.db);
    await createPaymentPlan(t.database.db, course.id, { periodAmount: '1000.00', numberOfPeriods: 3 });
    await createPaymentPlan(t.database.db, course.id, {
      type: 'upfront',
      upfrontAmount: '2500.00',
      periodAmount: null,
      numberOfPeriods: null,
    });
    await createPaymentPlan(t.database.db, course.id, {
      currency: 'USD',
      periodAmount: '50.00',
      numberOfPeriods: 2,
    });
    const tag = unique();
    await newLead(seller, { courseInterestId: course.id, attributes: { board: tag } });
    await newLead(seller, { courseInterestId: course.id, attributes: { board: tag } });
    await newLead(seller, { courseInterestId: course.id, status: 'WON', attributes: { board: tag } });
    const board = await seller.get(`/leads/pipeline?board=${tag}`);
    expect(board.statusCode).toBe(200);
    const columns = board.json().columns;
    expect(columns.map((column: { status: string }) => column.status)).toEqual([
      'NEW',
      'CONTACTED',
      'QUALIFIED',
      'MEETING_SCHEDULED',
      'WON',
      'LOST',
    ]);
    expect(columns[0]).toEqual({
      status: 'NEW',
      count: 2,
      potential: [
        { currency: 'ARS', amount: '5000.00' },
        { currency: 'USD', amount: '200.00' },
      ],
    });
    expect(columns[4]).toMatchObject({ status: 'WON', count: 1 });
    expect(columns[1]).toEqual({ status: 'CONTACTED', count: 0, potential: [] });
  });
});

describe('round-robin assignment', () => {
  // Its own database: the rotation is over every active seller, so a seller another test file
  // creates meanwhile on the shared one would join it half-way.
  const own = usePrivateTestApp({ tokenTtlSeconds: 365 * 86_400 }, { clock });
  const signedInHere = signingIn(own, clock);

  it('spreads 100 leads (some at once) within ±1 across active sellers, never to an inactive account', async () => {
    const db = own.database.db;
    const marketing = await signedInHere(['MARKETING']);
    const sellers = await Promise.all([0, 1, 2].map(() => createUser(db, { scopes: ['SELLER'] })));
    const inactive = await createUser(db, { scopes: ['SELLER'], active: false });
    const external = await createUser(db, { scopes: ['SELLER_EXTERNAL'] });
    const ids: string[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const created = await Promise.all(
        Array.from({ length: 10 }, () => newLead(marketing, { attributes: { robin: 'yes' } })),
      );
      ids.push(...created.map((lead) => lead.id));
    }
    const rows = await db.select().from(leads).where(inArray(leads.id, ids));
    expect(rows.every((row) => row.sellerId !== null)).toBe(true);
    const active = await db.select({ id: users.id, active: users.active, scopes: users.scopes }).from(users);
    const activeSellers = new Set(
      active.filter((u) => u.active && u.scopes.includes('SELLER')).map((u) => u.id),
    );
    expect(rows.every((row) => activeSellers.has(row.sellerId!))).toBe(true);
    const countOf = (id: string) => rows.filter((row) => row.sellerId === id).length;
    expect(countOf(inactive.id)).toBe(0);
    expect(countOf(external.id)).toBe(0);
    const mine = sellers.map((seller) => countOf(seller.id));
    expect(Math.max(...mine) - Math.min(...mine)).toBeLessThanOrEqual(1);
    // Every active seller took part: counts within ±1 across all of them.
    const all = [...activeSellers].map(countOf);
    expect(Math.max(...all) - Math.min(...all)).toBeLessThanOrEqual(1);
  });
});

describe('duplicates and merging', () => {
  it('flags leads of the same e-mail (any case) or phone, and merges one into the other', async () => {
    const admin = await signedIn(['SELLER_ADMIN']);
    const seller = await signedIn(['SELLER']);
    const address = email();
    const first = await newLead(seller, { email: address, attributes: { a: '1' } });
    const second = await newLead(admin, {
      email: address.toUpperCase(),
      phone: '+5491177778888',
      attributes: { a: '2', b: '3' },
    });
    expect((await admin.get(`/leads/${first.id}`)).json().duplicateIds).toEqual([second.id]);
    expect(second.duplicateIds).toEqual([first.id]);
    await admin.put(`/leads/${second.id}`, { status: 'CONTACTED' });
    const call = await admin.post('/meeting-calls', {
      leadId: second.id,
      sellerId: seller.user.id,
      scheduledAt: '2026-06-02T15:00:00.000Z',
      durationMinutes: 30,
    });
    expect(call.statusCode).toBe(201);
    expect(refusal(await seller.post(`/leads/${first.id}/merge`, { duplicateId: second.id }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
    const self = await admin.post(`/leads/${first.id}/merge`, { duplicateId: first.id });
    expect(self.json().code).toBe('LEAD_MERGE_INVALID');
    const merged = await admin.post(`/leads/${first.id}/merge`, { duplicateId: second.id });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({
      id: first.id,
      phone: '+5491177778888',
      attributes: { a: '1', b: '3' },
      duplicateIds: [],
    });
    expect(refusal(await admin.get(`/leads/${second.id}`))).toEqual({ status: 404, code: 'NOT_FOUND' });
    const kinds = (await admin.get(`/leads/${first.id}/timeline?size=50`))
      .json()
      .content.map((event: { kind: string; to: string | null }) => `${event.kind}:${event.to}`);
    expect(kinds).toContain('STATUS:CONTACTED');
    expect(kinds).toContain(`MERGED:${first.id}`);
    // The duplicate's call is the kept lead's now.
    expect(kinds).toContain('CALL:SCHEDULED');
    expect((await admin.get(`/meeting-calls/${call.json().id}`)).json().leadId).toBe(first.id);
  });

  it('shows the messages sent to the lead’s phone in its timeline', async () => {
    const seller = await signedIn(['SELLER']);
    const phone = `+54911${String(Date.now()).slice(-8)}`;
    const lead = await newLead(seller, { phone });
    await t.database.db.insert(messages).values({
      to: phone,
      text: 'Hola, te escribo por el curso',
      status: 'SENT',
      source: 'staff',
      sentById: seller.user.id,
      createdAt: new Date('2026-05-20T16:00:00Z'),
    });
    const timeline = await seller.get(`/leads/${lead.id}/timeline`);
    expect(timeline.json().content[0]).toMatchObject({
      kind: 'MESSAGE',
      to: 'SENT',
      actorId: seller.user.id,
      detail: { text: 'Hola, te escribo por el curso' },
    });
  });
});

describe('the public form of a course page', () => {
  const form = (
    courseId: string,
    payload: Record<string, unknown>,
    remoteAddress = `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  ) => t.app.inject({ method: 'POST', url: `/courses/${courseId}/leads`, payload, remoteAddress });

  it('keeps a consenting visitor’s lead with first and last touch, assigned to a seller', async () => {
    await createUser(t.database.db, { scopes: ['SELLER'] });
    const course = await createCourse(t.database.db);
    const address = email();
    const sent = await form(course.id, {
      fullName: 'Visitante Web',
      email: address,
      consent: true,
      message: 'Quiero saber los horarios',
      firstTouch: { source: 'google', medium: 'cpc', gclid: 'G-1', landedAt: '2026-05-01T10:00:00Z' },
      lastTouch: { source: 'facebook', fbclid: 'F-2', landedAt: '2026-05-20T14:00:00Z' },
    });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ received: true });
    const [row] = await t.database.db.select().from(leads).where(eq(leads.email, address));
    expect(row).toMatchObject({
      courseInterestId: course.id,
      status: 'NEW',
      source: 'facebook',
      utm: { source: 'facebook' },
      firstTouch: { source: 'google', medium: 'cpc', gclid: 'G-1' },
      lastTouch: { source: 'facebook', fbclid: 'F-2' },
      notes: 'Quiero saber los horarios',
      consentAt: clock.now(),
    });
    expect(row!.sellerId).not.toBeNull();
  });

  it('refuses without consent, keeps nothing when the spam trap is filled, 404 for an unknown course', async () => {
    const course = await createCourse(t.database.db);
    const address = email();
    const noConsent = await form(course.id, { fullName: 'X', email: address, consent: false });
    expect(noConsent.statusCode).toBe(400);
    const trapped = await form(course.id, {
      fullName: 'Bot',
      email: address,
      consent: true,
      website: 'http://spam',
    });
    expect(trapped.statusCode).toBe(202);
    expect(trapped.json()).toEqual({ received: true });
    expect(await t.database.db.select().from(leads).where(eq(leads.email, address))).toEqual([]);
    const unknown = await form(crypto.randomUUID(), { fullName: 'X', email: address, consent: true });
    expect(unknown.statusCode).toBe(404);
  });

  it('limits the forms of one client per minute', async () => {
    const course = await createCourse(t.database.db);
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push(
        (await form(course.id, { fullName: 'Insistente', email: email(), consent: true }, '10.250.0.1'))
          .statusCode,
      );
    }
    expect(codes).toEqual([202, 202, 202, 429]);
  });
});

describe('converting a lead and the marketing attribution', () => {
  it('makes one user and one enrollment when converted twice at once; the lead becomes WON', async () => {
    const seller = await signedIn(['SELLER']);
    const course = await createCourse(t.database.db);
    const plan = await createPaymentPlan(t.database.db, course.id);
    const address = email();
    const lead = await newLead(seller, {
      fullName: 'Martina López Díaz',
      email: address,
      phone: '+5491144445555',
    });
    const convert = () =>
      seller.post('/courses/enrollments/referred', {
        courseId: course.id,
        paymentPlanId: plan.id,
        leadId: lead.id,
      });
    const answers = await Promise.all([convert(), convert()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const sold = answers.find((answer) => answer.statusCode === 201)!.json();
    expect(sold.paymentLink).toMatch(/\/checkout\/[A-Za-z0-9_-]{43}$/);
    expect(sold.enrollment).toMatchObject({
      referrerSellerId: seller.user.id,
      studentName: 'Martina López Díaz',
    });
    const created = await t.database.db.select().from(users).where(eq(users.email, address));
    expect(created.map((user) => [user.firstName, user.lastName, user.scopes])).toEqual([
      ['Martina', 'López Díaz', ['BASIC']],
    ]);
    const after = (await seller.get(`/leads/${lead.id}`)).json();
    expect(after).toMatchObject({ status: 'WON', enrollmentId: sold.enrollment.id });
    const other = await signedIn(['SELLER']);
    const foreign = await newLead(other);
    const refused = await seller.post('/courses/enrollments/referred', {
      courseId: course.id,
      paymentPlanId: plan.id,
      leadId: foreign.id,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('credits enrollments and net income to the referrer and the first or last touch’s source', async () => {
    const seller = await signedIn(['SELLER']);
    const referrer = await createUser(t.database.db, { scopes: ['MARKETING'] });
    const course = await createCourse(t.database.db);
    const plan = await createPaymentPlan(t.database.db, course.id);
    const first = `first-${unique()}`;
    const last = `last-${unique()}`;
    const lead = await newLead(seller);
    await t.database.db
      .update(leads)
      .set({ firstTouch: { source: first }, lastTouch: { source: last } })
      .where(eq(leads.id, lead.id));
    const sold = await seller.post('/courses/enrollments/referred', {
      courseId: course.id,
      paymentPlanId: plan.id,
      leadId: lead.id,
      marketingReferrerId: referrer.id,
    });
    expect(sold.statusCode).toBe(201);
    const admin = await signedIn(['COMMERCIAL_ADMIN']);
    const approved = await admin.put(`/payments/${sold.json().payment.id}/status/APPROVED`, {
      reason: 'Transferencia',
    });
    expect(approved.statusCode).toBe(200);
    const marketing = await signedIn(['MARKETING']);
    const report = async (touch: string) => {
      const answer = await marketing.get(
        `/leads/attribution?fromDate=2026-05-20&toDate=2026-05-20&currency=ARS&touch=${touch}`,
      );
      expect(answer.statusCode).toBe(200);
      return answer.json();
    };
    const byFirst = await report('FIRST');
    expect(byFirst.byReferrer).toContainEqual({
      key: referrer.id,
      label: `${referrer.firstName} ${referrer.lastName}`,
      enrollments: 1,
      income: '1000.00',
    });
    expect(byFirst.bySource).toContainEqual({ key: first, label: first, enrollments: 1, income: '1000.00' });
    const byLast = await report('LAST');
    expect(byLast.bySource).toContainEqual({ key: last, label: last, enrollments: 1, income: '1000.00' });
    expect((await report('FIRST')).bySource.find((row: { key: string }) => row.key === last)).toBeUndefined();
    const usd = await marketing.get('/leads/attribution?fromDate=2026-05-20&toDate=2026-05-20&currency=USD');
    expect(usd.json().bySource.find((row: { key: string }) => row.key === first)).toBeUndefined();
    expect(
      (await seller.get('/leads/attribution?fromDate=2026-05-20&toDate=2026-05-20&currency=ARS')).statusCode,
    ).toBe(403);
  });
});

describe('the sellers’ lead figures', () => {
  it('counts each seller’s leads of the range by status, with the conversion rate', async () => {
    const seller = await signedIn(['SELLER']);
    await newLead(seller);
    await newLead(seller, { status: 'WON' });
    await newLead(seller, { status: 'LOST' });
    await newLead(seller, { status: 'WON' });
    const counts = await leadCountsBySeller(
      t.database.db,
      dayRange('2026-05-20', '2026-05-20', 'America/Argentina/Buenos_Aires'),
    );
    expect(counts.find((row) => row.sellerId === seller.user.id)).toEqual({
      sellerId: seller.user.id,
      byStatus: { NEW: 1, CONTACTED: 0, QUALIFIED: 0, MEETING_SCHEDULED: 0, WON: 2, LOST: 1 },
      total: 4,
      conversionRate: 0.5,
    });
    const before = await leadCountsBySeller(
      t.database.db,
      dayRange('2026-05-19', '2026-05-19', 'America/Argentina/Buenos_Aires'),
    );
    expect(before.find((row) => row.sellerId === seller.user.id)).toBeUndefined();
  });
});
