import type { JOB_RUN_TRIGGERS } from '@catedra/contract';
import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { id, instant, reference } from './columns.js';
import { jobRunStatusEnum, jobRunTriggerEnum } from './enums.js';
import { users } from './users.js';

/**
 * Every run of a background job (modules/jobs, decision 0012), kept by us because pg-boss
 * deletes its finished jobs: what the Tareas screen lists. One row per attempt; a retried
 * job has one row per attempt.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: id(),
    jobName: varchar('job_name', { length: 100 }).notNull(),
    trigger: jobRunTriggerEnum('trigger').notNull(),
    /** Who asked for it (MANUAL); null for the system. */
    requestedBy: reference('requested_by', () => users.id, { onDelete: 'set null' }),
    /** What the run was asked to do (`{ courseId }`). */
    data: jsonb('data').notNull().$type<Record<string, unknown>>().default({}),
    /** 1 for the first attempt, 2 for the first retry… */
    attempt: integer('attempt').notNull().default(1),
    status: jobRunStatusEnum('status').notNull().default('RUNNING'),
    counts: jsonb('counts').$type<Record<string, number>>(),
    progressDone: integer('progress_done'),
    progressTotal: integer('progress_total'),
    error: text('error'),
    startedAt: instant('started_at').notNull(),
    finishedAt: instant('finished_at'),
  },
  (table) => [
    // The runs list: newest first, all of them or one job's, one status's.
    index('job_runs_started_idx').on(table.startedAt, table.id),
    index('job_runs_job_started_idx').on(table.jobName, table.startedAt, table.id),
    index('job_runs_status_started_idx').on(table.status, table.startedAt, table.id),
  ],
);

export type JobRunRow = typeof jobRuns.$inferSelect;
export type JobRunTrigger = (typeof JOB_RUN_TRIGGERS)[number];
