import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSessionUser, type SessionUser, USER_FETCH_DELAY_MS } from './load-user';

const user = {
  id: '0190a0e0-0000-7000-8000-000000000001',
  email: 'su@demo.catedra.ar',
  firstName: 'Ana',
  lastName: 'Pérez',
  scopes: ['SU'],
} as unknown as SessionUser;

function fakeClient(overrides: { parse?: () => Promise<unknown>; find?: () => Promise<unknown> } = {}) {
  return {
    getParsedToken: vi.fn(overrides.parse ?? (async () => ({ userId: user.id }))),
    findUserById: vi.fn(overrides.find ?? (async () => user)),
  } as unknown as Parameters<typeof loadSessionUser>[0] & {
    getParsedToken: ReturnType<typeof vi.fn>;
    findUserById: ReturnType<typeof vi.fn>;
  };
}

describe('loadSessionUser', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('parses the token, waits 400 ms, then fetches the user by id', async () => {
    const client = fakeClient();
    const result = loadSessionUser(client);
    await vi.advanceTimersByTimeAsync(USER_FETCH_DELAY_MS - 1);
    expect(client.getParsedToken).toHaveBeenCalledTimes(1);
    expect(client.findUserById).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(client.findUserById).toHaveBeenCalledWith({ userId: user.id }, expect.anything());
    expect(await result).toEqual({ kind: 'loaded', user });
  });

  it('stops without fetching the user when the token cannot be parsed', async () => {
    const client = fakeClient({
      parse: async () => {
        throw new Error('401');
      },
    });
    expect(await loadSessionUser(client)).toEqual({ kind: 'token-unreadable' });
    expect(client.findUserById).not.toHaveBeenCalled();
  });

  it('reports a failed user fetch', async () => {
    const client = fakeClient({
      find: async () => {
        throw new Error('500');
      },
    });
    const result = loadSessionUser(client);
    await vi.advanceTimersByTimeAsync(USER_FETCH_DELAY_MS);
    expect(await result).toMatchObject({ kind: 'user-failed' });
  });

  it('gives up when aborted during the delay', async () => {
    const client = fakeClient();
    const controller = new AbortController();
    const result = loadSessionUser(client, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(100);
    controller.abort(new Error('signed out'));
    await expect(result).rejects.toThrow('signed out');
    expect(client.findUserById).not.toHaveBeenCalled();
  });
});
