/**
 * The one place where errors become RFC 9457 problem+json. Services throw AppError;
 * validation failures, Fastify's own errors and anything unexpected are mapped here too.
 * A 5xx never carries internals: the details go to the log only.
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError, ERROR_CODES, type ErrorCode, type FieldError } from '../errors/app-error.js';

type AjvError = {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
};

/** Where a validation error points, in the words of the API: `query.from`, `body.email`. */
const LOCATION: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

/** What a 503 suggests while the database restarts (the embedded one is back within seconds). */
const DATABASE_RETRY_AFTER_SECONDS = 5;

export function fieldErrorsOf(validation: AjvError[], context: string | undefined): FieldError[] {
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
    return { path: [location, ...segments].join('.'), message };
  });
}

function codeForStatus(status: number): ErrorCode {
  const match = Object.entries(ERROR_CODES).find(([, entry]) => entry.status === status);
  return (match?.[0] as ErrorCode | undefined) ?? (status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED');
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
      const errors = fieldErrorsOf(fastifyError.validation, fastifyError.validationContext);
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

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const problem = toProblem(error, request);
    if (problem.status >= 500) request.log.error({ err: error }, 'request failed');
    const retryAfter =
      error instanceof AppError
        ? error.retryAfterSeconds
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
