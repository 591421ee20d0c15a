/**
 * The one place where errors become RFC 9457 problem+json. Services throw AppError;
 * validation failures, Fastify's own errors and anything unexpected are mapped here too.
 * A 5xx never carries internals: the details go to the log only.
 */

import { GENERIC_ERROR_CODES, type GenericErrorCode } from '@catedra/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { isRetryableConflict } from '../db/transaction-retry.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError, ERROR_CODES, type ErrorCode, type FieldError } from '../errors/app-error.js';
import { recordUndeclaredCode, undeclaredCodeOf } from '../errors/declared-codes.js';
import { logFailedRequest } from './loggable-error.js';

type AjvError = {
  instancePath: string;
  /** Where in the schema the refused keyword is: `#/properties/title/maxLength`. */
  schemaPath?: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
};

/** The bounds a client needs to say "between 1 and 500", by the keyword that refused. */
const BOUNDS: Record<string, readonly string[]> = {
  minimum: ['minimum', 'maximum'],
  maximum: ['minimum', 'maximum'],
  exclusiveMinimum: ['minimum', 'maximum'],
  exclusiveMaximum: ['minimum', 'maximum'],
  minLength: ['minLength', 'maxLength'],
  maxLength: ['minLength', 'maxLength'],
  minItems: ['minItems', 'maxItems'],
  maxItems: ['minItems', 'maxItems'],
};

/** The schema holding the refused keyword, found by walking `schemaPath` from the route's schema. */
function parentSchemaOf(
  schema: unknown,
  schemaPath: string | undefined,
): Record<string, unknown> | undefined {
  if (!schemaPath?.startsWith('#/')) return undefined;
  const segments = schemaPath.slice(2).split('/').slice(0, -1);
  let node: unknown = schema;
  for (const segment of segments) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[decodeURIComponent(segment).replaceAll('~1', '/')];
  }
  return node !== null && typeof node === 'object' ? (node as Record<string, unknown>) : undefined;
}

function boundsOf(issue: AjvError, schema: unknown): Record<string, number> {
  const names = BOUNDS[issue.keyword];
  const parent = names && parentSchemaOf(schema, issue.schemaPath);
  if (!parent) return {};
  return Object.fromEntries(
    names.flatMap((name) => (typeof parent[name] === 'number' ? [[name, parent[name] as number]] : [])),
  );
}

/** Where a validation error points, in the words of the API: `query.from`, `body.email`. */
const LOCATION: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

/** What a 503 suggests while the database restarts (the embedded one is back within seconds). */
const DATABASE_RETRY_AFTER_SECONDS = 5;
/** What a 503 suggests after a lock race (a deadlock or serialization failure, retried already). */
const CONFLICT_RETRY_AFTER_SECONDS = 1;

/**
 * The refused fields of a validation error. Each keeps Ajv's keyword as `code` and its
 * params, plus the other bound of a range from the route's schema (`{ limit: 1, minimum: 1,
 * maximum: 500 }`), so a client writes its own message ("Elegí un valor entre 1 y 500.").
 */
export function fieldErrorsOf(
  validation: AjvError[],
  context: string | undefined,
  schema?: unknown,
): FieldError[] {
  const location = LOCATION[context ?? ''] ?? context ?? 'request';
  return validation.map((issue) => {
    const segments = issue.instancePath.split('/').filter(Boolean);
    const field =
      issue.keyword === 'required'
        ? String(issue.params.missingProperty)
        : issue.keyword === 'additionalProperties'
          ? String(issue.params.additionalProperty)
          : undefined;
    if (field) segments.push(field);
    const message =
      issue.keyword === 'required'
        ? 'es obligatorio'
        : issue.keyword === 'additionalProperties'
          ? 'no es un campo admitido'
          : issue.keyword === 'format'
            ? `formato inválido (se espera ${String(issue.params.format)})`
            : (issue.message ?? 'valor inválido');
    return {
      path: [location, ...segments].join('.'),
      message,
      code: issue.keyword,
      params: { ...issue.params, ...boundsOf(issue, schema) },
    };
  });
}

