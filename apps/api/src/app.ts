/**
 * Builds the API: security plugins, the error handler, the interactive docs and one route
 * per contract operation, bound to the modules' handlers. No listening, no database
 * start-up here (main.ts does that), so tests build the same app on a test database.
 */
import { buildOpenApiDocument, canSetScopesOnCreate } from '@catedra/contract';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DependencyOverrides } from './composition/app-dependencies.js';
import { createDependencies } from './composition/dependencies.js';
import { allHandlers } from './composition/handlers.js';
import type { Config } from './config/config.js';
import type { DatabaseConnection } from './db/database.js';
import { AppError } from './errors/app-error.js';
import { keepRawBodyOfWebhooks } from './http/raw-body.js';
import { registerOperations } from './http/register-operations.js';
import { MAX_PATH_PARAMETER_LENGTH, schemaController } from './http/validation.js';
import { createAuthenticator } from './modules/auth/index.js';
import {
  answerFrameworkError,
  registerErrorHandler,
  UNDECLARED_CODES_BY_ENV,
} from './plugins/error-handler.js';
import { OneLinePerRequest } from './plugins/request-log.js';

/** Secrets never reach the logs. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.passwordHash',
];

export async function buildApp(
  config: Config,
  database: DatabaseConnection,
  overrides: DependencyOverrides = {},
  /** Where logs go (stdout by default); tests capture them to check what is never logged. */
  logStream?: { write(line: string): void },
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      ...(logStream ? { stream: logStream } : {}),
    },
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    // A hop count is accepted at run time (proxy-addr) though Fastify's type omits it.
    trustProxy: config.trustProxy as boolean | string[],
    schemaController: schemaController(),
    routerOptions: { maxParamLength: MAX_PATH_PARAMETER_LENGTH },
    frameworkErrors: answerFrameworkError,
  });
  const deps = createDependencies(config, database, app.log, overrides);

  // The job runner (decision 0012): its queues, schedules and workers (RUN_WORKERS) when the
  // app is ready; stopped, its runs under way awaited, before the database closes.
  app.addHook('onReady', async () => deps.jobs.runner.start());
  app.addHook('onClose', async () => deps.jobs.runner.stop());
  registerErrorHandler(app, { undeclaredCodes: UNDECLARED_CODES_BY_ENV[config.env] });
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(cors, {
    origin: config.webOrigin.split(',').map((origin) => origin.trim()),
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'RATE_LIMITED',
        `Demasiados intentos. Probá de nuevo en ${Math.ceil(context.ttl / 1000)} segundos.`,
      ),
  });
  await app.register(swagger, {
    mode: 'static',
    specification: { document: buildOpenApiDocument(config.version) as never },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  keepRawBodyOfWebhooks(app);
  registerOperations(app, {
    handlers: allHandlers(deps),
    authenticate: createAuthenticator(deps.repositories.users, deps.tokens),
    rateLimits: {
      signin: config.signinRateLimitPerMinute,
      // The sign-up limit is for anonymous sign-ups: the accounts SU and MANAGER_ADMIN create
      // (those who may set scopes on create) are not counted.
      createUser: {
        max: config.signupRateLimitPerMinute,
        exempt: (caller) => canSetScopesOnCreate(caller.scopes),
      },
      triggerPasswordRecovery: config.recoveryRateLimitPerMinute,
      checkPasswordRecovery: config.recoveryRateLimitPerMinute,
      executePasswordRecovery: config.recoveryRateLimitPerMinute,
      getCheckout: config.payments.checkoutRateLimitPerMinute,
      getCheckoutStatus: config.payments.checkoutRateLimitPerMinute,
      initializeCheckout: config.payments.checkoutRateLimitPerMinute,
      captureCheckoutPaypalOrder: config.payments.checkoutRateLimitPerMinute,
      // A short link leads to a checkout: followed as often as one.
      followShortLink: config.payments.checkoutRateLimitPerMinute,
      submitCourseLead: config.leadFormRateLimitPerMinute,
    },
  });
  return app;
}
