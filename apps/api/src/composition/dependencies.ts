/**
 * The composition root: the one place that constructs the app's repositories and services
 * (decision 0007). `buildApp` calls it; tests pass overrides (a fixed or travelling clock,
 * a mailer, adapters) and get the same wiring as production.
 */
import type { FastifyBaseLogger } from 'fastify';
import { createAdapters } from '../adapters/index.js';
import type { Config } from '../config/config.js';
import type { DatabaseConnection } from '../db/database.js';
import { afterEachCommit, createUnitOfWork } from '../db/unit-of-work.js';
import { createTokenService } from '../modules/auth/index.js';
import { createInlineJobQueue, type JobQueue } from '../modules/jobs/index.js';
import { createMailer } from '../modules/mail/index.js';
import { createCommerceMailDispatcher } from '../modules/notifications/index.js';
import { createSandboxPaymentStore, receiptOfPayment } from '../modules/payments/index.js';
import { systemClock } from '../time/clock.js';
import type { AppDependencies, DependencyOverrides } from './app-dependencies.js';
import { createJobDefinitions } from './jobs.js';
import { createRepositories } from './repositories.js';
import { createServices } from './services.js';

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
  // Every committed unit of work wakes the dispatcher: what it enqueued leaves at once.
  const unitOfWork = afterEachCommit(
    createUnitOfWork(database.db, (tx) => createRepositories(tx, clock)),
    () => commerceMail.wake(),
  );
  // The jobs need the services and the services enqueue jobs: the queue is bound once both exist.
  let inline: (JobQueue & { settled(): Promise<void> }) | undefined;
  const jobs = overrides.jobs ?? {
    enqueue: (...args: Parameters<JobQueue['enqueue']>) => inline!.enqueue(...args),
    settled: () => inline?.settled() ?? Promise.resolve(),
  };
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
    jobs,
  };
  const services = {
    ...createServices({ ...parts, db: database.db, whatsapp: overrides.whatsapp }),
    ...overrides.services,
  };
  // The in-process queue until the job runner lands (branch jobs): the jobs run on these services.
  inline = createInlineJobQueue(createJobDefinitions(services), clock, (name, error) =>
    log.error({ err: error, job: name }, 'job failed'),
  );
  return { ...parts, services };
}
