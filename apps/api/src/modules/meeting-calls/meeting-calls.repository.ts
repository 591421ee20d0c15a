/** Queries on meeting_calls (the seller's name joined from users for the answers). */
import { and, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { PageRequest } from '../../core/pagination.js';
import { equalFilters } from '../../db/conditions.js';
import type { Executor } from '../../db/database.js';
import { type MeetingCallRow, meetingCalls, users } from '../../db/schema/index.js';
import { joinedPage } from '../../db/table-page.js';

export type MeetingCallFilter = {
  sellerId?: string;
  userId?: string;
  leadId?: string;
  status?: MeetingCallRow['status'];
  /** Calls that end after it. */
  from?: Date;
  /** Calls that start before it. */
  to?: Date;
};

export type MeetingCallRead = MeetingCallRow & { sellerName: string };

const sellerName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

const sortable = {
  scheduledAt: meetingCalls.scheduledAt,
  createdAt: meetingCalls.createdAt,
  status: meetingCalls.status,
};

function whereOf(filter: MeetingCallFilter): SQL | undefined {
  return and(
    ...equalFilters(meetingCalls, filter, ['sellerId', 'userId', 'leadId', 'status']),
    filter.from ? gt(meetingCalls.endsAt, filter.from) : undefined,
    filter.to ? lt(meetingCalls.scheduledAt, filter.to) : undefined,
  );
}

export function createMeetingCallsRepository(db: Executor) {
  const reads = () =>
    db
      .select({ call: meetingCalls, sellerName })
      .from(meetingCalls)
      .innerJoin(users, eq(users.id, meetingCalls.sellerId));
  const flatten = ({ call, sellerName }: { call: MeetingCallRow; sellerName: string }): MeetingCallRead => ({
    ...call,
    sellerName,
  });

  return {
    async findById(id: string): Promise<MeetingCallRead | undefined> {
      const [row] = await reads().where(eq(meetingCalls.id, id));
      return row ? flatten(row) : undefined;
    },

    /** The call, locked for its change (its invitation's SEQUENCE grows one at a time). */
    async lock(id: string): Promise<MeetingCallRow | undefined> {
      const [row] = await db.select().from(meetingCalls).where(eq(meetingCalls.id, id)).for('update');
      return row;
    },

    async insert(values: typeof meetingCalls.$inferInsert): Promise<MeetingCallRow> {
      const [row] = await db.insert(meetingCalls).values(values).returning();
      return row!;
    },

    async update(id: string, values: Partial<typeof meetingCalls.$inferInsert>): Promise<void> {
      await db.update(meetingCalls).set(values).where(eq(meetingCalls.id, id));
    },

    async page(filter: MeetingCallFilter, page: PageRequest) {
      const where = whereOf(filter);
      const { rows, total } = await joinedPage(db, meetingCalls, reads(), where, page, {
        sortable,
        defaults: [sql`${meetingCalls.scheduledAt} asc`],
      });
      return { rows: rows.map(flatten), total };
    },
  };
}

export type MeetingCallsRepository = ReturnType<typeof createMeetingCallsRepository>;
