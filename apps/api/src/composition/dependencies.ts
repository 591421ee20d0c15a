/**
 * The composition root: the one place that constructs the app's repositories and services
 * (decision 0007). `buildApp` calls it; tests pass overrides (a fixed or travelling clock,
 * a mailer, adapters, the job runner) and get the same wiring as production.
 */
import type { FastifyBaseLogger } from 'fastify';
import { createAdapters } from '../adapters/index.js';
import type { Config } from '../config/config.js';
import type { DatabaseConnection } from '../db/database.js';
import { afterEachCommit, createUnitOfWork } from '../db/unit-of-work.js';
import { createTokenService } from '../modules/auth/index.js';
import {
  createInProcessJobRunner,
  createJobRunner,
  createJobsService,
  createRunRecorder,
  type JobRunner,
} from '../modules/jobs/index.js';
import { createMailer } from '../modules/mail/index.js';
import { createCommerceMailDispatcher, wakeCommerceMail } from '../modules/notifications/index.js';
import { createSandboxPaymentStore, receiptOfPayment } from '../modules/payments/index.js';
import { type Clock, systemClock } from '../time/clock.js';
import type { AppDependencies, DependencyOverrides, JobRunnerChoice } from './app-dependencies.js';
import { createJobDefinitions } from './jobs.js';
import { createRepositories } from './repositories.js';
import { createServices } from './services.js';

/** The job runner the configuration and the overrides ask for (decision 0012). */
function jobRunnerOf(
  config: Config,
  database: DatabaseConnection,
  clock: Clock,
  log: FastifyBaseLogger,
  choice: JobRunnerChoice | undefined,
): JobRunner & { settled?(): Promise<void> } {
  const recorder = createRunRecorder({ db: database.db, clock });
  const kind = choice?.kind ?? (config.env === 'test' ? 'in-process' : 'pg-boss');
  if (kind === 'in-process') {
    return createInProcessJobRunner({
      recorder,
      onError: (name, error) => log.warn({ job: name, err: error }, 'job failed'),
    });
  }
  const tuning = choice?.kind === 'pg-boss' ? choice : {};
  return createJobRunner({
    connectionString: database.url,
    recorder,
    timeZone: config.academyTimeZone,
    work: config.runWorkers,
    log,
    ...tuning,
  });
}

export function createDependencies(
  config: Config,
  database: DatabaseConnection,
  log: FastifyBaseLogger,
  overrides: DependencyOverrides = {},
): AppDependencies {
  const clock = overrides.clock ?? systemClock;
  const repositories = createRepositories(database.db, clock);
  const mailer = overrides.mailer ?? createMailer(config, repositories.devMailbox);
  const commerceMail = createCommerceMailDispatcher({
    db: database.db,
    mailer,
    clock,
    // WEB_ORIGIN may list several origins for CORS; the first is the public site.
    webOrigin: config.webOrigin.split(',')[0]!.trim(),
    receiptOf: (paymentId) => receiptOfPayment(database.db, paymentId),
    log,
  });
  const runner = jobRunnerOf(config, database, clock, log, overrides.jobRunner);
  // Every committed unit of work wakes the commerce-mail job: what it enqueued leaves at once.
  const unitOfWork = afterEachCommit(
    createUnitOfWork(database.db, (tx) => createRepositories(tx, clock)),
    () => {
      wakeCommerceMail(runner.queue).catch((error: unknown) =>
        log.warn({ err: error }, 'the commerce-mail job could not be enqueued'),
      );
    },
  );
  const parts = {
    config,
    database,
    log,
    clock,
    tokens: overrides.tokens ?? createTokenService(config.jwtSecret, config.tokenTtlSeconds, clock),
    mailer,
    adapters:
      overrides.adapters ??
      createAdapters(config, clock, { sandboxPayments: createSandboxPaymentStore(database.db) }),
    repositories,
    unitOfWork,
    commerceMail,
  };
  const services = {
    ...createServices({
      ...parts,
      db: database.db,
      jobQueue: overrides.jobQueue ?? runner.queue,
      whatsapp: overrides.whatsapp,
    }),
    ...overrides.services,
  };
  const definitions = createJobDefinitions(services, { commerceMail });
  runner.define(definitions);
  const jobs = createJobsService({
    runner,
    definitions,
    db: database.db,
    timeZone: config.academyTimeZone,
  });
  // Tests wait for the in-process runner's work; pg-boss's runs in its workers.
  const settled = () => runner.settled?.() ?? Promise.resolve();
  return {
    ...parts,
    jobs: { queue: runner.queue, definitions, runner, settled },
    services: { ...services, jobs },
  };
}
