/**
 * The query cache's defaults for every screen. A 4xx answer is the API's last word (no
 * permission, not found, refused): retrying it only keeps the person waiting before the
 * page says so. A network failure or a 5xx is tried again, twice at most.
 */
import { ApiError } from '@catedra/client';
import { QueryClient } from '@tanstack/react-query';

const MAX_RETRIES = 2;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  const final = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !final && failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

/**
 * One cache per browser tab, whichever screen mounts it first (the providers are mounted by
 * the screens that use them, not by the root), and a new one per server render, so it is
 * never shared between users.
 */
export function sharedQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}
