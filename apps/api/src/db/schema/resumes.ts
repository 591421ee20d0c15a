import type { TECHNOLOGY_LEVELS } from '@catedra/contract';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
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

const owner = () => requiredReference('user_id', () => users.id, { onDelete: 'cascade' });

/** When an academic or professional item began and ended (still going: no end), what the person says of it. */
const periodAndDescription = () => ({
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }),
  description: text('description'),
  createdAt: createdAt(),
});

export const resumeAcademicItems = pgTable(
  'resume_academic_items',
  {
    id: id(),
    userId: owner(),
    institution: varchar('institution', { length: 200 }).notNull(),
    degree: varchar('degree', { length: 200 }).notNull(),
    field: varchar('field', { length: 200 }),
    ...periodAndDescription(),
  },
  (table) => [index('resume_academic_items_user_id_idx').on(table.userId)],
);

export const resumeProfessionalItems = pgTable(
  'resume_professional_items',
  {
    id: id(),
    userId: owner(),
    company: varchar('company', { length: 200 }).notNull(),
    role: varchar('role', { length: 200 }).notNull(),
    ...periodAndDescription(),
  },
  (table) => [index('resume_professional_items_user_id_idx').on(table.userId)],
);

export const resumeTechnologyItems = pgTable(
  'resume_technology_items',
  {
    id: id(),
    userId: owner(),
    name: varchar('name', { length: 100 }).notNull(),
    level: varchar('level', { length: 20 }).$type<(typeof TECHNOLOGY_LEVELS)[number]>().notNull(),
    yearsOfExperience: integer('years_of_experience'),
    createdAt: createdAt(),
  },
  (table) => [index('resume_technology_items_user_id_idx').on(table.userId)],
);
