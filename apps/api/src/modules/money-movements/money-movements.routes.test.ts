/** The money movements list: its filters, its default order and the whitelisted sort, paged with a total. */
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/users.js';
import { bearer, tokenFor, useTestApp } from '../../../test/setup/test-app.js';
import { recordMovement } from './movements.js';

const t = useTestApp();

/**
 * Three adjustments in May 2041, a window of their own (test files share one database), and
 * one in June that the listed window leaves out.
 */
async function threeAdjustments() {
  const movements = [
    { amount: '100.00', occurredAt: '2041-05-01T12:00:00.000Z' },
    { amount: '-20.50', occurredAt: '2041-05-02T12:00:00.000Z' },
    { amount: '300.00', occurredAt: '2041-05-03T12:00:00.000Z' },
    { amount: '999.00', occurredAt: '2041-06-15T12:00:00.000Z' },
  ];
  for (const [index, movement] of movements.entries()) {
    await recordMovement(
      t.database.db,
      {
        type: 'ADJUSTMENT',
        source: 'manual',
        currency: 'ARS',
        amount: movement.amount,
        occurredAt: new Date(movement.occurredAt),
        eventKey: `ajuste-${index}`,
      },
      new Date(),
    );
  }
}

async function list(query: string) {
  const admin = await createUser(t.database.db, { scopes: ['COMMERCIAL_ADMIN'] });
  const window = 'type=ADJUSTMENT&from=2041-05-01T00:00:00Z&to=2041-05-31T00:00:00Z';
  const response = await t.app.inject({
    method: 'GET',
    url: `/money-movements?${window}&${query}`,
    headers: bearer(await tokenFor(t.config, admin)),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { content: { amount: string }[]; page: { totalElements: number } };
}

describe('GET /money-movements (findAllMoneyMovements)', () => {
  it('answers the filtered movements newest first by default, or by a whitelisted field, with their total', async () => {
    await threeAdjustments();
    const newestFirst = await list('size=2');
    expect(newestFirst.content.map((movement) => movement.amount)).toEqual(['300.00', '-20.50']);
    expect(newestFirst.page.totalElements).toBe(3);
    const byAmount = await list('sort=amount,asc');
    expect(byAmount.content.map((movement) => movement.amount)).toEqual(['-20.50', '100.00', '300.00']);
  });
});
