/** Queries on course topics. No rules here: the service decides. */
import { asc, eq } from 'drizzle-orm';
import type { PageRequest } from '../../core/pagination.js';
import type { Executor } from '../../db/database.js';
import { firstRow } from '../../db/rows.js';
import { courseTopics } from '../../db/schema/index.js';
import { humanOrder } from '../../db/search.js';
import { tablePage } from '../../db/table-page.js';

const SORTABLE = { name: humanOrder(courseTopics.name), createdAt: courseTopics.createdAt };

export type TopicRow = typeof courseTopics.$inferSelect;

export function createTopicsRepository(db: Executor) {
  return {
    async findById(id: string): Promise<TopicRow | undefined> {
      return firstRow(db, courseTopics, eq(courseTopics.id, id));
    },

    async findPage(page: PageRequest) {
      return tablePage(db, courseTopics, undefined, page, {
        sortable: SORTABLE,
        defaults: [asc(humanOrder(courseTopics.name))],
      });
    },

    /** Answers undefined when the slug is taken (race-safe). */
    async insert(topic: { name: string; slug: string }): Promise<TopicRow | undefined> {
      const [row] = await db.insert(courseTopics).values(topic).onConflictDoNothing().returning();
      return row;
    },

    async update(id: string, patch: { name?: string; slug?: string }): Promise<TopicRow | undefined> {
      if (patch.name === undefined && patch.slug === undefined) return this.findById(id);
      const [row] = await db.update(courseTopics).set(patch).where(eq(courseTopics.id, id)).returning();
      return row;
    },
  };
}

export type TopicsRepository = ReturnType<typeof createTopicsRepository>;
