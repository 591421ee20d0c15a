/**
 * The leads' tables: the leads, their history (lead_events) and the round-robin's rows.
 * The list's extra keys are equalities on `attributes` (`@>`, the GIN `jsonb_path_ops`
 * index); duplicates are the other leads of the same e-mail (any case) or phone.
 */
import { and, asc, desc, eq, getTableColumns, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { PageRequest } from '../../core/pagination.js';
import type { Executor } from '../../db/database.js';
import { updateById } from '../../db/rows.js';
import {
  type LeadEventRow,
  type LeadRow,
  leadEvents,
  leadRoundRobin,
  leadSellerTurns,
  leads,
  meetingCalls,
  type NewLeadRow,
  users,
} from '../../db/schema/index.js';
import { humanOrder, searchPattern, searchTextOf } from '../../db/search.js';
import { joinedPage } from '../../db/table-page.js';

/** The list's filters, already turned into values: instants for the academy's days, JSON for attributes. */
export type LeadFilters = {
  q?: string;
  country?: string;
  status?: LeadRow['status'];
  from?: Date;
  /** Exclusive: the start of the day after `toDate`. */
  until?: Date;
  /** Only this seller's leads (a seller's own). */
  sellerId?: string;
  /** Each: one or more JSON objects, any of which the attributes must contain. */
  attributes?: string[][];
};

export type LeadWithDuplicates = LeadRow & { duplicateIds: string[] };

export type NewLeadEvent = Omit<LeadEventRow, 'id' | 'createdAt' | 'detail'> & {
  detail?: Record<string, string | null>;
};

/** One timeline entry as the database answers it. */
export type TimelineRow = {
  id: string;
  kind: LeadEventRow['kind'];
  at: Date;
  actorId: string | null;
  actorName: string | null;
  from: string | null;
  to: string | null;
  detail: Record<string, string | null>;
};

const searchTextOfLead = (lead: Pick<LeadRow, 'fullName' | 'email' | 'phone'>) =>
  searchTextOf(lead.fullName, lead.email, lead.phone);

/**
 * The other leads with the same e-mail (case-insensitive) or phone as this row (named in
 * full: inside a subquery Drizzle's bare column names would read the inner table's).
 */
const duplicateIds = sql<string[]>`coalesce((
  select array_agg(other.id order by other.created_at) from leads other
  where other.id <> "leads"."id"
    and (("leads"."email" is not null and lower(other.email) = lower("leads"."email"))
      or ("leads"."phone" is not null and other.phone = "leads"."phone"))
), '{}')`.as('duplicate_ids');

const columnsWithDuplicates = { ...leadColumns(), duplicateIds };

function leadColumns() {
  const { searchText: _, ...columns } = getTableColumns(leads);
  return columns;
}

const sortable = {
  createdAt: leads.createdAt,
  fullName: humanOrder(leads.fullName),
  status: leads.status,
};

function whereOf(filters: LeadFilters): SQL | undefined {
  return and(
    filters.q ? sql`${leads.searchText} like ${searchPattern(filters.q)}` : undefined,
    filters.country ? eq(leads.country, filters.country) : undefined,
    filters.status ? eq(leads.status, filters.status) : undefined,
    filters.from ? gte(leads.createdAt, filters.from) : undefined,
    filters.until ? lt(leads.createdAt, filters.until) : undefined,
    filters.sellerId ? eq(leads.sellerId, filters.sellerId) : undefined,
    ...(filters.attributes ?? []).map((alternatives) =>
      alternatives.length === 1
        ? sql`${leads.attributes} @> ${alternatives[0]}::jsonb`
        : sql`(${sql.join(
            alternatives.map((json) => sql`${leads.attributes} @> ${json}::jsonb`),
            sql` or `,
          )})`,
    ),
  );
}

/** A course's price per currency: its cheapest public active plan's whole amount. */
const potentialOfCourse = sql`lateral (
  select plan.currency, min(coalesce(plan.upfront_amount, 0) + coalesce(plan.period_amount, 0) * coalesce(plan.number_of_periods, 1)) as price
  from course_payment_plans plan
  where plan.course_id = ${leads.courseInterestId} and plan.active and plan.alliance_id is null
  group by plan.currency
)`;

export function createLeadsRepository(db: Executor) {
  return {
    async insert(lead: Omit<NewLeadRow, 'searchText'>): Promise<LeadRow> {
      const [row] = await db
        .insert(leads)
        .values({ ...lead, searchText: searchTextOfLead(lead as LeadRow) })
        .returning();
      return row!;
    },

    async findById(leadId: string): Promise<LeadWithDuplicates | undefined> {
      const [row] = await db.select(columnsWithDuplicates).from(leads).where(eq(leads.id, leadId));
      return row as LeadWithDuplicates | undefined;
    },

    /** The lead, locked for the rest of the transaction (updates, merges, conversion). */
    async lock(leadId: string): Promise<LeadRow | undefined> {
      const [row] = await db.select().from(leads).where(eq(leads.id, leadId)).for('update');
      return row;
    },

    async findPage(filters: LeadFilters, page: PageRequest) {
      const where = whereOf(filters);
      const rows = db.select(columnsWithDuplicates).from(leads);
      return joinedPage(db, leads, rows, where, page, {
        sortable,
        defaults: [desc(leads.createdAt)],
      }) as Promise<{ rows: LeadWithDuplicates[]; total: number }>;
    },

    async update(leadId: string, changes: Partial<NewLeadRow>, now: Date): Promise<void> {
      const row = await updateById(db, leads, leadId, changes, now);
      await db
        .update(leads)
        .set({ searchText: searchTextOfLead(row!) })
        .where(eq(leads.id, leadId));
    },

    async remove(leadId: string): Promise<void> {
      await db.delete(leads).where(eq(leads.id, leadId));
    },

    async recordEvents(events: NewLeadEvent[]): Promise<void> {
      if (events.length > 0) await db.insert(leadEvents).values(events);
    },

    /** The duplicate's history becomes the kept lead's. */
    async moveEvents(fromLeadId: string, toLeadId: string): Promise<void> {
      await db.update(leadEvents).set({ leadId: toLeadId }).where(eq(leadEvents.leadId, fromLeadId));
    },

    /** The duplicate's meeting calls become the kept lead's (before the duplicate is removed). */
    async moveCalls(fromLeadId: string, toLeadId: string): Promise<void> {
      await db.update(meetingCalls).set({ leadId: toLeadId }).where(eq(meetingCalls.leadId, fromLeadId));
    },

    /**
     * The timeline: the lead's own events, the WhatsApp messages sent to its phone
     * (messaging's outbox) and its meeting calls (at their time, `to` their status), newest
     * first. Another kind joins as one more branch of the union.
     */
    async timeline(lead: Pick<LeadRow, 'id' | 'phone'>, page: PageRequest) {
      const digits = lead.phone?.replace(/\D/g, '') ?? '';
      const union = sql`
        select e.id, e.kind::text as kind, e.at, e.actor_id, trim(u.first_name || ' ' || u.last_name) as actor_name,
          e.from_value, e.to_value, e.detail
        from lead_events e left join users u on u.id = e.actor_id
        where e.lead_id = ${lead.id}
        union all
        select m.id, 'MESSAGE', m.created_at, m.sent_by_id, trim(u.first_name || ' ' || u.last_name),
          null, m.status::text, jsonb_build_object('text', m.text, 'templateId', m.template_id, 'source', m.source)
        from messages m left join users u on u.id = m.sent_by_id
        where ${digits.length >= 6} and m.to like ${`%${digits}`}
        union all
        select c.id, 'CALL', c.scheduled_at, c.seller_id, trim(u.first_name || ' ' || u.last_name),
          null, c.status::text, jsonb_build_object('durationMinutes', c.duration_minutes::text,
            'meetingUrl', c.meeting_url, 'outcome', c.outcome, 'inviteeEmail', c.invitee_email)
        from meeting_calls c left join users u on u.id = c.seller_id
        where c.lead_id = ${lead.id}`;
      const direction =
        page.sort.find((item) => item.field === 'at')?.direction === 'asc' ? sql`asc` : sql`desc`;
      const [result, counted] = await Promise.all([
        db.execute(
          sql`select * from (${union}) t order by t.at ${direction}, t.id ${direction} limit ${page.size} offset ${page.offset}`,
        ),
        db.execute(sql`select count(*)::int as total from (${union}) t`),
      ]);
      const rows = (result.rows as Record<string, unknown>[]).map(
        (row): TimelineRow => ({
          id: row.id as string,
          kind: row.kind as TimelineRow['kind'],
          at: new Date(row.at as string),
          actorId: (row.actor_id as string | null) ?? null,
          actorName: (row.actor_name as string | null) || null,
          from: (row.from_value as string | null) ?? null,
          to: (row.to_value as string | null) ?? null,
          detail: (row.detail as Record<string, string | null>) ?? {},
        }),
      );
      return { rows, total: (counted.rows[0] as { total: number }).total };
    },

    /** Each status's count and its leads' courses' potential per currency, on the list's filters. */
    async pipeline(filters: LeadFilters) {
      const where = whereOf(filters);
      const [counts, potentials] = await Promise.all([
        db
          .select({ status: leads.status, count: sql<number>`count(*)::int` })
          .from(leads)
          .where(where)
          .groupBy(leads.status),
        db.execute(sql`select ${leads.status} as status, price.currency, sum(price.price)::numeric(14,2)::text as amount
          from ${leads} cross join ${potentialOfCourse} price
          ${where ? sql`where ${where}` : sql``}
          group by ${leads.status}, price.currency order by price.currency`),
      ]);
      return {
        counts,
        potentials: potentials.rows as {
          status: LeadRow['status'];
          currency: 'ARS' | 'USD';
          amount: string;
        }[],
      };
    },

    /**
     * The next active seller of the round-robin, in the caller's transaction: the turn row's
     * update queues concurrent assignments, and the seller whose last turn is oldest (never
     * assigned: first) gets it. Only active accounts with the SELLER scope take part.
     */
    async nextSeller(): Promise<string | null> {
      const [turn] = await db
        .update(leadRoundRobin)
        .set({ turn: sql`${leadRoundRobin.turn} + 1` })
        .where(eq(leadRoundRobin.id, 1))
        .returning({ turn: leadRoundRobin.turn });
      const [seller] = await db
        .select({ id: users.id })
        .from(users)
        .leftJoin(leadSellerTurns, eq(leadSellerTurns.sellerId, users.id))
        .where(
          and(
            sql`'SELLER' = any(${users.scopes})`,
            eq(users.active, true),
            sql`${users.deactivatedAt} is null`,
          ),
        )
        .orderBy(sql`${leadSellerTurns.lastTurn} asc nulls first`, asc(users.id))
        .limit(1);
      if (!seller) return null;
      await db
        .insert(leadSellerTurns)
        .values({ sellerId: seller.id, lastTurn: turn!.turn, assigned: 1 })
        .onConflictDoUpdate({
          target: leadSellerTurns.sellerId,
          set: { lastTurn: turn!.turn, assigned: sql`${leadSellerTurns.assigned} + 1` },
        });
      return seller.id;
    },

    /** Whether the user may own leads: an active account with a seller's scope. */
    async isActiveSeller(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.id, userId),
            eq(users.active, true),
            sql`${users.scopes} && array['SELLER', 'SELLER_EXTERNAL', 'SELLER_ADMIN']::scope[]`,
          ),
        );
      return row !== undefined;
    },

    async namesOf(userIds: string[]): Promise<Map<string, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
        .from(users)
        .where(inArray(users.id, userIds));
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };
}

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
