/**
 * Every background job of the app, from the modules' definitions (`modules/jobs`): the job
 * runner schedules and runs these, and the Tareas screen lists them. A module adds its job
 * here, built on the services it runs.
 */
import { automationDeliveriesJob } from '../modules/automation/index.js';
import type { JobDefinition } from '../modules/jobs/index.js';
import { messagingRetriesJob } from '../modules/messaging/index.js';
import { reminderJobs } from '../modules/reminders/index.js';
import type { Services } from './services.js';

export function createJobDefinitions(services: Services): JobDefinition<never>[] {
  return [
    messagingRetriesJob(services.outbox),
    ...reminderJobs(services.reminders),
    automationDeliveriesJob(services.automation),
  ];
}
