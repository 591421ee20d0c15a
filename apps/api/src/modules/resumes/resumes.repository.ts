/** Queries on resumes and their three kinds of items. */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  type ResumeLink,
  resumeAcademicItems,
  resumeProfessionalItems,
  resumeTechnologyItems,
  userResumes,
} from '../../db/schema/index.js';
import type { Clock } from '../../time/clock.js';

/** The three item tables, by the name the API uses for them. */
export const ITEM_TABLES = {
  academic: resumeAcademicItems,
  professional: resumeProfessionalItems,
  technology: resumeTechnologyItems,
} as const;
export type ItemKind = keyof typeof ITEM_TABLES;
export type ItemRow<K extends ItemKind> = (typeof ITEM_TABLES)[K]['$inferSelect'];

export function createResumesRepository(db: Executor, clock: Clock) {
  return {
    async findResume(userId: string) {
      const [[resume], academic, professional, technology] = await Promise.all([
        db.select().from(userResumes).where(eq(userResumes.userId, userId)),
        db
          .select()
          .from(resumeAcademicItems)
          .where(eq(resumeAcademicItems.userId, userId))
          .orderBy(desc(resumeAcademicItems.startDate), asc(resumeAcademicItems.id)),
        db
          .select()
          .from(resumeProfessionalItems)
          .where(eq(resumeProfessionalItems.userId, userId))
          .orderBy(desc(resumeProfessionalItems.startDate), asc(resumeProfessionalItems.id)),
        db
          .select()
          .from(resumeTechnologyItems)
          .where(eq(resumeTechnologyItems.userId, userId))
          .orderBy(asc(resumeTechnologyItems.name)),
      ]);
      return { resume, academic, professional, technology };
    },

    /** Creates or replaces the headline, summary and links. */
    async upsertResume(
      userId: string,
      fields: { headline?: string; summary?: string; links?: ResumeLink[] },
    ) {
      const values = {
        headline: fields.headline ?? null,
        summary: fields.summary ?? null,
        links: fields.links ?? [],
      };
      await db
        .insert(userResumes)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: userResumes.userId, set: { ...values, updatedAt: clock.now() } });
    },

    async insertItem<K extends ItemKind>(
      kind: K,
      userId: string,
      fields: Record<string, unknown>,
    ): Promise<ItemRow<K>> {
      const table = ITEM_TABLES[kind];
      const [row] = await db
        .insert(table)
        // The contract validated the fields of this kind of item; the union of tables defeats inference.
        .values({ ...fields, userId } as never)
        .returning();
      return row as ItemRow<K>;
    },

    async findItemOwner(kind: ItemKind, itemId: string): Promise<string | undefined> {
      const table = ITEM_TABLES[kind];
      const [row] = await db.select({ userId: table.userId }).from(table).where(eq(table.id, itemId));
      return row?.userId;
    },

    async updateItem<K extends ItemKind>(kind: K, itemId: string, fields: Record<string, unknown>) {
      // The three tables share id/user_id; typing the generic union is beyond Drizzle, so one stands for all.
      const table = ITEM_TABLES[kind] as (typeof ITEM_TABLES)['academic'];
      const [row] = await db
        .update(table)
        .set(fields as never)
        .where(eq(table.id, itemId))
        .returning();
      return row as ItemRow<K> | undefined;
    },

    async deleteItem(kind: ItemKind, itemId: string, userId: string) {
      const table = ITEM_TABLES[kind];
      await db.delete(table).where(and(eq(table.id, itemId), eq(table.userId, userId)));
    },
  };
}

export type ResumesRepository = ReturnType<typeof createResumesRepository>;
