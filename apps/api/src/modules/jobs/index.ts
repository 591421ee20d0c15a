export { createInlineJobQueue } from './inline-queue.js';
export type {
  EnqueueOptions,
  JobCounts,
  JobDefinition,
  JobQueue,
  JobRunContext,
} from './job-definition.js';
