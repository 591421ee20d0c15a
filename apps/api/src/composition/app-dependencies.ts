/**
 * What the app is made of: the shared pieces (configuration, database, clock, tokens,
 * mailer, vendors' adapters, log), the repositories and unit of work over the database,
 * and the services built once from them. Route modules receive the services they need.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Adapters } from '../adapters/index.js';
import type { Config } from '../config/config.js';
import type { DatabaseConnection } from '../db/database.js';
import type { UnitOfWork } from '../db/unit-of-work.js';
import type { TokenService } from '../modules/auth/index.js';
import type { JobQueue } from '../modules/jobs/index.js';
import type { Mailer } from '../modules/mail/index.js';
import type { WhatsAppSender } from '../modules/messaging/index.js';
import type { CommerceMailDispatcher } from '../modules/notifications/index.js';
import type { Clock } from '../time/clock.js';
import type { Repositories } from './repositories.js';
import type { Services } from './services.js';

export type AppDependencies = {
  config: Config;
  database: DatabaseConnection;
  log: FastifyBaseLogger;
  clock: Clock;
  tokens: TokenService;
  mailer: Mailer;
  adapters: Adapters;
  repositories: Repositories;
  unitOfWork: UnitOfWork<Repositories>;
  /** Sends the commerce e-mails the transactions enqueued (started and stopped with the app). */
  commerceMail: CommerceMailDispatcher;
  /** Background jobs; `settled()` waits for the in-process ones started (tests). */
  jobs: JobQueue & { settled(): Promise<void> };
  services: Services;
};

/** What a test may replace: the shared pieces (services are then built on them) or single services. */
export type DependencyOverrides = Partial<
  Pick<AppDependencies, 'clock' | 'tokens' | 'mailer' | 'adapters' | 'jobs'>
> & {
  /** The WhatsApp sender the reminders use (by default the messaging module's outbox). */
  whatsapp?: WhatsAppSender;
  services?: Partial<Services>;
};
