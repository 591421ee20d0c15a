/** Every table of the database, one file per area. drizzle-kit reads this to generate migrations. */
export * from './academic.js';
export * from './accounting.js';
export * from './automation.js';
export * from './certificates.js';
export * from './commissions.js';
export * from './enrollments.js';
export * from './jobs.js';
export * from './leads.js';
export * from './mail.js';
export * from './meeting-calls.js';
export * from './messaging.js';
export * from './notifications.js';
export * from './payments.js';
export * from './reminders.js';
export * from './resumes.js';
export * from './selling.js';
export * from './users.js';
