/**
 * Sales figures from the leads: the marketing attribution report (enrollments made in a range
 * of the academy's days, in one currency, and the net income of their payments from the
 * ledger, per marketing referrer and per UTM source of the lead's first or last touch) and
 * each seller's leads by status with the conversion rate.
 */
import type { AttributionQuery, LeadStatus, MarketingAttribution } from '@catedra/contract';
import { addDays, LEAD_STATUSES, zonedDateTimeToInstant } from '@catedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/database.js';

type Row = { key: string | null; label: string | null; enrollments: number; income: string };

/** An academy's day range as instants: from the first day's start to the start of the day after the last. */
export const dayRange = (fromDate: string, toDate: string, timeZone: string) => ({
  from: zonedDateTimeToInstant(fromDate, '00:00', timeZone),
  until: zonedDateTimeToInstant(addDays(toDate, 1), '00:00', timeZone),
});

async function grouped(db: Executor, made: SQL, currency: string, key: SQL, label: SQL): Promise<Row[]> {
  const result = await db.execute(sql`
    with made as (${made}),
    net as (
      select p.enrollment_id, sum(mm.amount) as amount
      from money_movements mm join payments p on p.id = mm.payment_id
      where p.enrollment_id in (select id from made) and mm.currency = ${currency}
        and mm.type in ('INCOME', 'REFUND', 'CHARGEBACK')
      group by p.enrollment_id
    )
    select ${key} as key, ${label} as label, count(*)::int as enrollments,
      coalesce(sum(net.amount), 0)::numeric(14,2)::text as income
    from made left join net on net.enrollment_id = made.id
    group by 1, 2 order by 4 desc, 3 desc, 1 nulls last`);
  return result.rows as Row[];
}

export async function marketingAttribution(
  db: Executor,
  query: Static<typeof AttributionQuery>,
  timeZone: string,
): Promise<Static<typeof MarketingAttribution>> {
  const { from, until } = dayRange(query.fromDate, query.toDate, timeZone);
  const touch = query.touch ?? 'FIRST';
  const touchColumn = touch === 'FIRST' ? sql`l.first_touch` : sql`l.last_touch`;
  const made = sql`
    select e.id, e.marketing_referrer_id,
      nullif(coalesce(${touchColumn} ->> 'source', l.utm ->> 'source'), '') as source
    from enrollments e left join leads l on l.enrollment_id = e.id
    where e.created_at >= ${from.toISOString()}::timestamptz and e.created_at < ${until.toISOString()}::timestamptz
      and e.currency = ${query.currency}`;
  const [byReferrer, bySource] = await Promise.all([
    grouped(
      db,
      made,
      query.currency,
      sql`made.marketing_referrer_id::text`,
      sql`(select trim(u.first_name || ' ' || u.last_name) from users u where u.id = made.marketing_referrer_id)`,
    ),
    grouped(db, made, query.currency, sql`made.source`, sql`made.source`),
  ]);
  return {
    fromDate: query.fromDate,
    toDate: query.toDate,
    currency: query.currency,
    touch,
    byReferrer,
    bySource,
  };
}

export type SellerLeadCounts = {
  sellerId: string;
  byStatus: Record<Static<typeof LeadStatus>, number>;
  total: number;
  /** WON over all the seller's leads of the range (0 when none), to 4 decimals. */
  conversionRate: number;
};

/** Each seller's leads created in the range, by status, and the share that was won. */
export async function leadCountsBySeller(
  db: Executor,
  range: { from: Date; until: Date },
): Promise<SellerLeadCounts[]> {
  const result = await db.execute(sql`
    select seller_id, status::text as status, count(*)::int as count from leads
    where seller_id is not null and created_at >= ${range.from.toISOString()}::timestamptz
      and created_at < ${range.until.toISOString()}::timestamptz
    group by seller_id, status`);
  const bySeller = new Map<string, SellerLeadCounts>();
  for (const row of result.rows as {
    seller_id: string;
    status: Static<typeof LeadStatus>;
    count: number;
  }[]) {
    const counts =
      bySeller.get(row.seller_id) ??
      ({
        sellerId: row.seller_id,
        byStatus: Object.fromEntries(
          LEAD_STATUSES.map((status) => [status, 0]),
        ) as SellerLeadCounts['byStatus'],
        total: 0,
        conversionRate: 0,
      } satisfies SellerLeadCounts);
    counts.byStatus[row.status] = row.count;
    counts.total += row.count;
    bySeller.set(row.seller_id, counts);
  }
  return [...bySeller.values()].map((counts) => ({
    ...counts,
    conversionRate:
      counts.total === 0 ? 0 : Math.round((counts.byStatus.WON / counts.total) * 10_000) / 10_000,
  }));
}
