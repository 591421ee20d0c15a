/** Payment reminders: the settings screen, an enrollment's reminders and the course's run. */
export { CourseRemindersButton } from './course-reminders-button';
export { EnrollmentReminders } from './enrollment-reminders';
export { ReminderSettingsPage } from './reminder-settings-page';
