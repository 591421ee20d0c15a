/** Binds the Tareas operations to the jobs service. */
import { defineHandlers } from '../../http/handlers.js';
import type { JobsService } from './jobs.service.js';

export function jobsHandlers({ jobs }: { jobs: JobsService }) {
  return defineHandlers({
    findAllJobs: () => jobs.findAll(),
    findAllJobRuns: ({ query }) => jobs.findRuns(query),
    runJobNow: ({ caller, params, body }) => jobs.runNow(caller, params.jobName, body),
  });
}
