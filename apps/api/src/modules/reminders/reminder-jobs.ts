/**
 * The reminders' jobs: the daily queueing (09:00 academy time) of every course's due
 * reminders, and the sender, which the queueing (and quiet hours' end) enqueue.
 */
import type { JobDefinition } from '../jobs/index.js';
import type { RemindersService } from './reminders.service.js';
import { QUEUE_JOB, SEND_JOB } from './use-cases/deps.js';

export function reminderJobs(
  service: Pick<RemindersService, 'queueDue' | 'sendDue'>,
): JobDefinition<never>[] {
  const queue: JobDefinition<{ courseId?: string }> = {
    name: QUEUE_JOB,
    title: 'Recordatorios de pago',
    schedule: '0 9 * * *',
    async run({ actor, data }) {
      const { queued } = await service.queueDue(actor, data.courseId);
      return { queued };
    },
  };
  const send: JobDefinition<Record<string, never>> = {
    name: SEND_JOB,
    title: 'Envío de recordatorios de pago',
    async run({ actor, progress }) {
      return service.sendDue(actor, undefined, (done) => progress(done, done));
    },
  };
  return [queue, send] as unknown as JobDefinition<never>[];
}
