import { useQuery } from '@tanstack/react-query';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useApiClient } from '../session';
import { REMINDER_READS, type ReminderSettings, reminderSettingsQuery } from './queries';

export function useReminderSettings() {
  return useQuery(reminderSettingsQuery(useApiClient()));
}

export const useSaveReminderSettings = () =>
  useApiMutation(
    (client, settings: Omit<ReminderSettings, 'updatedAt'>) =>
      client.updateReminderSettings({ reminderSettings: settings }),
    ['findReminderSettings'],
  );

export const useAddHoliday = () =>
  useApiMutation(
    (client, holiday: { date: string; name: string }) => client.createHoliday({ holiday }),
    ['findHolidays'],
  );

export const useRemoveHoliday = () =>
  useApiMutation((client, holidayId: string) => client.deleteHoliday({ holidayId }), ['findHolidays']);

/** "Enviar recordatorio": the enrollment's next owed period, now. */
export const useNotifyNextPayment = (enrollmentId: string) =>
  useApiMutation(
    (client, _: undefined) => client.notifyNextEnrollmentPayment({ enrollmentId }),
    REMINDER_READS,
  );

/** "Enviar recordatorios del curso": queues the course's due reminders. */
export const useProcessCourseReminders = (courseId: string) =>
  useApiMutation((client, _: undefined) => client.processPaymentReminders({ courseId }), REMINDER_READS);
