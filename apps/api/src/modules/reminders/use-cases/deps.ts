/** What the reminders' use cases are built from (composition/services.ts fills it). */
import type { Actor } from '../../../core/actor.js';
import type { Executor } from '../../../db/database.js';
import type { UnitOfWork } from '../../../db/unit-of-work.js';
import type { Clock } from '../../../time/clock.js';
import type { JobQueue } from '../../jobs/index.js';
import type { Mailer } from '../../mail/index.js';
import type { WhatsAppSender } from '../../messaging/index.js';
import type { RemindersRepository } from '../reminders.repository.js';

export type RemindersDeps = {
  reminders: RemindersRepository;
  db: Executor;
  unitOfWork: UnitOfWork<{ reminders: RemindersRepository }>;
  /** The checkout link of a period (payments: its open payment's, or a new payment's). */
  periodLink(actor: Actor, enrollmentId: string, periodNumber: number): Promise<{ linkToken: string }>;
  /** The web app's checkout address of a link token. */
  linkUrl(token: string): string;
  /** Where a reminder points when no checkout link can be made: the student's payments. */
  paymentsPageUrl: string;
  whatsapp: WhatsAppSender;
  mailer: Mailer;
  jobs: JobQueue;
  clock: Clock;
  academyTimeZone: string;
};

/** The job that sends what is queued. */
export const SEND_JOB = 'payment-reminders-send';
/** The daily job that queues the due reminders. */
export const QUEUE_JOB = 'payment-reminders';
