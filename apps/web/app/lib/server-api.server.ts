/**
 * The typed API client a page loader uses on the web server: the configured API address, the
 * visitor's own token from the session cookie (so a page rendered for staff shows what staff
 * may see), and a time limit, because a server render must not hang on a slow API: a page
 * whose data did not arrive in time is rendered without it and loads it in the browser.
 */
import { type ApiClient, createApiClient } from '@catedra/client';
import { publicConfig } from '../config.server';
import { readSessionToken } from '../features/session';

export const SERVER_API_TIMEOUT_MS = 4000;

export function serverApiClient(request: Request, timeoutMs = SERVER_API_TIMEOUT_MS): ApiClient {
  const token = readSessionToken(request.headers.get('Cookie'));
  return createApiClient({
    baseUrl: publicConfig().apiBaseUrl,
    getToken: () => token,
    fetch: (input, init) => {
      const limit = AbortSignal.timeout(timeoutMs);
      const signal = init?.signal ? AbortSignal.any([init.signal, limit]) : limit;
      return fetch(input, { ...init, signal });
    },
  });
}
