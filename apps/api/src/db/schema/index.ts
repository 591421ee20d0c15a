/** Every table of the database, one file per area. drizzle-kit reads this to generate migrations. */
export * from './academic.js';
export * from './automation.js';
export * from './certificates.js';
export * from './enrollments.js';
export * from './enums.js';
export * from './jobs.js';
export * from './mail.js';
export * from './messaging.js';
export * from './notifications.js';
export * from './payments.js';
export * from './reminders.js';
export * from './resumes.js';
export * from './selling.js';
export * from './users.js';
