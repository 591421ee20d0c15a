/**
 * Payment reminders (docs/domain/reminders.md): queueing the due stages (the daily job and
 * processPaymentReminders), sending them (the sender job), a staff send of an enrollment's
 * next due period (notifyNextEnrollmentPayment), the settings and holidays, and an
 * enrollment's reminders. Queueing and sending live in `use-cases/`.
 */
import {
  byDueDate,
  compareMoney,
  type HolidayCreation,
  owedOn,
  type ReminderSettingsUpdate,
  staffStageName,
} from '@catedra/contract';
import type { Static } from 'typebox';
import { v7 as uuidv7 } from 'uuid';
import type { Person } from '../../core/actor.js';
import { type PageQuery, pageOf, toPageRequest } from '../../core/pagination.js';
import type { HolidayRow, PaymentReminderRow, ReminderSettingsRow } from '../../db/schema/index.js';
import { AppError, orNotFound } from '../../errors/app-error.js';
import { enrollmentOfPayment, periodsOf } from '../enrollments/index.js';
import { academyDayOf } from './reminder-schedule.js';
import type { NewReminder } from './reminders.repository.js';
import type { RemindersDeps } from './use-cases/deps.js';
import { createReminderQueueing } from './use-cases/queue-reminders.js';
import { createReminderSending } from './use-cases/send-reminders.js';

export type { RemindersDeps } from './use-cases/deps.js';

const toSettingsDto = ({ id: _, updatedAt, whatsappValues, ...row }: ReminderSettingsRow) => ({
  ...row,
  whatsappValues: whatsappValues as Static<typeof ReminderSettingsUpdate>['whatsappValues'],
  updatedAt: updatedAt.toISOString(),
});

const toHolidayDto = ({ createdAt: _, ...row }: HolidayRow) => row;

const toReminderDto = (row: PaymentReminderRow) => ({
  id: row.id,
  enrollmentId: row.enrollmentId,
  periodNumber: row.periodNumber,
  stage: row.stage,
  channel: row.channel,
  status: row.status,
  trigger: row.trigger,
  sendAfter: row.sendAfter.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  attempts: row.attempts,
  error: row.error,
  messageId: row.messageId,
  amount: row.amount,
  requestedBy: row.requestedBy,
  createdAt: row.createdAt.toISOString(),
});

export function createRemindersService(deps: RemindersDeps) {
  const { reminders, clock } = deps;
  const queueing = createReminderQueueing(deps);
  const sending = createReminderSending(deps);

  async function enrollmentOrNotFound(enrollmentId: string) {
    return orNotFound(enrollmentOfPayment(deps.db, enrollmentId, clock.now()), 'La inscripción');
  }

  return {
    queueDue: queueing.queueDue,
    sendDue: sending.sendDue,

    /**
     * A staff send of the enrollment's next owed period, now and not held by quiet hours: at
     * most once per period and day (its stage is STAFF:<academy day>). Answers the period and
     * which channels went out.
     */
    async notifyNext(person: Person, enrollmentId: string) {
      const enrollment = await enrollmentOrNotFound(enrollmentId);
      const nothing = { enrollmentId, periodNumber: null, dueDate: null, messaging: false, email: false };
      if (enrollment.manual || enrollment.status === 'INACTIVE') return nothing;
      const owed = (await periodsOf(deps.db, enrollmentId))
        .filter((period) => compareMoney(owedOn(period), '0.00') > 0)
        .sort(byDueDate);
      const period = owed[0];
      if (!period) return nothing;
      const now = clock.now();
      const stage = staffStageName(academyDayOf(now, deps.academyTimeZone));
      const rows: NewReminder[] = (['WHATSAPP', 'EMAIL'] as const).map((channel) => ({
        id: uuidv7(),
        enrollmentId,
        periodNumber: period.number,
        stage,
        channel,
        status: 'QUEUED',
        trigger: 'STAFF',
        requestedBy: person.userId,
        sendAfter: now,
        error: null,
      }));
      const inserted = await reminders.insertNew(rows, now);
      if (inserted.length > 0) {
        await sending.sendDue(
          person,
          inserted.map((row) => row.id),
        );
      }
      const sent = await reminders.findOfStage(enrollmentId, period.number, stage);
      const wentBy = (channel: PaymentReminderRow['channel']) =>
        sent.some((row) => row.channel === channel && row.status === 'SENT');
      return {
        enrollmentId,
        periodNumber: period.number,
        dueDate: period.dueDate,
        messaging: wentBy('WHATSAPP'),
        email: wentBy('EMAIL'),
      };
    },

    async findSettings() {
      return toSettingsDto(await reminders.settings());
    },

    async updateSettings(body: Static<typeof ReminderSettingsUpdate>) {
      if (new Set(body.stages).size !== body.stages.length) {
        throw new AppError('REMINDER_STAGES_REPEATED', 'Datos inválidos: body.stages repite una etapa', [
          { path: 'body.stages', message: 'repite una etapa', code: 'REMINDER_STAGES_REPEATED' },
        ]);
      }
      const stages = [...body.stages].sort((a, b) => a - b);
      return toSettingsDto(await reminders.updateSettings({ ...body, stages }, clock.now()));
    },

    async findHolidays(query: PageQuery & { year?: number }) {
      const page = toPageRequest(query);
      const { rows, total } = await reminders.holidaysPage(query.year, page);
      return pageOf(rows.map(toHolidayDto), total, page);
    },

    async createHoliday(body: Static<typeof HolidayCreation>) {
      const row = await reminders.insertHoliday(body);
      if (!row) throw new AppError('HOLIDAY_EXISTS', `Ya hay un feriado el ${body.date}`);
      return toHolidayDto(row);
    },

    async deleteHoliday(holidayId: string) {
      if (!(await reminders.deleteHoliday(holidayId))) throw AppError.notFound('El feriado');
    },

    async findOfEnrollment(enrollmentId: string, query: PageQuery) {
      await enrollmentOrNotFound(enrollmentId);
      const page = toPageRequest(query);
      const { rows, total } = await reminders.remindersPage(enrollmentId, page);
      return pageOf(rows.map(toReminderDto), total, page);
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
