/** Queries on the messages (the outbox) and the short links. */
import type { MessageStatus } from '@catedra/contract';
import { and, asc, desc, eq, getTableColumns, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { PageRequest } from '../../core/pagination.js';
import type { Executor } from '../../db/database.js';
import { type MessageRow, messages, shortLinks } from '../../db/schema/index.js';
import { joinedPage } from '../../db/table-page.js';
import type { Clock } from '../../time/clock.js';

export type MessageFilters = {
  to?: string;
  status?: Static<typeof MessageStatus>;
  templateId?: string;
  from?: string;
  until?: string;
};

export type NewMessage = Pick<
  MessageRow,
  'to' | 'templateId' | 'templateValues' | 'text' | 'sentById' | 'source' | 'reference' | 'shortLinkId'
> & { nextAttemptAt: Date };

/** A message as lists show it: with its short link's address code and clicks. */
export type ListedMessage = MessageRow & { linkCode: string | null; linkClicks: number | null };

const listed = {
  ...getTableColumns(messages),
  linkCode: shortLinks.code,
  linkClicks: shortLinks.clicks,
};

export function createMessagingRepository(db: Executor, clock: Clock) {
  const withLink = () =>
    db.select(listed).from(messages).leftJoin(shortLinks, eq(shortLinks.id, messages.shortLinkId));

  return {
    /** Inserts a short link; undefined when its code is taken (the caller draws another). */
    async insertShortLink(code: string, target: string) {
      const [row] = await db
        .insert(shortLinks)
        .values({ code, target, createdAt: clock.now() })
        .onConflictDoNothing({ target: shortLinks.code })
        .returning();
      return row;
    },

    /** Counts a follow and answers the target; undefined for an unknown code. */
    async followShortLink(code: string, now: Date) {
      const [row] = await db
        .update(shortLinks)
        .set({ clicks: sql`${shortLinks.clicks} + 1`, lastClickAt: now })
        .where(eq(shortLinks.code, code))
        .returning({ target: shortLinks.target });
      return row?.target;
    },

    async insertMessage(message: NewMessage): Promise<MessageRow> {
      const [row] = await db
        .insert(messages)
        .values({ ...message, createdAt: clock.now() })
        .returning();
      return row!;
    },

    async findById(id: string): Promise<ListedMessage | undefined> {
      const [row] = await withLink().where(eq(messages.id, id));
      return row;
    },

    async findByProviderId(providerMessageId: string): Promise<MessageRow | undefined> {
      const [row] = await db.select().from(messages).where(eq(messages.providerMessageId, providerMessageId));
      return row;
    },

    async update(id: string, values: Partial<Omit<MessageRow, 'id' | 'createdAt'>>) {
      await db.update(messages).set(values).where(eq(messages.id, id));
    },

    /** One more attempt counted, answering the count. */
    async countAttempt(id: string): Promise<number> {
      const [row] = await db
        .update(messages)
        .set({ attempts: sql`${messages.attempts} + 1` })
        .where(eq(messages.id, id))
        .returning({ attempts: messages.attempts });
      return row?.attempts ?? 0;
    },

    /**
     * Claims the messages due for an attempt (up to `limit`), skipping rows another worker
     * holds, and moves their next attempt to `leaseUntil`: a worker that dies mid-send leaves
     * them to be tried again after the lease, and two workers never send one message at once.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<MessageRow[]> {
      const due = db
        .select({ id: messages.id })
        .from(messages)
        .where(
          and(
            eq(messages.status, 'ENQUEUED'),
            isNull(messages.providerMessageId),
            lte(messages.nextAttemptAt, now),
          ),
        )
        .orderBy(asc(messages.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(messages)
        .set({ nextAttemptAt: leaseUntil })
        .where(inArray(messages.id, due))
        .returning();
    },

    /** Newest first unless sorted otherwise. */
    async findPage(filters: MessageFilters, page: PageRequest) {
      const digits = filters.to?.replace(/\D/g, '');
      const where = and(
        digits ? sql`${messages.to} like ${`%${digits}%`}` : undefined,
        filters.status ? eq(messages.status, filters.status) : undefined,
        filters.templateId ? eq(messages.templateId, filters.templateId) : undefined,
        filters.from ? gte(messages.createdAt, new Date(filters.from)) : undefined,
        filters.until ? lte(messages.createdAt, new Date(filters.until)) : undefined,
      );
      return joinedPage(db, messages, withLink(), where, page, {
        sortable: { createdAt: messages.createdAt, status: messages.status },
        defaults: [desc(messages.createdAt)],
      });
    },
  };
}

export type MessagingRepository = ReturnType<typeof createMessagingRepository>;
