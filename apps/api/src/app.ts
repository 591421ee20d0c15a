/**
 * Builds the API: security plugins, the error handler, the interactive docs and one route
 * per contract operation, bound to the modules' handlers. No listening, no database
 * start-up here (main.ts does that), so tests build the same app on a test database.
 */
import { buildOpenApiDocument } from '@catedra/contract';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { type Adapters, createAdapters } from './adapters/index.js';
import type { Config } from './config/config.js';
import type { DatabaseConnection } from './db/database.js';
import { AppError } from './errors/app-error.js';
import type { OperationHandlers } from './http/handlers.js';
import { registerOperations } from './http/register-operations.js';
import { attendanceHandlers } from './modules/attendance/attendance.routes.js';
import { createAuthenticator } from './modules/auth/authenticate.js';
import { createTokenService, type TokenService } from './modules/auth/tokens.js';
import { certificatesHandlers } from './modules/certificates/certificates.routes.js';
import { classesHandlers } from './modules/classes/classes.routes.js';
import { coursesHandlers } from './modules/courses/courses.routes.js';
import { examsHandlers } from './modules/exams/exams.routes.js';
import { devMailboxHandlers } from './modules/mail/dev-mailbox.routes.js';
import { createMailer, type Mailer } from './modules/mail/mailer.js';
import { resumesHandlers } from './modules/resumes/resumes.routes.js';
import { templatesHandlers } from './modules/templates/templates.routes.js';
import { topicsHandlers } from './modules/topics/topics.routes.js';
import { createUsersRepository } from './modules/users/users.repository.js';
import { usersHandlers } from './modules/users/users.routes.js';
import { utilitiesHandlers } from './modules/utilities/utilities.routes.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { OneLinePerRequest } from './plugins/request-log.js';

export type AppDependencies = {
  config: Config;
  database: DatabaseConnection;
  tokens: TokenService;
  mailer: Mailer;
  adapters: Adapters;
  log: FastifyBaseLogger;
};

/** Every module's handlers. A new module adds its factory here. */
export function allHandlers(deps: AppDependencies): OperationHandlers {
  return {
    ...utilitiesHandlers(deps),
    ...usersHandlers(deps),
    ...resumesHandlers(deps),
    ...devMailboxHandlers(deps),
    ...topicsHandlers(deps),
    ...coursesHandlers(deps),
    ...classesHandlers(deps),
    ...examsHandlers(deps),
    ...attendanceHandlers(deps),
    ...templatesHandlers(deps),
    ...certificatesHandlers(deps),
  };
}

/** The dependencies of the handlers, built from the configuration (tests may override any). */
export function createDependencies(
  config: Config,
  database: DatabaseConnection,
  log: FastifyBaseLogger,
  overrides: Partial<AppDependencies> = {},
): AppDependencies {
  return {
    config,
    database,
    tokens: createTokenService(config.jwtSecret, config.tokenTtlSeconds),
    mailer: createMailer(config, database.db),
    adapters: createAdapters(config),
    log,
    ...overrides,
  };
}

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
  overrides: Partial<AppDependencies> = {},
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
    trustProxy: true,
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: true },
    },
  });
  const deps = createDependencies(config, database, app.log, overrides);

  registerErrorHandler(app);
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

  registerOperations(app, {
    handlers: allHandlers(deps),
    authenticate: createAuthenticator(createUsersRepository(database.db), deps.tokens),
    rateLimits: {
      signin: config.signinRateLimitPerMinute,
      triggerPasswordRecovery: config.recoveryRateLimitPerMinute,
      executePasswordRecovery: config.recoveryRateLimitPerMinute,
    },
  });
  return app;
}
