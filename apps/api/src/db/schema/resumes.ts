import type { TECHNOLOGY_LEVELS } from '@catedra/contract';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  type PgColumnBuilderBase,
  pgTable,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, reference, requiredReference, timestamps } from './columns.js';
import { users } from './users.js';

export type ResumeLink = { title: string; url: string };

/** One resume per user: headline, summary and links; the items are in their own tables. */
export const userResumes = pgTable('user_resumes', {
  userId: reference('user_id', () => users.id, { onDelete: 'cascade' }).primaryKey(),
  headline: varchar('headline', { length: 200 }),
  summary: text('summary'),
  links: jsonb('links').$type<ResumeLink[]>().notNull().default(sql`'[]'::jsonb`),
  ...timestamps(),
});

/**
 * A table of one kind of resume item: each item has its own id and belongs to its user (deleted
 * with him, read by him).
 */
function resumeItems<Name extends string, Columns extends Record<string, PgColumnBuilderBase>>(
  name: Name,
  columns: Columns,
) {
  return pgTable(
    name,
    {
      id: id(),
      userId: requiredReference('user_id', () => users.id, { onDelete: 'cascade' }),
      ...columns,
    },
    (table) => [index(`${name}_user_id_idx`).on(table.userId)],
  );
}

/** When an academic or professional item began and ended (still going: no end), what the person says of it. */
const periodAndDescription = () => ({
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }),
  description: text('description'),
  createdAt: createdAt(),
});

export const resumeAcademicItems = resumeItems('resume_academic_items', {
  institution: varchar('institution', { length: 200 }).notNull(),
  degree: varchar('degree', { length: 200 }).notNull(),
  field: varchar('field', { length: 200 }),
  ...periodAndDescription(),
});

export const resumeProfessionalItems = resumeItems('resume_professional_items', {
  company: varchar('company', { length: 200 }).notNull(),
  role: varchar('role', { length: 200 }).notNull(),
  ...periodAndDescription(),
});

export const resumeTechnologyItems = resumeItems('resume_technology_items', {
  name: varchar('name', { length: 100 }).notNull(),
  level: varchar('level', { length: 20 }).$type<(typeof TECHNOLOGY_LEVELS)[number]>().notNull(),
  yearsOfExperience: integer('years_of_experience'),
  createdAt: createdAt(),
});
