/**
 * Registers one Fastify route per contract operation. The contract gives the path, the
 * schemas (validated by Fastify's Ajv) and the access rule (checked before validation, so
 * an anonymous caller learns nothing about the input an operation expects). Operations no
 * module implements yet answer 501 from one shared handler.
 */
import { type OperationDefinition, operationList, successStatusOf } from '@catedra/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Type, { type TSchema } from 'typebox';
import { JsonText } from '../core/json-text.js';
import { AppError } from '../errors/app-error.js';
import type { Authenticator } from '../modules/auth/index.js';
import { authorize } from './authorize.js';
import type { Caller, HandlerContext, OperationHandler, OperationHandlers } from './handlers.js';
import { refuseNulCharacters } from './validation.js';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    operationId?: string;
  }
}

/** Calls per minute and client address; `exempt` callers are not counted (nor refused). */
export type RateLimit = { max: number; exempt?: (caller: Caller) => boolean };
export type RateLimits = Partial<Record<string, number | RateLimit>>;

/** The route's @fastify/rate-limit configuration. */
function rateLimitConfig(limit: number | RateLimit) {
  const { max, exempt } = typeof limit === 'number' ? { max: limit, exempt: undefined } : limit;
  if (!exempt) return { max, timeWindow: '1 minute' };
  return {
    max,
    timeWindow: '1 minute',
    // Counted once the caller is known: the limiter's hook runs after the route's own
    // preValidation (the plugin appends it), which identified him.
    hook: 'preValidation' as const,
    allowList: (request: FastifyRequest) => request.caller !== null && exempt(request.caller),
  };
}

const notImplemented: OperationHandler<OperationDefinition> = ({ request }) => {
  const operationId = request.routeOptions.config.operationId;
  throw new AppError('NOT_IMPLEMENTED', `La operación ${operationId} todavía no está disponible`);
};

/** `/users/{userId}` → `/users/:userId` */
export function toFastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

function bodySchemaOf(operation: OperationDefinition): TSchema | undefined {
  if (!operation.body) return undefined;
  return operation.body.required ? operation.body.schema : Type.Union([operation.body.schema, Type.Null()]);
}

async function identify(
  request: FastifyRequest,
  operation: OperationDefinition,
  authenticate: Authenticator,
) {
  const authorization = request.headers.authorization;
  if (operation.access.kind === 'scopes') return authenticate(authorization);
  if (operation.access.kind === 'webhook') return null;
  // Public: a valid token is read (createUser by SU), an invalid one is simply ignored.
  return authenticate(authorization).catch(() => null);
}

export function registerOperations(
  app: FastifyInstance,
  options: { handlers: OperationHandlers; authenticate: Authenticator; rateLimits?: RateLimits },
): void {
  app.decorateRequest('caller', null);
  for (const operation of operationList) {
    const handler = (options.handlers as Record<string, OperationHandler<OperationDefinition> | undefined>)[
      operation.operationId
    ];
    const status = successStatusOf(operation);
    const rateLimit = options.rateLimits?.[operation.operationId];
    app.route({
      method: operation.method,
      url: toFastifyPath(operation.path),
      schema: {
        ...(operation.params ? { params: operation.params } : {}),
        ...(operation.query ? { querystring: operation.query } : {}),
        ...(operation.body ? { body: bodySchemaOf(operation) } : {}),
        ...(operation.response && !operation.produces ? { response: { [status]: operation.response } } : {}),
      },
      config: {
        operationId: operation.operationId,
        ...(rateLimit ? { rateLimit: rateLimitConfig(rateLimit) } : {}),
      },
      preValidation: async (request) => {
        request.caller = await identify(request, operation, options.authenticate);
        const decision = authorize(
          operation.access,
          request.caller,
          request.params as Record<string, unknown>,
        );
        if (decision === 'unauthenticated') throw new AppError('UNAUTHENTICATED', 'Falta el token de acceso');
        if (decision === 'forbidden') throw AppError.forbidden();
        if (operation.body && !operation.body.required) request.body ??= null;
        refuseNulCharacters(request);
      },
      handler: async (request, reply) => {
        const context = {
          params: request.params,
          query: request.query,
          body: request.body,
          caller: request.caller,
          request,
          reply,
        } as HandlerContext<OperationDefinition>;
        const result = await (handler ?? notImplemented)(context);
        if (reply.sent) return reply;
        reply.code(status);
        // JSON the database already wrote: a JSON content type makes Fastify send the text as is.
        if (result instanceof JsonText)
          return reply.type('application/json; charset=utf-8').send(result.text);
        return operation.response ? result : reply.send();
      },
    });
  }
  registerMethodNotAllowed(app);
}

/**
 * Every other method on a path the contract declares answers 405 with `Allow`, rather than
 * 404 as if the path did not exist. OPTIONS stays with CORS, HEAD with the GET routes.
 */
export function registerMethodNotAllowed(app: FastifyInstance): void {
  const methodsByPath = new Map<string, Set<string>>();
  for (const operation of operationList) {
    const path = toFastifyPath(operation.path);
    const methods = methodsByPath.get(path) ?? new Set<string>();
    methods.add(operation.method);
    if (operation.method === 'GET') methods.add('HEAD');
    methodsByPath.set(path, methods);
  }
  for (const [url, declared] of methodsByPath) {
    const allow = [...declared, 'OPTIONS'].join(', ');
    const others = app.supportedMethods.filter((method) => !declared.has(method) && method !== 'OPTIONS');
    app.route({
      method: others,
      url,
      handler: async (request, reply) => {
        reply.header('allow', allow);
        throw new AppError(
          'METHOD_NOT_ALLOWED',
          `${request.method} no está admitido en esta ruta (usá ${allow})`,
        );
      },
    });
  }
}

/** The operations a module implements, out of all declared (for `npm run -s operations`). */
export function implementationStatus(handlers: OperationHandlers) {
  const implemented = operationList.filter((operation) => operation.operationId in handlers);
  const missing = operationList.filter((operation) => !(operation.operationId in handlers));
  return { implemented, missing, total: operationList.length };
}
