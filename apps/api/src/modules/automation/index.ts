/** The automation webhook module's public surface: its service, handlers and job, and the enrollment row other modules queue. */

export { automationHandlers } from './automation.routes.js';
export { type AutomationService, createAutomationService } from './automation.service.js';
export { AUTOMATION_DELIVERIES_JOB, automationDeliveriesJob } from './automation-job.js';
export { MAX_ATTEMPTS, retryDelayMs } from './delivery.js';
export { queueEnrollmentRow } from './enrollment-row.js';
