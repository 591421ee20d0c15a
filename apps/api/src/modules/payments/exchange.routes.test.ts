/**
 * Conversions at the exchange rate through the HTTP API (issue 17 items 8 and 13), on a
 * database of its own: the current rate is the newest row, which every test file of a run
 * would otherwise share. A rate that makes an amount 0.00 in the other currency, or larger
 * than an amount can be, answers 422 CONVERTED_AMOUNT_OUT_OF_RANGE: no zero PayPal order,
 * no 500 from a quote.
 */
import type { Scope } from '@catedra/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser } from '../../../test/factories/users.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import { createPrivateDatabase, type PrivateDatabase } from '../../../test/setup/private-database.js';
import { bearer, testConfig, tokenFor } from '../../../test/setup/test-app.js';
import { startVendorFakes } from '../../../test/setup/vendor-fakes.js';
import { buildApp } from '../../app.js';
import { payments } from '../../db/schema/index.js';

const clock = testClock('2026-03-10T15:00:00Z');
const vendors = await startVendorFakes();
const config = testConfig({ tokenTtlSeconds: 365 * 86_400, payments: vendors.paymentsConfig() });

let database: PrivateDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createPrivateDatabase(inject('databaseUrl'));
  app = await buildApp(config, database.connection, { clock });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

async function signedIn(scopes: Scope[], country?: string) {
  const user = await createUser(database.connection.db, { scopes, ...(country ? { country } : {}) });
  return { user, headers: bearer(await tokenFor(config, user, clock)) };
}

async function setRate(rate: string) {
  const admin = await signedIn(['COMMERCIAL_ADMIN']);
  clock.advance(1000);
  const set = await app.inject({
    method: 'POST',
    url: '/payments/exchange-rate',
    headers: admin.headers,
    payload: { rate },
  });
  expect(set.statusCode).toBe(201);
  return admin;
}

describe('a rate that makes the converted amount unusable', () => {
  it('answers a quote whose conversion would overflow with 422, not 500', async () => {
    const admin = await setRate('0.000001');
    const payer = await signedIn(['BASIC']);
    const quote = await app.inject({
      method: 'POST',
      url: '/payments/quote',
      headers: admin.headers,
      payload: { userId: payer.user.id, amount: '2000000.00', currency: 'USD' },
    });
    expect(quote.json()).toMatchObject({ status: 422, code: 'CONVERTED_AMOUNT_OUT_OF_RANGE' });
  });

  it('refuses to open a PayPal order of 0.00 USD for a small ARS payment; the payment stays CREATED', async () => {
    const admin = await setRate('1000');
    const payer = await signedIn(['BASIC'], 'US');
    const created = await app.inject({
      method: 'POST',
      url: '/payments',
      headers: admin.headers,
      payload: { userId: payer.user.id, amount: '4.00', currency: 'ARS' },
    });
    expect(created.statusCode).toBe(201);
    const paymentId = created.json().id as string;
    const initialized = await app.inject({
      method: 'POST',
      url: `/payments/${paymentId}/initialize?vendor=paypal`,
      headers: payer.headers,
    });
    expect(initialized.json()).toMatchObject({ status: 422, code: 'CONVERTED_AMOUNT_OUT_OF_RANGE' });
    expect(vendors.paypal.orders.size).toBe(0);
    const [stored] = await database.connection.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(stored).toMatchObject({ status: 'CREATED', vendorId: null });
  });
});
