/** The payment reminders' hooks: the settings, the holidays and the two calls that send. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateOperations } from '../../lib/query-keys';
import { useApiClient } from '../session';
import { REMINDER_READS, type ReminderSettings, reminderSettingsQuery } from './queries';

export function useReminderSettings() {
  return useQuery(reminderSettingsQuery(useApiClient()));
}

export function useSaveReminderSettings() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: Omit<ReminderSettings, 'updatedAt'>) =>
      client.updateReminderSettings({ reminderSettings: settings }),
    onSuccess: () => invalidateOperations(queryClient, 'findReminderSettings'),
  });
}

export function useAddHoliday() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (holiday: { date: string; name: string }) => client.createHoliday({ holiday }),
    onSuccess: () => invalidateOperations(queryClient, 'findHolidays'),
  });
}

export function useRemoveHoliday() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (holidayId: string) => client.deleteHoliday({ holidayId }),
    onSuccess: () => invalidateOperations(queryClient, 'findHolidays'),
  });
}

/** "Enviar recordatorio": the enrollment's next owed period, now. */
export function useNotifyNextPayment(enrollmentId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.notifyNextEnrollmentPayment({ enrollmentId }),
    onSuccess: () => invalidateOperations(queryClient, ...REMINDER_READS),
  });
}

/** "Enviar recordatorios del curso": queues the course's due reminders. */
export function useProcessCourseReminders(courseId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.processPaymentReminders({ courseId }),
    onSuccess: () => invalidateOperations(queryClient, ...REMINDER_READS),
  });
}
