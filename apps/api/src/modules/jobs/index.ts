/** The jobs module's public surface: the job definition every module writes, the runners, the Tareas service. */

export { createInProcessJobRunner } from './in-process-runner.js';
export { createInlineJobQueue } from './inline-queue.js';
export type {
  EnqueueOptions,
  JobCounts,
  JobDefinition,
  JobQueue,
  JobRunContext,
  JobRunner,
} from './job-definition.js';
export { createJobRunner, PG_BOSS_SCHEMA } from './job-runner.js';
export { jobsHandlers } from './jobs.routes.js';
export { createJobsService, type JobsService, toJobRunDto } from './jobs.service.js';
export { createRunRecorder, type RunRecorder } from './run-recorder.js';
