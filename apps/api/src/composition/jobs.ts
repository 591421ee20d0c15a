/**
 * Every background job of the app, from the modules' definitions (`modules/jobs`): the job
 * runner schedules and runs these, and the Tareas screen lists them. A module adds its job
 * here, built on the services it runs.
 */
import { automationDeliveriesJob } from '../modules/automation/index.js';
import { enrollmentJobs } from '../modules/enrollments/index.js';
import type { JobDefinition } from '../modules/jobs/index.js';
import { messagingRetriesJob } from '../modules/messaging/index.js';
import { type CommerceMailDispatcher, commerceMailJob } from '../modules/notifications/index.js';
import { paymentsSyncJob } from '../modules/payments/index.js';
import { reminderJobs } from '../modules/reminders/index.js';
import type { Services } from './services.js';

/** What jobs run that is not a service (the commerce e-mail dispatcher). */
export type JobParts = { commerceMail: CommerceMailDispatcher };

export function createJobDefinitions(services: Services, parts: JobParts): JobDefinition<never>[] {
  return [
    ...enrollmentJobs(services.enrollments),
    paymentsSyncJob(services.paymentSync),
    commerceMailJob(parts.commerceMail),
    ...reminderJobs(services.reminders),
    messagingRetriesJob(services.outbox),
    automationDeliveriesJob(services.automation),
  ] as JobDefinition<never>[];
}
