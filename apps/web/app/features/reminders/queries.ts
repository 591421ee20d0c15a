/** The payment reminders' query options, keyed by the contract, through the typed client. */
import type { ApiClient } from '@catedra/client';
import type { Input, Output } from '../../lib/api-types';
import { operationQuery } from '../../lib/query-keys';

export type ReminderSettings = Output<'findReminderSettings'>;
export type Holiday = Output<'findHolidays'>['content'][number];
export type PaymentReminder = Output<'findEnrollmentReminders'>['content'][number];
type HolidaysQuery = NonNullable<Input<'findHolidays'>>;
type RemindersQuery = Omit<NonNullable<Input<'findEnrollmentReminders'>>, 'enrollmentId'>;

/** What sending reminders makes stale: the reminders and the payments a reminder may open. */
export const REMINDER_READS = ['findEnrollmentReminders', 'findAllPayments'] as const;

export const reminderSettingsQuery = (client: ApiClient) => operationQuery(client, 'findReminderSettings');

export const holidaysQuery = (client: ApiClient, query: HolidaysQuery) =>
  operationQuery(client, 'findHolidays', query);

export const enrollmentRemindersQuery = (client: ApiClient, enrollmentId: string, query: RemindersQuery) =>
  operationQuery(client, 'findEnrollmentReminders', { enrollmentId, ...query });
