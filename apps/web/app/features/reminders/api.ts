/** The payment reminders' hooks: the settings, the holidays and the two calls that send. */
import type { ApiClient } from '@catedra/client';
import type { OperationId } from '@catedra/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateOperations } from '../../lib/query-keys';
import { useApiClient } from '../session';
import { REMINDER_READS, type ReminderSettings, reminderSettingsQuery } from './queries';

export function useReminderSettings() {
  return useQuery(reminderSettingsQuery(useApiClient()));
}

/** A call through the client that makes `reads` stale once it succeeds. */
function useCall<Input, Result>(
  call: (client: ApiClient, input: Input) => Promise<Result>,
  reads: OperationId[],
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(client, input),
    onSuccess: () => invalidateOperations(queryClient, ...reads),
  });
}

export const useSaveReminderSettings = () =>
  useCall(
    (client, settings: Omit<ReminderSettings, 'updatedAt'>) =>
      client.updateReminderSettings({ reminderSettings: settings }),
    ['findReminderSettings'],
  );

export const useAddHoliday = () =>
  useCall(
    (client, holiday: { date: string; name: string }) => client.createHoliday({ holiday }),
    ['findHolidays'],
  );

export const useRemoveHoliday = () =>
  useCall((client, holidayId: string) => client.deleteHoliday({ holidayId }), ['findHolidays']);

/** "Enviar recordatorio": the enrollment's next owed period, now. */
export const useNotifyNextPayment = (enrollmentId: string) =>
  useCall(
    (client, _: undefined) => client.notifyNextEnrollmentPayment({ enrollmentId }),
    [...REMINDER_READS],
  );

/** "Enviar recordatorios del curso": queues the course's due reminders. */
export const useProcessCourseReminders = (courseId: string) =>
  useCall((client, _: undefined) => client.processPaymentReminders({ courseId }), [...REMINDER_READS]);
