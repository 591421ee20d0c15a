/**
 * The one place where errors become RFC 9457 problem+json. Services throw AppError;
 * validation failures, Fastify's own errors and anything unexpected are mapped here too.
 * A 5xx never carries internals: the details go to the log only.
 */

import { GENERIC_ERROR_CODES, type GenericErrorCode } from '@catedra/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isRetryableConflict } from '../db/transaction-retry.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError, ERROR_CODES, type ErrorCode, type FieldError } from '../errors/app-error.js';
import { recordUndeclaredCode, undeclaredCodeOf } from '../errors/declared-codes.js';
import { MAX_PATH_PARAMETER_LENGTH } from '../http/validation.js';
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

/** JSON Schema types as the messages name them. */
const TYPE_NAMES: Record<string, string> = {
  string: 'un texto',
  integer: 'un número entero',
  number: 'un número',
  boolean: 'true o false',
  object: 'un objeto',
  array: 'una lista',
  null: 'null',
};

const characters = (limit: unknown) => `${limit} ${limit === 1 ? 'carácter' : 'caracteres'}`;
const items = (limit: unknown) => `${limit} ${limit === 1 ? 'elemento' : 'elementos'}`;

/**
 * What a refused keyword says, in Spanish, from its params: Ajv's own `message` is English
 * ("must NOT have more than 100 characters") and reached people in `detail`. A keyword without
 * a text of its own says "valor inválido", never Ajv's words.
 */
function messageOf(issue: AjvError): string {
  const { params } = issue;
  switch (issue.keyword) {
    case 'required':
      return 'es obligatorio';
    case 'additionalProperties':
      return 'no es un campo admitido';
    case 'format':
      return `formato inválido (se espera ${String(params.format)})`;
    case 'type':
      return `debe ser ${String(params.type)
        .split(',')
        .map((type) => TYPE_NAMES[type] ?? type)
        .join(' o ')}`;
    case 'minLength':
      return `debe tener al menos ${characters(params.limit)}`;
    case 'maxLength':
      return `debe tener como máximo ${characters(params.limit)}`;
    case 'minimum':
      return `debe ser mayor o igual a ${params.limit}`;
    case 'maximum':
      return `debe ser menor o igual a ${params.limit}`;
    case 'exclusiveMinimum':
      return `debe ser mayor que ${params.limit}`;
    case 'exclusiveMaximum':
      return `debe ser menor que ${params.limit}`;
    case 'multipleOf':
      return `debe ser múltiplo de ${params.multipleOf}`;
    case 'pattern':
      return `no tiene la forma esperada (${String(params.pattern)})`;
    case 'enum':
      return `debe ser uno de: ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'const':
      return `debe ser ${String(params.allowedValue)}`;
    case 'minItems':
      return `debe tener al menos ${items(params.limit)}`;
    case 'maxItems':
      return `debe tener como máximo ${items(params.limit)}`;
    case 'uniqueItems':
      return `no puede repetir valores (el ${params.j} y el ${params.i} son iguales)`;
    case 'anyOf':
    case 'oneOf':
      return 'no coincide con ninguna de las formas admitidas';
    default:
      return 'valor inválido';
  }
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
    return {
      path: [location, ...segments].join('.'),
      message: messageOf(issue),
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

/** Fastify's own client errors in Spanish, by its code (its messages are English); others say their title. */
const FASTIFY_DETAILS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la solicitud no es JSON válido',
  FST_ERR_CTP_EMPTY_JSON_BODY:
    'El cuerpo de la solicitud está vacío, pero su Content-Type es application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'El cuerpo de la solicitud supera el tamaño admitido',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no admitido: enviá JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'El Content-Length no coincide con el cuerpo de la solicitud',
  FST_ERR_BAD_URL: 'Datos inválidos: la ruta tiene un carácter escapado (%) inválido',
};

/** A client error of Fastify's own: its status's generic code, in Spanish. */
function fastifyClientError(error: Partial<FastifyError> & { statusCode: number }): AppError {
  // A path parameter longer than the router takes (its 414): a refused field, as validation says it.
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    const message = `un parámetro de la ruta supera los ${MAX_PATH_PARAMETER_LENGTH} caracteres`;
    return new AppError('VALIDATION_FAILED', `Datos inválidos: ${message}`, [
      { path: 'path', message, code: 'maxLength', params: { limit: MAX_PATH_PARAMETER_LENGTH } },
    ]);
  }
  const code = codeForStatus(error.statusCode);
  return new AppError(code, FASTIFY_DETAILS[error.code ?? ''] ?? ERROR_CODES[code].title);
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
      appError = fastifyClientError({ ...fastifyError, statusCode: fastifyError.statusCode });
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

function answerProblem(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  undeclaredCodes: ErrorHandlerOptions['undeclaredCodes'],
): void {
  const problem = toProblem(error, request);
  logFailedRequest(request, problem.status, error);
  checkDeclaredCode(request, problem.code, undeclaredCodes);
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
}

/**
 * Fastify's `frameworkErrors` option: what its router refuses before any route is chosen (a path
 * parameter longer than `MAX_PATH_PARAMETER_LENGTH`, a malformed percent escape) is answered by
 * the same mapping, as problem+json, instead of Fastify's own JSON (an undocumented 414). No
 * operation is known yet, so there is no declared code to check.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  answerProblem(error, request, reply, 'off');
}

export function registerErrorHandler(
  app: FastifyInstance,
  options: ErrorHandlerOptions = { undeclaredCodes: 'off' },
): void {
  app.setErrorHandler((error, request, reply) =>
    answerProblem(error, request, reply, options.undeclaredCodes),
  );
  app.setNotFoundHandler((request, reply) => {
    const problem = toProblem(
      new AppError('NOT_FOUND', `No existe la ruta ${request.method} ${request.url.split('?')[0]}`),
      request,
    );
    reply.code(404).type('application/problem+json').send(problem);
  });
}
