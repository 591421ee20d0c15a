/** Queries on course templates. No rules here (applying one is the service's, in one transaction). */
import { and, asc, eq } from 'drizzle-orm';
import type { PageRequest } from '../../core/pagination.js';
import type { Executor } from '../../db/database.js';
import { firstRow } from '../../db/rows.js';
import { type CourseTemplateRow, courseTemplates } from '../../db/schema/index.js';
import { humanOrder } from '../../db/search.js';
import { tablePage } from '../../db/table-page.js';

/** Sorting by name follows people's order (Álvarez before Zapata), as the default does. */
const SORTABLE = { name: humanOrder(courseTemplates.name), createdAt: courseTemplates.createdAt };

type TemplateValues = Pick<CourseTemplateRow, 'name' | 'topicId' | 'active' | 'classes' | 'exams'>;

export function createTemplatesRepository(db: Executor) {
  return {
    async findById(id: string): Promise<CourseTemplateRow | undefined> {
      return firstRow(db, courseTemplates, eq(courseTemplates.id, id));
    },

    async findPage(filters: { topicId?: string; active?: boolean }, page: PageRequest) {
      const where = and(
        filters.topicId ? eq(courseTemplates.topicId, filters.topicId) : undefined,
        filters.active !== undefined ? eq(courseTemplates.active, filters.active) : undefined,
      );
      return tablePage(db, courseTemplates, where, page, {
        sortable: SORTABLE,
        defaults: [asc(humanOrder(courseTemplates.name))],
      });
    },

    async insert(values: TemplateValues): Promise<CourseTemplateRow> {
      const [row] = await db.insert(courseTemplates).values(values).returning();
      return row!;
    },

    async update(id: string, patch: Partial<TemplateValues>): Promise<CourseTemplateRow | undefined> {
      if (Object.values(patch).every((value) => value === undefined)) return this.findById(id);
      const [row] = await db.update(courseTemplates).set(patch).where(eq(courseTemplates.id, id)).returning();
      return row;
    },
  };
}

export type TemplatesRepository = ReturnType<typeof createTemplatesRepository>;
