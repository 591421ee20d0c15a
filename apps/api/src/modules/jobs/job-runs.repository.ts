/** Queries on job_runs: the record of every run of a background job (the Tareas screen). */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PageRequest } from '../../core/pagination.js';
import type { Executor } from '../../db/database.js';
import { type JobRunRow, jobRuns } from '../../db/schema/index.js';
import { tablePage } from '../../db/table-page.js';
import type { JobCounts } from './job-definition.js';

export type NewJobRun = Pick<typeof jobRuns.$inferInsert, 'jobName' | 'trigger' | 'requestedBy' | 'data'> & {
  attempt?: number;
};

export type JobRunFilters = { jobName?: string; status?: JobRunRow['status'] };

export function createJobRunsRepository(db: Executor) {
  return {
    async begin(run: NewJobRun, now: Date): Promise<JobRunRow> {
      const [row] = await db
        .insert(jobRuns)
        .values({ ...run, status: 'RUNNING', startedAt: now })
        .returning();
      return row!;
    },

    /** A run that ended, written whole (a quiet job's run that did something, or failed). */
    async insertFinished(
      run: NewJobRun & Pick<JobRunRow, 'status' | 'counts' | 'error' | 'startedAt' | 'finishedAt'>,
    ): Promise<void> {
      await db.insert(jobRuns).values(run);
    },

    async progress(id: string, done: number, total: number): Promise<void> {
      await db
        .update(jobRuns)
        .set({ progressDone: done, progressTotal: total })
        .where(and(eq(jobRuns.id, id), eq(jobRuns.status, 'RUNNING')));
    },

    async succeed(id: string, counts: JobCounts, now: Date): Promise<void> {
      await db
        .update(jobRuns)
        .set({ status: 'SUCCEEDED', counts, finishedAt: now })
        .where(eq(jobRuns.id, id));
    },

    async fail(id: string, error: string, now: Date): Promise<void> {
      await db.update(jobRuns).set({ status: 'FAILED', error, finishedAt: now }).where(eq(jobRuns.id, id));
    },

    async findById(id: string): Promise<JobRunRow | undefined> {
      const [row] = await db.select().from(jobRuns).where(eq(jobRuns.id, id));
      return row;
    },

    findPage(filters: JobRunFilters, page: PageRequest) {
      const where = and(
        filters.jobName ? eq(jobRuns.jobName, filters.jobName) : undefined,
        filters.status ? eq(jobRuns.status, filters.status) : undefined,
      );
      return tablePage(db, jobRuns, where, page, {
        sortable: { startedAt: jobRuns.startedAt },
        defaults: [desc(jobRuns.startedAt)],
      });
    },

    /** The latest run of each named job (one index probe per job, on job_runs_job_started_idx). */
    async lastRuns(names: readonly string[]): Promise<JobRunRow[]> {
      if (names.length === 0) return [];
      return db
        .select()
        .from(jobRuns)
        .where(
          inArray(
            jobRuns.id,
            sql`(select (select r.id from ${jobRuns} r where r.job_name = n.name
                  order by r.started_at desc, r.id desc limit 1)
                 from unnest(${sql.param([...names])}::text[]) as n(name))`,
          ),
        );
    },
  };
}

export type JobRunsRepository = ReturnType<typeof createJobRunsRepository>;
