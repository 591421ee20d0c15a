/**
 * The composition root: the one place that constructs the app's repositories and services
 * (decision 0007). `buildApp` calls it; tests pass overrides (a fixed or travelling clock,
 * a mailer, adapters) and get the same wiring as production.
 */
import type { FastifyBaseLogger } from 'fastify';
import { createAdapters } from '../adapters/index.js';
import type { Config } from '../config/config.js';
import type { DatabaseConnection } from '../db/database.js';
import { createUnitOfWork } from '../db/unit-of-work.js';
import { createTokenService } from '../modules/auth/index.js';
import { createMailer } from '../modules/mail/index.js';
import { createSandboxPaymentStore } from '../modules/payments/index.js';
import { systemClock } from '../time/clock.js';
import type { AppDependencies, DependencyOverrides } from './app-dependencies.js';
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
  const unitOfWork = createUnitOfWork(database.db, (tx) => createRepositories(tx, clock));
  const parts = {
    config,
    database,
    log,
    clock,
    tokens: overrides.tokens ?? createTokenService(config.jwtSecret, config.tokenTtlSeconds, clock),
    mailer: overrides.mailer ?? createMailer(config, repositories.devMailbox),
    adapters:
      overrides.adapters ??
      createAdapters(config, clock, { sandboxPayments: createSandboxPaymentStore(database.db) }),
    repositories,
    unitOfWork,
  };
  const services = { ...createServices({ ...parts, db: database.db }), ...overrides.services };
  return { ...parts, services };
}
