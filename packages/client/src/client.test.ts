import { describe, expect, it, vi } from 'vitest';
import { createApiClient, DEFAULT_BASE_URL } from './client.js';
import { ApiError, RequiredError } from './errors.js';

const json = (status: number, body: unknown, contentType = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': contentType } });

function clientWith(response: () => Promise<Response> | Response, token?: string) {
  const fetchSpy = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => response());
  const client = createApiClient({ fetch: fetchSpy as unknown as typeof fetch, getToken: () => token });
  return { client, fetchSpy };
}

describe('RequiredError: refused before anything is sent', () => {
  it('throws for a missing path parameter, with the specification’s exact message', async () => {
    const { client, fetchSpy } = clientWith(() => json(200, {}));
    // @ts-expect-error the type system already requires userId
    await expect(client.findUserById({})).rejects.toThrow(new RequiredError('userId', 'findUserById'));
    await expect(client.findUserById({ userId: null as unknown as string })).rejects.toThrow(
      'Required parameter userId was null or undefined when calling findUserById.',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('throws for a missing required body, named as the specification names it', async () => {
    const { client, fetchSpy } = clientWith(() => json(200, {}));
    // @ts-expect-error the body is required
    const call = client.signin({});
    await expect(call).rejects.toBeInstanceOf(RequiredError);
    await expect(call).rejects.toThrow(
      'Required parameter userCredentials was null or undefined when calling signin.',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('throws for the second of two path parameters', async () => {
    const { client, fetchSpy } = clientWith(() => json(200, {}));
    await expect(
      client.addScopeToUser({ userId: '01900000-0000-7000-8000-000000000001', scope: undefined as never }),
    ).rejects.toThrow('Required parameter scope was null or undefined when calling addScopeToUser.');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('requests', () => {
  it('calls the default base URL with the method, path, JSON body and bearer token', async () => {
    const { client, fetchSpy } = clientWith(
      () => json(200, { token: 't', expiresAt: '2026-01-01T00:00:00Z' }),
      'abc',
    );
    const session = await client.signin({ userCredentials: { email: 'a@b.ar', password: 'secret' } });
    expect(session.token).toBe('t');
    const [url, init] = fetchSpy.mock.calls[0]!;
    const headers = init!.headers as Record<string, string>;
    expect(DEFAULT_BASE_URL).toBe('http://localhost:5001');
    expect(url).toBe('http://localhost:5001/users/sessions');
    expect(init!.method).toBe('POST');
    expect(init!.body).toBe(JSON.stringify({ email: 'a@b.ar', password: 'secret' }));
    expect(headers.Authorization).toBe('Bearer abc');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('sends no Authorization header without a token, and no timeout signal of its own', async () => {
    const { client, fetchSpy } = clientWith(() => json(200, { status: 'ok', database: 'ok', version: '1' }));
    await client.healthCheck();
    const init = fetchSpy.mock.calls[0]![1]!;
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(init.signal).toBeUndefined();
  });

  it('encodes path parameters and repeats array query parameters', async () => {
    const { client, fetchSpy } = clientWith(() => json(200, { content: [], page: {} }));
    await client.findAllUsers({ q: 'josé pérez', sort: ['lastName,asc', 'createdAt,desc'], page: 2 });
    const url = new URL(String(fetchSpy.mock.calls[0]![0]));
    expect(url.pathname).toBe('/users');
    expect(url.searchParams.get('q')).toBe('josé pérez');
    expect(url.searchParams.getAll('sort')).toEqual(['lastName,asc', 'createdAt,desc']);
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.has('city')).toBe(false);
  });

  it('uses a configured base URL', async () => {
    const fetchSpy = vi.fn(async () => json(200, []));
    const client = createApiClient({
      baseUrl: 'https://api.catedra.ar/',
      fetch: fetchSpy as unknown as typeof fetch,
    });
    await client.findAllTimezones();
    expect(String((fetchSpy.mock.calls[0] as unknown[])[0])).toBe('https://api.catedra.ar/utils/timezones');
  });

  it('answers undefined for an empty (204/202) success', async () => {
    const { client } = clientWith(() => new Response(null, { status: 202 }));
    await expect(client.triggerPasswordRecovery({ userEmail: { email: 'a@b.ar' } })).resolves.toBeUndefined();
  });
});

describe('failed calls', () => {
  it('turns a status outside 200–299 into ApiError with the problem+json body', async () => {
    const problem = {
      type: 't',
      title: 'No autenticado',
      status: 401,
      code: 'UNAUTHENTICATED',
      detail: 'Token inválido',
    };
    const { client } = clientWith(() => json(401, problem, 'application/problem+json'));
    const error = await client.getParsedToken().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
      problem,
      operationId: 'getParsedToken',
    });
  });

  it('treats a 3xx answer as a failure too', async () => {
    const { client } = clientWith(() => new Response(null, { status: 304 }));
    await expect(client.healthCheck()).rejects.toMatchObject({ status: 304 });
  });

  it('turns a network error into ApiError with status 0, keeping the cause', async () => {
    const cause = new TypeError('fetch failed');
    const { client } = clientWith(() => Promise.reject(cause));
    const error = (await client.healthCheck().catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.cause).toBe(cause);
  });

  it('turns an abort into a failed call', async () => {
    const controller = new AbortController();
    const fetchSpy = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          const abort = () => reject(new DOMException('aborted', 'AbortError'));
          if (init?.signal?.aborted) abort();
          init?.signal?.addEventListener('abort', abort);
        }),
    );
    const client = createApiClient({ fetch: fetchSpy as unknown as typeof fetch });
    const call = client.healthCheck(undefined, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });
});
