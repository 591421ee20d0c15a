/**
 * The typed API client. Every method comes from the contract: the types at compile time
 * (OperationInput / OperationOutput) and, at run time, each operation's route (path, method,
 * query names, body name; `generated/routes.ts`, no schemas, so a browser bundle stays
 * small). There is no hand-written per-operation code.
 */
import type {
  OperationDefinition,
  OperationId,
  OperationInput,
  OperationOutput,
  Operations,
} from '@catedra/contract';
import { type OperationRoute, operationRoutes, pathParameterNames } from '@catedra/contract/browser';
import { ApiError, type ErrorCodeOf, type ProblemDetails, RequiredError } from './errors.js';

export const DEFAULT_BASE_URL = 'http://localhost:5001';

type MaybePromise<T> = T | Promise<T>;

export type ApiClientOptions = {
  /** The API's base address; `http://localhost:5001` by default. */
  baseUrl?: string;
  /** Supplies the bearer token for each call; no token, no Authorization header. */
  getToken?: () => MaybePromise<string | null | undefined>;
  /** A fetch implementation (tests pass a spy); the global fetch by default. */
  fetch?: typeof fetch;
};

/** Per-call options. There is no timeout (specification section 9); pass a signal to abort. */
export type CallOptions = { signal?: AbortSignal; headers?: Record<string, string> };

type ClientMethod<O extends OperationDefinition> =
  Record<never, never> extends OperationInput<O>
    ? (input?: OperationInput<O>, options?: CallOptions) => Promise<OperationOutput<O>>
    : (input: OperationInput<O>, options?: CallOptions) => Promise<OperationOutput<O>>;

export type ApiClient = { readonly [K in OperationId]: ClientMethod<Operations[K]> };

type Input = Record<string, unknown>;

function isMissing(value: unknown): boolean {
  return value === null || value === undefined;
}

/** Throws RequiredError before anything is sent, as the specification's client does. */
function assertRequired(operationId: string, route: OperationRoute, input: Input): void {
  for (const name of pathParameterNames(route.path)) {
    if (isMissing(input[name])) throw new RequiredError(name, operationId);
  }
  if (route.body?.required && isMissing(input[route.body.name])) {
    throw new RequiredError(route.body.name, operationId);
  }
}

function buildUrl(baseUrl: string, route: OperationRoute, input: Input): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(input[name])));
  const search = new URLSearchParams();
  for (const name of route.query?.names ?? []) {
    const value = input[name];
    if (isMissing(value)) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  // The lead list takes arbitrary extra filter keys: whatever the caller passes that the
  // operation does not name elsewhere is sent as a query parameter too.
  if (route.query?.open) {
    const named = new Set([...pathParameterNames(route.path), ...route.query.names, route.body?.name]);
    for (const [name, value] of Object.entries(input)) {
      if (!named.has(name) && !isMissing(value)) search.append(name, String(value));
    }
  }
  const query = search.toString();
  return `${baseUrl.replace(/\/$/, '')}${path}${query ? `?${query}` : ''}`;
}

async function readProblem(response: Response): Promise<ProblemDetails | undefined> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as ProblemDetails) : undefined;
  } catch {
    return undefined;
  }
}

async function readBody(route: OperationRoute, response: Response): Promise<unknown> {
  if (response.status === 204 || !route.answers) return undefined;
  if (route.produces && !route.produces.includes('json')) return response.blob();
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? DEFAULT_BASE_URL;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function call(
    operationId: string,
    route: OperationRoute,
    input: Input = {},
    callOptions: CallOptions = {},
  ) {
    assertRequired(operationId, route, input);
    const token = await options.getToken?.();
    const headers: Record<string, string> = { Accept: 'application/json', ...callOptions.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    const body = route.body ? input[route.body.name] : undefined;
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await doFetch(buildUrl(baseUrl, route, input), {
        method: route.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: callOptions.signal,
      });
    } catch (cause) {
      throw new ApiError(operationId as OperationId, 0, undefined, { cause });
    }
    if (response.status < 200 || response.status > 299) {
      // The API answers only the codes the operation declares (checked by its tests).
      const problem = (await readProblem(response)) as ProblemDetails<ErrorCodeOf<OperationId>> | undefined;
      throw new ApiError(operationId as OperationId, response.status, problem);
    }
    return readBody(route, response);
  }

  const client: Record<string, unknown> = {};
  for (const [operationId, route] of Object.entries(operationRoutes) as [string, OperationRoute][]) {
    client[operationId] = (input?: Input, callOptions?: CallOptions) =>
      call(operationId, route, input, callOptions);
  }
  return client as ApiClient;
}
