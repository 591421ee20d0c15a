/**
 * The payments and money-movements lists' totals come from the daily counts (migration 0029,
 * db/daily-counts.ts) plus the rows of the range's partial days: they must equal a plain
 * count of the rows the same filters match, for ranges that start and end at any minute
 * (around UTC and Buenos Aires midnights), after inserts, status changes and a deletion.
 * Its own window (March 2047), so files sharing the database do not disturb it.
 */
import { addDays, zonedDateTimeToInstant } from '@catedra/contract';
import { and, count, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/users.js';
import { bearer, tokenFor, useTestApp } from '../../../test/setup/test-app.js';
import { moneyMovements, payments } from '../../db/schema/index.js';
import { recordMovement } from '../money-movements/index.js';

const t = useTestApp();
const ZONE = 'America/Argentina/Buenos_Aires';

/** A small deterministic generator, so a failure is repeatable. */
function numbers(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

/** An instant in 2047-03-01 … 2047-03-06 UTC, often a few minutes from a UTC or Buenos Aires midnight. */
function instantOf(next: (below: number) => number): Date {
  const day = Date.UTC(2047, 2, 1 + next(6));
  const minutes = [0, 1, 179, 180, 181, 1439, next(1440)][next(7)]!;
  return new Date(day + minutes * 60_000);
}

async function listTotal(path: string) {
  const admin = await createUser(t.database.db, { scopes: ['COMMERCIAL_ADMIN'] });
  const response = await t.app.inject({
    method: 'GET',
    url: path,
    headers: bearer(await tokenFor(t.config, admin)),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { page: { totalElements: number } }).page.totalElements;
}

async function plainCount(table: typeof payments | typeof moneyMovements, where: SQL | undefined) {
  const [row] = await t.database.db.select({ total: count() }).from(table).where(where);
  return row!.total;
}

describe('the lists’ totals at scale (daily counts)', () => {
  it('findAllPayments: the total equals a plain count for every range and filter, after changes', async () => {
    const next = numbers(21);
    const payer = await createUser(t.database.db, {});
    const statuses = ['CREATED', 'APPROVED', 'CANCELLED'] as const;
    const vendors = ['mercadopago', 'paypal', null] as const;
    const ids: string[] = [];
    for (let index = 0; index < 60; index += 1) {
      const createdAt = instantOf(next);
      const [row] = await t.database.db
        .insert(payments)
        .values({
          userId: payer.id,
          amount: '100.00',
          currency: 'ARS',
          status: statuses[next(3)]!,
          vendorId: vendors[next(3)]!,
          segment: next(2) === 0 ? 'QUOTA' : 'UPFRONT',
          linkTokenHash: `list-totals-${index}-${createdAt.getTime()}-${next(1_000_000)}`,
          linkExpiresAt: createdAt,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: payments.id });
      ids.push(row!.id);
    }
    // A status change, a vendor change and a deletion move the counts as the rows move.
    await t.database.db.update(payments).set({ status: 'APPROVED' }).where(eq(payments.id, ids[0]!));
    await t.database.db.update(payments).set({ vendorId: 'dlocal' }).where(eq(payments.id, ids[1]!));
    await t.database.db.delete(payments).where(eq(payments.id, ids[2]!));

    const ranges: [string, string][] = [
      ['2047-03-01', '2047-03-06'],
      ['2047-02-28', '2047-03-01'],
      ['2047-03-02', '2047-03-02'],
      ['2047-03-02', '2047-03-04'],
      ['2047-03-05', '2047-03-07'],
    ];
    const filters: [string, SQL | undefined][] = [
      ['', undefined],
      ['&status=APPROVED', eq(payments.status, 'APPROVED')],
      [
        '&vendorId=mercadopago&segment=QUOTA',
        and(eq(payments.vendorId, 'mercadopago'), eq(payments.segment, 'QUOTA')),
      ],
      [
        `&userId=${payer.id}&status=CREATED`,
        and(eq(payments.userId, payer.id), eq(payments.status, 'CREATED')),
      ],
    ];
    for (const [fromDate, toDate] of ranges) {
      const from = zonedDateTimeToInstant(fromDate, '00:00', ZONE);
      const toBefore = zonedDateTimeToInstant(addDays(toDate, 1), '00:00', ZONE);
      for (const [query, where] of filters) {
        const expected = await plainCount(
          payments,
          and(gte(payments.createdAt, from), lt(payments.createdAt, toBefore), where),
        );
        const total = await listTotal(`/payments?fromDate=${fromDate}&toDate=${toDate}${query}&size=5`);
        expect({ fromDate, toDate, query, total }).toEqual({ fromDate, toDate, query, total: expected });
      }
    }
  });

  it('findAllMoneyMovements: the total equals a plain count for ranges starting and ending at any minute', async () => {
    const next = numbers(7);
    const types = ['INCOME', 'REFUND', 'FEE'] as const;
    for (let index = 0; index < 80; index += 1) {
      const occurredAt = instantOf(next);
      const type = types[next(3)]!;
      await recordMovement(
        t.database.db,
        {
          type,
          source: next(2) === 0 ? 'mercadopago' : 'manual',
          currency: next(3) === 0 ? 'USD' : 'ARS',
          amount: type === 'INCOME' ? '10.00' : '-1.00',
          occurredAt,
          executed: next(2) === 0,
          eventKey: `list-totals-${index}-${occurredAt.getTime()}`,
        },
        occurredAt,
      );
    }
    const ranges: [string, string][] = [
      ['2047-03-01T00:00:00.000Z', '2047-03-07T00:00:00.000Z'],
      ['2047-03-01T02:59:00.000Z', '2047-03-03T03:00:00.000Z'],
      ['2047-03-02T00:01:00.000Z', '2047-03-02T23:59:00.000Z'],
      ['2047-03-02T03:00:00.000Z', '2047-03-05T00:00:00.000Z'],
      ['2047-03-04T23:59:00.000Z', '2047-03-06T00:01:00.000Z'],
    ];
    const filters: [string, SQL | undefined][] = [
      ['', undefined],
      [
        '&type=INCOME&currency=ARS',
        and(eq(moneyMovements.type, 'INCOME'), eq(moneyMovements.currency, 'ARS')),
      ],
      [
        '&source=manual&executed=true',
        and(eq(moneyMovements.source, 'manual'), eq(moneyMovements.executed, true)),
      ],
    ];
    for (const [from, to] of ranges) {
      for (const [query, where] of filters) {
        const expected = await plainCount(
          moneyMovements,
          and(
            gte(moneyMovements.occurredAt, new Date(from)),
            lte(moneyMovements.occurredAt, new Date(to)),
            where,
          ),
        );
        const total = await listTotal(`/money-movements?from=${from}&to=${to}${query}&size=5`);
        expect({ from, to, query, total }).toEqual({ from, to, query, total: expected });
      }
    }
  });
});
