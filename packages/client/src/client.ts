/**
 * The typed API client. Every method comes from the contract's operation registry: the
 * types at compile time (OperationInput / OperationOutput) and the path, method, required
 * path parameters and body name at run time. There is no hand-written per-operation code.
 */
import {
  type OperationDefinition,
  type OperationId,
  type OperationInput,
  type OperationOutput,
  type Operations,
  operations,
  pathParameterNames,
} from '@catedra/contract';
import { ApiError, type ProblemDetails, RequiredError } from './errors.js';

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
function assertRequired(operation: OperationDefinition, input: Input): void {
  for (const name of pathParameterNames(operation.path)) {
    if (isMissing(input[name])) throw new RequiredError(name, operation.operationId);
  }
  if (operation.body?.required && isMissing(input[operation.body.name])) {
    throw new RequiredError(operation.body.name, operation.operationId);
  }
}

function buildUrl(baseUrl: string, operation: OperationDefinition, input: Input): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(input[name])),
  );
  const search = new URLSearchParams();
  for (const name of Object.keys(operation.query?.properties ?? {})) {
    const value = input[name];
    if (isMissing(value)) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  // The lead list takes arbitrary extra filter keys: whatever the caller passes that the
  // operation does not name elsewhere is sent as a query parameter too.
  if (
    operation.query &&
    (operation.query as { additionalProperties?: unknown }).additionalProperties !== false
  ) {
    const named = new Set([
      ...pathParameterNames(operation.path),
      ...Object.keys(operation.query.properties),
      operation.body?.name,
    ]);
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

async function readBody(operation: OperationDefinition, response: Response): Promise<unknown> {
  if (response.status === 204 || !operation.response) return undefined;
  if (operation.produces && !operation.produces.includes('json')) return response.blob();
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? DEFAULT_BASE_URL;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function call(operation: OperationDefinition, input: Input = {}, callOptions: CallOptions = {}) {
    assertRequired(operation, input);
    const token = await options.getToken?.();
    const headers: Record<string, string> = { Accept: 'application/json', ...callOptions.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    const body = operation.body ? input[operation.body.name] : undefined;
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await doFetch(buildUrl(baseUrl, operation, input), {
        method: operation.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: callOptions.signal,
      });
    } catch (cause) {
      throw new ApiError(operation.operationId, 0, undefined, { cause });
    }
    if (response.status < 200 || response.status > 299) {
      throw new ApiError(operation.operationId, response.status, await readProblem(response));
    }
    return readBody(operation, response);
  }

  const client: Record<string, unknown> = {};
  for (const operation of Object.values(operations) as OperationDefinition[]) {
    client[operation.operationId] = (input?: Input, callOptions?: CallOptions) =>
      call(operation, input, callOptions);
  }
  return client as ApiClient;
}
