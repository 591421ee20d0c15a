/**
 * A seller's referred enrollments through the HTTP API: the buyer by e-mail (found, or created
 * once as BASIC even under concurrent sales), what the answer tells a seller about him, the
 * ownership of a buyer named by id, the seller's own list with what each paid and owes, the
 * link he reissues, and what an external seller may never read.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/factories/academic.js';
import { paymentScenarios } from '../../../test/factories/payments.js';
import { createPaymentPlan } from '../../../test/factories/selling.js';
import { createUser } from '../../../test/factories/users.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import { useTestApp } from '../../../test/setup/test-app.js';
import { scopeChanges, users } from '../../db/schema/index.js';

const clock = testClock('2026-03-10T15:00:00Z');
const t = useTestApp({ tokenTtlSeconds: 365 * 86_400 }, { clock });
const { signedIn } = paymentScenarios(t, clock);

type Headers = Record<string, string>;

/** An open course with a 3 × 1000.00 ARS plan. */
async function courseForSale() {
  const course = await createCourse(t.database.db);
  const plan = await createPaymentPlan(t.database.db, course.id);
  return { courseId: course.id, paymentPlanId: plan.id };
}

const sell = (headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/courses/enrollments/referred', headers, payload });

const newEmail = () => `comprador-${crypto.randomUUID()}@example.com`;

describe('a referred enrollment for a person by e-mail', () => {
  it('creates a new person once, as BASIC, even when two sales for his e-mail run at once', async () => {
    const seller = await signedIn(['SELLER_EXTERNAL']);
    const email = newEmail();
    const person = { email, firstName: 'Lucía', lastName: 'Pereyra', phone: '+5491122334455' };
    const [first, second] = await Promise.all([
      sell(seller.headers, { ...(await courseForSale()), person }),
      sell(seller.headers, { ...(await courseForSale()), person: { ...person, email: email.toUpperCase() } }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const created = await t.database.db.select().from(users).where(sql`lower(${users.email}) = ${email}`);
    expect(created.map((row) => [row.firstName, row.lastName, row.phone, row.scopes])).toEqual([
      ['Lucía', 'Pereyra', '+5491122334455', ['BASIC']],
    ]);
    expect(first.json().enrollment.userId).toBe(created[0]!.id);
    expect(second.json().enrollment.userId).toBe(created[0]!.id);
    // His BASIC scope is recorded as given by the seller who brought him.
    const history = await t.database.db
      .select()
      .from(scopeChanges)
      .where(eq(scopeChanges.userId, created[0]!.id));
    expect(history.map((row) => [row.scope, row.action, row.changedBy])).toEqual([
      ['BASIC', 'GRANTED', seller.user.id],
    ]);
    expect(first.json()).toMatchObject({
      enrollment: { status: 'PENDING', referrerSellerId: seller.user.id, studentName: 'Lucía Pereyra' },
      payment: { status: 'CREATED', amount: '1000.00', currency: 'ARS' },
    });
    expect(first.json().paymentLink).toMatch(/\/checkout\/[A-Za-z0-9_-]{43}$/);
  });

  it('reuses an existing account without changing it or telling the seller its stored data', async () => {
    const existing = await createUser(t.database.db, {
      firstName: 'Nombre',
      lastName: 'Guardado',
      phone: '+5491100000000',
    });
    const seller = await signedIn(['SELLER']);
    const sold = await sell(seller.headers, {
      ...(await courseForSale()),
      person: { email: existing.email.toUpperCase(), firstName: 'Como', lastName: 'Lo Escribió' },
    });
    expect(sold.statusCode).toBe(201);
    const { enrollment } = sold.json();
    expect(enrollment.userId).toBe(existing.id);
    expect(enrollment.studentName).toBe('Como Lo Escribió');
    expect(JSON.stringify(sold.json())).not.toMatch(/Guardado|\+5491100000000/);
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, existing.id));
    expect([stored!.firstName, stored!.lastName, stored!.phone, stored!.scopes]).toEqual([
      'Nombre',
      'Guardado',
      '+5491100000000',
      existing.scopes,
    ]);
  });

  it('asks for exactly one of userId, person and leadId', async () => {
    const seller = await signedIn(['SELLER']);
    const course = await courseForSale();
    const buyer = await createUser(t.database.db);
    const both = await sell(seller.headers, {
      ...course,
      userId: buyer.id,
      person: { email: newEmail(), firstName: 'A', lastName: 'B' },
    });
    expect(both.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect((await sell(seller.headers, course)).json()).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    const badEmail = await sell(seller.headers, {
      ...course,
      person: { email: 'no-es-un-email', firstName: 'A', lastName: 'B' },
    });
    expect(badEmail.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });
});

describe('a buyer named by id', () => {
  it('is refused to a seller who never referred him, and accepted once he did', async () => {
    const seller = await signedIn(['SELLER']);
    const stranger = await createUser(t.database.db);
    const refused = await sell(seller.headers, { ...(await courseForSale()), userId: stranger.id });
    expect(refused.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    // An id no user has gets the same answer: an id tells a seller nothing.
    const unknown = await sell(seller.headers, { ...(await courseForSale()), userId: crypto.randomUUID() });
    expect(unknown.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });

    const person = { email: stranger.email, firstName: 'Ya', lastName: 'Conocido' };
    expect((await sell(seller.headers, { ...(await courseForSale()), person })).statusCode).toBe(201);
    const again = await sell(seller.headers, { ...(await courseForSale()), userId: stranger.id });
    expect(again.statusCode).toBe(201);
  });

  it('is any user for the sellers’ admins and commercial staff', async () => {
    const buyer = await createUser(t.database.db);
    for (const scope of ['SELLER_ADMIN', 'COMMERCIAL'] as const) {
      const staff = await signedIn([scope]);
      const sold = await sell(staff.headers, { ...(await courseForSale()), userId: buyer.id });
      expect(sold.statusCode, scope).toBe(201);
    }
  });
});

describe('a seller’s own referred enrollments', () => {
  const list = (headers: Headers, query = '') =>
    t.app.inject({ url: `/courses/enrollments?size=200${query}`, headers });

  it('lists only his own, with what each paid and still owes', async () => {
    const mine = await signedIn(['SELLER_EXTERNAL']);
    const other = await signedIn(['SELLER']);
    const course = await courseForSale();
    const sold = await sell(mine.headers, {
      ...course,
      person: { email: newEmail(), firstName: 'Mía', lastName: 'Venta' },
    });
    await sell(other.headers, {
      ...course,
      person: { email: newEmail(), firstName: 'De', lastName: 'Otro' },
    });

    const listed = await list(mine.headers, `&courseId=${course.courseId}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().content.map((row: { id: string }) => row.id)).toEqual([sold.json().enrollment.id]);
    expect(listed.json().content[0]).toMatchObject({
      referrerSellerId: mine.user.id,
      currency: 'ARS',
      totalPaid: '0.00',
      owed: '3000.00',
    });
    // Asking for another seller's referrals gives nothing.
    const others = await list(mine.headers, `&referrerSellerId=${other.user.id}`);
    expect(others.json().content).toEqual([]);
  });

  it('shows a payment approved on it as paid, and the rest as owed', async () => {
    const seller = await signedIn(['SELLER']);
    const sold = await sell(seller.headers, {
      ...(await courseForSale()),
      person: { email: newEmail(), firstName: 'Paga', lastName: 'Una' },
    });
    const { enrollment, payment } = sold.json();
    const admin = await signedIn(['COMMERCIAL_ADMIN']);
    const approved = await admin.put(`/payments/${payment.id}/status/APPROVED`, {
      reason: 'Transferencia recibida',
    });
    expect(approved.statusCode).toBe(200);
    const listed = await list(seller.headers, `&referrerSellerId=${seller.user.id}`);
    expect(listed.json().content).toEqual([
      expect.objectContaining({ id: enrollment.id, status: 'ACTIVE', totalPaid: '1000.00', owed: '2000.00' }),
    ]);
  });

  it('lets the seller reissue his link (the old one stops working), and no other seller', async () => {
    const seller = await signedIn(['SELLER_EXTERNAL']);
    const sold = await sell(seller.headers, {
      ...(await courseForSale()),
      person: { email: newEmail(), firstName: 'Link', lastName: 'Nuevo' },
    });
    const { payment } = sold.json();
    const reissue = (headers: Headers) =>
      t.app.inject({ method: 'POST', url: `/payments/${payment.id}/link`, headers });
    const reissued = await reissue(seller.headers);
    expect(reissued.statusCode).toBe(201);
    expect((await t.app.inject({ url: `/checkout/${payment.linkToken}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/checkout/${reissued.json().linkToken}` })).statusCode).toBe(200);
    expect((await reissue((await signedIn(['SELLER_EXTERNAL'])).headers)).json()).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
  });
});

describe('an external seller never reads users', () => {
  it('is refused the users list and another user’s record', async () => {
    const seller = await signedIn(['SELLER_EXTERNAL']);
    const someone = await createUser(t.database.db);
    const forbidden = { status: 403, code: 'FORBIDDEN' };
    expect((await seller.get('/users')).json()).toMatchObject(forbidden);
    expect((await seller.get(`/users/${someone.id}`)).json()).toMatchObject(forbidden);
  });
});
