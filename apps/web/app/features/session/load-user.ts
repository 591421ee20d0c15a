/**
 * Loading the signed-in user (specification section 4, "Session", step 3): parse the token
 * to get the userId, wait 400 ms, fetch the user by id. The steps and the delay are the
 * specification's; the outcome is returned rather than acted on, so the rules about toasts
 * stay in one place (the session provider).
 */
import type { ApiClient } from '@catedra/client';
import type { OperationOutput, Operations } from '@catedra/contract';

export type SessionUser = OperationOutput<Operations['findUserById']>;

/** Specification section 9: the delay between parsing the token and fetching the user. */
export const USER_FETCH_DELAY_MS = 400;

export type UserLoadResult =
  | { kind: 'loaded'; user: SessionUser }
  /** Parsing the token failed: silently ignored (specification section 8). */
  | { kind: 'token-unreadable' }
  /** Fetching the user failed: the caller shows "App: Error obteniendo informacion". */
  | { kind: 'user-failed'; error: unknown };

export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

export async function loadSessionUser(
  client: Pick<ApiClient, 'getParsedToken' | 'findUserById'>,
  { signal, delayMs = USER_FETCH_DELAY_MS }: { signal?: AbortSignal; delayMs?: number } = {},
): Promise<UserLoadResult> {
  let userId: string;
  try {
    ({ userId } = await client.getParsedToken(undefined, { signal }));
  } catch (error) {
    if (signal?.aborted) throw error;
    return { kind: 'token-unreadable' };
  }
  await wait(delayMs, signal);
  try {
    return { kind: 'loaded', user: await client.findUserById({ userId }, { signal }) };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { kind: 'user-failed', error };
  }
}
