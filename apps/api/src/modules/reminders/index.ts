/** The payment reminders module's public surface. */
export { reminderJobs } from './reminder-jobs.js';
export { remindersHandlers } from './reminders.routes.js';
export { createRemindersService, type RemindersDeps, type RemindersService } from './reminders.service.js';
