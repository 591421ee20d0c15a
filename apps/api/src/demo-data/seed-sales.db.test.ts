/**
 * The sales demo: leads in every status with their history, the demo seller's calls in the
 * coming and the past week, and commission lines that add up to rate × net collected per sale
 * (the check of commissions.routes.test.ts), seeded on different days of the year.
 */
import { percentageOf } from '@catedra/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testClock } from '../../test/fakes/test-clock.js';
import { createPrivateDatabase, type PrivateDatabase } from '../../test/setup/private-database.js';
import { inRolledBackTransaction } from '../../test/setup/rolled-back.js';
import type { Executor } from '../db/database.js';
import { demoEmailOf, seedDemoData } from './seed.js';

let database: PrivateDatabase;
beforeAll(async () => {
  database = await createPrivateDatabase(inject('databaseUrl'));
});
afterAll(() => database?.drop());

/** What the sales demo holds, seeded at `now`. */
async function salesDemo(tx: Executor, now: string) {
  const seller = demoEmailOf('SELLER');
  const { rows } = await tx.execute<Record<string, unknown>>(sql`select
    (select count(*)::int from leads) as leads,
    (select array_agg(distinct status::text order by status::text) from leads) as statuses,
    (select count(*)::int from leads l join users u on u.id = l.seller_id where u.email = ${seller}) as "sellerLeads",
    (select count(*)::int from leads l join users u on u.id = l.seller_id
      where u.email = ${demoEmailOf('SELLER_EXTERNAL')}) as "externalLeads",
    (select count(*)::int from leads where seller_id is null) as unassigned,
    (select count(*)::int from (select lower(email) from leads where email is not null
      group by lower(email) having count(*) > 1) d) as "duplicateEmails",
    (select count(*)::int from leads l join enrollments e on e.id = l.enrollment_id
      join users u on u.id = e.referrer_seller_id where l.status = 'WON' and u.email = ${seller}) as "wonConverted",
    -- Every lead has its CREATED row, and its status is the last STATUS row's (or NEW).
    (select count(*)::int from leads l where not exists
      (select from lead_events v where v.lead_id = l.id and v.kind = 'CREATED')) as "withoutCreated",
    (select count(*)::int from leads l where l.status::text <> coalesce((select v.to_value from lead_events v
      where v.lead_id = l.id and v.kind = 'STATUS' order by v.at desc limit 1), 'NEW')) as "statusOffHistory",
    (select count(*)::int from leads l where l.seller_id is distinct from (select v.to_value::uuid from lead_events v
      where v.lead_id = l.id and v.kind = 'SELLER' order by v.at desc limit 1)) as "sellerOffHistory",
    (select count(*)::int from lead_events where at > ${now}::timestamptz) as "eventsInFuture",
    (select turn::int from lead_round_robin) as turn,
    (select sum(assigned)::int from lead_seller_turns) as "turnsAssigned",
    (select count(*)::int from meeting_calls c join users u on u.id = c.seller_id
      where u.email = ${seller} and c.status = 'SCHEDULED'
        and c.scheduled_at > ${now}::timestamptz and c.scheduled_at < ${now}::timestamptz + interval '7 days') as "comingWeek",
    (select count(*)::int from meeting_calls where status = 'DONE' and outcome is not null
      and scheduled_at between ${now}::timestamptz - interval '7 days' and ${now}::timestamptz) as "heldLastWeek",
    (select count(*)::int from meeting_calls where status = 'CANCELLED' and sequence = 1) as cancelled,
    (select count(*)::int from meeting_calls where lead_id is not null) as "callsWithLead",
    (select count(*)::int from meeting_calls where user_id is not null) as "callsWithStudent",
    (select count(*)::int from meeting_calls a join meeting_calls b on a.seller_id = b.seller_id and a.id < b.id
      where tstzrange(a.scheduled_at, a.ends_at) && tstzrange(b.scheduled_at, b.ends_at)) as overlapping,
    -- Sensible hours in Buenos Aires: from 9 to 19.
    (select count(*)::int from meeting_calls where extract(hour from scheduled_at at time zone 'America/Argentina/Buenos_Aires')
      not between 9 and 18) as "oddHours",
    (select count(*)::int from commerce_mail_outbox where kind in ('MEETING_INVITATION', 'MEETING_CANCELLATION')) as "mailQueued",
    (select count(*)::int from commission_rates) as rates,
    -- Every referred approved payment accrued, once.
    (select count(*)::int from payments p where p.referrer_seller_id is not null and p.status = 'APPROVED'
      and not exists (select from commission_lines c where c.payment_id = p.id and c.kind = 'ACCRUAL')) as "notAccrued",
    (select count(*)::int from commission_lines where kind = 'ACCRUAL') > 0 as "hasAccruals",
    -- No balance below zero after the payout.
    (select count(*)::int from (select seller_id, currency from commission_lines group by seller_id, currency
      having sum(amount) < 0) b) as "negativeBalances",
    (select count(*)::int from commission_lines where kind = 'PAYOUT') as payouts`);
  const sales = await tx.execute<{ rate: string; net: string; lines: string }>(sql`
    select c.rate_percent as rate,
           (p.amount - coalesce((select sum(r.amount) from payment_refunds r
              where r.payment_id = p.id and r.status = 'COMPLETED'), 0))::numeric(14,2)::text as net,
           sum(c.amount)::numeric(14,2)::text as lines
    from commission_lines c join payments p on p.id = c.payment_id
    where c.kind <> 'PAYOUT' and c.rate_percent is not null
    group by p.id, c.rate_percent`);
  const offSales = sales.rows.filter((sale) => sale.lines !== percentageOf(sale.net, sale.rate));
  return { ...rows[0], offSales };
}

const SALES_DEMO = {
  leads: 12,
  statuses: ['CONTACTED', 'LOST', 'MEETING_SCHEDULED', 'NEW', 'QUALIFIED', 'WON'],
  sellerLeads: 8,
  externalLeads: 2,
  unassigned: 1,
  duplicateEmails: 1,
  wonConverted: 1,
  withoutCreated: 0,
  statusOffHistory: 0,
  sellerOffHistory: 0,
  eventsInFuture: 0,
  turn: 5,
  turnsAssigned: 5,
  comingWeek: 2,
  heldLastWeek: 1,
  cancelled: 1,
  callsWithLead: 3,
  callsWithStudent: 1,
  overlapping: 0,
  oddHours: 0,
  mailQueued: 0,
  rates: 2,
  notAccrued: 0,
  hasAccruals: true,
  negativeBalances: 0,
  payouts: 1,
  offSales: [],
};

describe('sales demo data', () => {
  it.each([
    '2026-01-01T03:00:00Z',
    '2026-03-29T23:30:00Z',
    '2026-07-15T12:00:00Z',
    '2026-11-26T20:00:00Z',
    '2028-02-29T10:00:00Z',
  ])('seeds leads, calls and commissions that hold together on %s', async (now) => {
    const demo = await inRolledBackTransaction(database.connection.db, async (tx) => {
      await seedDemoData(tx, testClock(now));
      // A second start keeps what is there.
      await seedDemoData(tx, testClock(now));
      return salesDemo(tx, now);
    });
    expect(demo).toEqual(SALES_DEMO);
  });
});
