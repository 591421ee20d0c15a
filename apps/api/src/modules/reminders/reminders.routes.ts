/** Binds the payment reminders' operations (and the two calls of the payments area) to the reminders service. */
import { defineHandlers } from '../../http/handlers.js';
import type { RemindersService } from './reminders.service.js';

export function remindersHandlers({ reminders: service }: { reminders: RemindersService }) {
  return defineHandlers({
    processPaymentReminders: ({ caller, query }) => service.queueDue(caller, query.courseId),
    notifyNextEnrollmentPayment: ({ caller, query }) => service.notifyNext(caller, query.enrollmentId),
    findReminderSettings: () => service.findSettings(),
    updateReminderSettings: ({ body }) => service.updateSettings(body),
    findHolidays: ({ query }) => service.findHolidays(query),
    createHoliday: ({ body }) => service.createHoliday(body),
    deleteHoliday: ({ params }) => service.deleteHoliday(params.holidayId),
    findEnrollmentReminders: ({ params, query }) => service.findOfEnrollment(params.enrollmentId, query),
  });
}
