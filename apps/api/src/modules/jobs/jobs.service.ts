/** The Tareas screen's reads and "Ejecutar ahora": the jobs, their runs, a run now. */
import type { Person } from '../../core/actor.js';
import { type PageQuery, pageOf, toPageRequest } from '../../core/pagination.js';
import type { Executor } from '../../db/database.js';
import type { JobRunRow } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import type { JobDefinition, JobRunner } from './job-definition.js';
import { createJobRunsRepository, type JobRunFilters } from './job-runs.repository.js';

export function toJobRunDto(row: JobRunRow) {
  return {
    id: row.id,
    jobName: row.jobName,
    trigger: row.trigger,
    requestedBy: row.requestedBy,
    data: row.data,
    attempt: row.attempt,
    status: row.status,
    counts: row.counts,
    progressDone: row.progressDone,
    progressTotal: row.progressTotal,
    error: row.error,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export function createJobsService(deps: {
  runner: JobRunner;
  definitions: readonly JobDefinition<never>[];
  db: Executor;
  timeZone: string;
}) {
  const { runner, definitions } = deps;
  const runs = createJobRunsRepository(deps.db);
  return {
    async findAll() {
      const last = new Map(
        (await runs.lastRuns(definitions.map((definition) => definition.name))).map((run) => [
          run.jobName,
          run,
        ]),
      );
      return definitions.map((definition) => {
        const lastRun = last.get(definition.name);
        return {
          name: definition.name,
          title: definition.title,
          schedule: definition.schedule ?? null,
          timeZone: deps.timeZone,
          nextRunAt: runner.nextRunAt(definition.name)?.toISOString() ?? null,
          lastRun: lastRun ? toJobRunDto(lastRun) : null,
        };
      });
    },

    async findRuns(query: JobRunFilters & PageQuery) {
      const page = toPageRequest(query);
      const { rows, total } = await runs.findPage(query, page);
      return pageOf(rows.map(toJobRunDto), total, page);
    },

    async runNow(person: Person, jobName: string, data: { courseId?: string } | null) {
      if (!definitions.some((definition) => definition.name === jobName)) throw AppError.notFound('La tarea');
      const run = await runner.runNow(jobName, { ...data }, person.userId);
      return toJobRunDto(run);
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