/** Fastify's own client errors (413, 415…) by status; only generic codes, never a domain one. */
function codeForStatus(status: number): GenericErrorCode {
  const match = Object.entries(GENERIC_ERROR_CODES).find(([, entry]) => entry.status === status);
  return (match?.[0] as GenericErrorCode | undefined) ?? (status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED');
}

export function toProblem(error: unknown, request: FastifyRequest) {
  let appError: AppError;
  if (error instanceof AppError) {
    appError = error;
  } else {
    const fastifyError = error as Partial<FastifyError> & {
      validation?: AjvError[];
      validationContext?: string;
    };
    if (Array.isArray(fastifyError.validation)) {
      const context = fastifyError.validationContext;
      const schemas = request.routeOptions?.schema as Record<string, unknown> | undefined;
      const errors = fieldErrorsOf(
        fastifyError.validation,
        context,
        context ? schemas?.[context] : undefined,
      );
      appError = new AppError(
        'VALIDATION_FAILED',
        `Datos inválidos: ${errors.map((e) => `${e.path} ${e.message}`).join('; ')}`,
        errors,
      );
    } else if (isDatabaseUnavailable(error)) {
      appError = new AppError(
        'SERVICE_UNAVAILABLE',
        'La base de datos no está disponible en este momento. Probá de nuevo en unos segundos.',
      );
    } else if (isRetryableConflict(error)) {
      // A lock race the unit of work's retries did not settle (or a transaction outside it): try again.
      appError = new AppError(
        'SERVICE_UNAVAILABLE',
        'Hubo cambios simultáneos sobre los mismos datos. Probá de nuevo en unos segundos.',
      );
    } else if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
      appError = new AppError(codeForStatus(fastifyError.statusCode), fastifyError.message);
    } else {
      appError = new AppError('INTERNAL', 'Ocurrió un error inesperado');
    }
  }
  const { code } = appError;
  return {
    type: `https://catedra.ar/problems/${code.toLowerCase().replaceAll('_', '-')}`,
    title: ERROR_CODES[code].title,
    status: appError.status,
    detail: appError.message,
    code,
    instance: request.url.split('?')[0],
    ...(appError.errors ? { errors: appError.errors } : {}),
  };
}

export type ErrorHandlerOptions = {
  /**
   * What to do when an operation answers a code it does not declare (errors/declared-codes.ts):
   * `off` in production; `log` (at error) in development; `record` in tests, which also
   * records it so the test that caused it fails.
   */
  undeclaredCodes: 'off' | 'log' | 'record';
};

export const UNDECLARED_CODES_BY_ENV = {
  production: 'off',
  development: 'log',
  test: 'record',
} as const satisfies Record<string, ErrorHandlerOptions['undeclaredCodes']>;

function checkDeclaredCode(
  request: FastifyRequest,
  code: ErrorCode,
  mode: ErrorHandlerOptions['undeclaredCodes'],
): void {
  if (mode === 'off') return;
  const defect = undeclaredCodeOf(request.routeOptions?.config?.operationId, code);
  if (!defect) return;
  request.log.error(defect, 'operation answered an error code it does not declare in the contract');
  if (mode === 'record') recordUndeclaredCode(defect);
}

export function registerErrorHandler(
  app: FastifyInstance,
  options: ErrorHandlerOptions = { undeclaredCodes: 'off' },
): void {
  app.setErrorHandler((error, request, reply) => {
    const problem = toProblem(error, request);
    logFailedRequest(request, problem.status, error);
    checkDeclaredCode(request, problem.code, options.undeclaredCodes);
    const retryAfter =
      error instanceof AppError
        ? error.retryAfterSeconds
        : isRetryableConflict(error)
          ? CONFLICT_RETRY_AFTER_SECONDS
          : problem.code === 'SERVICE_UNAVAILABLE'
            ? DATABASE_RETRY_AFTER_SECONDS
            : undefined;
    if (retryAfter) reply.header('retry-after', String(retryAfter));
    reply.code(problem.status).type('application/problem+json').send(problem);
  });
  app.setNotFoundHandler((request, reply) => {
    const problem = toProblem(
      new AppError('NOT_FOUND', `No existe la ruta ${request.method} ${request.url.split('?')[0]}`),
      request,
    );
    reply.code(404).type('application/problem+json').send(problem);
  });
}
