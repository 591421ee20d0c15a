import { ReminderSettingsPage } from '../../features/reminders';

export default function AdminReminders() {
  return <ReminderSettingsPage />;
}
