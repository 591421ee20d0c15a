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
import type { JobDefinition, JobQueue, JobRunner, JobsService } from '../modules/jobs/index.js';
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
  /** Sends the commerce e-mails the transactions enqueued (the commerce-mail job). */
  commerceMail: CommerceMailDispatcher;
  /**
   * The background jobs (decision 0012): the queue services enqueue on, every definition, and
   * the runner (pg-boss's; in tests the in-process one unless a test asks for pg-boss),
   * started and stopped with the app. `settled()` waits for the in-process runner's work (tests).
   */
  jobs: {
    queue: JobQueue;
    definitions: readonly JobDefinition<never>[];
    runner: JobRunner;
    settled(): Promise<void>;
  };
  /** Every service, and the Tareas one (built on the job definitions, which are built on the others). */
  services: Services & { jobs: JobsService };
};

/**
 * Which job runner: pg-boss (production and development), or in-process (the test default:
 * a job runs right after it is enqueued, recorded as pg-boss's runner records it). `pgBoss`
 * tunes pg-boss's for a test (poll often, retry soon).
 */
export type JobRunnerChoice =
  | { kind: 'in-process' }
  | { kind: 'pg-boss'; pollingIntervalSeconds?: number; retryDelaySeconds?: number };

/** What a test may replace: the shared pieces (services are then built on them) or single services. */
export type DependencyOverrides = Partial<
  Pick<AppDependencies, 'clock' | 'tokens' | 'mailer' | 'adapters'>
> & {
  /** The queue services enqueue on (a test that runs jobs itself passes one that does nothing). */
  jobQueue?: JobQueue;
  /** The WhatsApp sender the reminders use (by default the messaging module's outbox). */
  whatsapp?: WhatsAppSender;
  services?: Partial<Services>;
  jobRunner?: JobRunnerChoice;
};
