/**
 * Queueing: the due stage of every unpaid period (of a course, or all) on both channels,
 * the earlier due stages it supersedes recorded SKIPPED; the unique key keeps each period,
 * stage and channel to one row whoever queues at the same time. Automatic WhatsApp
 * reminders wait for the next allowed moment (quiet hours); e-mail leaves at once.
 */
import { reminderStageName } from '@catedra/contract';
import { v7 as uuidv7 } from 'uuid';
import type { Actor } from '../../../core/actor.js';
import { academyDayOf, dueDateRange, nextWhatsAppMoment, stagesDue } from '../reminder-schedule.js';
import type { NewReminder, ReminderCandidate } from '../reminders.repository.js';
import { type RemindersDeps, SEND_JOB } from './deps.js';

const INSERT_CHUNK = 2000;

export function createReminderQueueing(deps: RemindersDeps) {
  const { reminders, clock } = deps;

  /** The next moment automatic WhatsApp reminders may go out, from now. */
  async function whatsappMoment(now: Date) {
    const holidays = await reminders.holidayDatesFrom(academyDayOf(now, deps.academyTimeZone));
    return nextWhatsAppMoment(now, deps.academyTimeZone, (day) => holidays.has(day));
  }

  function rowsOf(candidate: ReminderCandidate, offsets: number[], today: string, now: Date, held: Date) {
    const { send, skip } = stagesDue(candidate.dueDate, offsets, today, candidate.enrolledOn);
    if (send === null) return [];
    const base = {
      enrollmentId: candidate.enrollmentId,
      periodNumber: candidate.periodNumber,
      trigger: 'SCHEDULE' as const,
      requestedBy: null,
    };
    const sent = reminderStageName(send);
    const rows: NewReminder[] = [
      { ...base, id: uuidv7(), stage: sent, channel: 'EMAIL', status: 'QUEUED', sendAfter: now, error: null },
      candidate.hasPhone
        ? {
            ...base,
            id: uuidv7(),
            stage: sent,
            channel: 'WHATSAPP',
            status: 'QUEUED',
            sendAfter: held,
            error: null,
          }
        : {
            ...base,
            id: uuidv7(),
            stage: sent,
            channel: 'WHATSAPP',
            status: 'SKIPPED',
            sendAfter: now,
            error: 'Sin teléfono',
          },
    ];
    for (const offset of skip) {
      for (const channel of ['EMAIL', 'WHATSAPP'] as const) {
        rows.push({
          ...base,
          id: uuidv7(),
          stage: reminderStageName(offset),
          channel,
          status: 'SKIPPED',
          sendAfter: now,
          error: `Reemplazado por ${sent}`,
        });
      }
    }
    return rows;
  }

  return {
    whatsappMoment,

    /** Queues the due reminders (of one course, or all) and asks the sender to run: how many were queued. */
    async queueDue(_actor: Actor, courseId?: string) {
      const now = clock.now();
      const today = academyDayOf(now, deps.academyTimeZone);
      const settings = await reminders.settings();
      const candidates = await reminders.candidates(
        dueDateRange(settings.stages, today),
        deps.academyTimeZone,
        courseId,
      );
      const held = await whatsappMoment(now);
      const rows = candidates.flatMap((candidate) => rowsOf(candidate, settings.stages, today, now, held));
      let queued = 0;
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        const inserted = await reminders.insertNew(rows.slice(start, start + INSERT_CHUNK), now);
        queued += inserted.filter((row) => row.status === 'QUEUED').length;
      }
      if (queued > 0) {
        await deps.jobs.enqueue(SEND_JOB, {}, { singletonKey: 'now' });
        if (held.getTime() > now.getTime()) {
          await deps.jobs.enqueue(SEND_JOB, {}, { startAfter: held, singletonKey: held.toISOString() });
        }
      }
      return { courseId: courseId ?? null, queued };
    },
  };
}
