import { describe, expect, it } from 'vitest';
import { authorize } from './authorize.js';

const caller = (scopes: string[], userId = 'u1') => ({ userId, email: 'x@y.ar', scopes }) as never;

describe('authorize', () => {
  it('lets anyone call public and webhook operations', () => {
    expect(authorize({ kind: 'public' }, null, {})).toBe('allowed');
    expect(authorize({ kind: 'webhook' }, null, {})).toBe('allowed');
  });

  it('asks for a token (401) before looking at scopes', () => {
    expect(authorize({ kind: 'scopes', scopes: ['SU'] }, null, {})).toBe('unauthenticated');
  });

  it('allows a caller holding any listed scope, refuses others (403)', () => {
    const access = { kind: 'scopes', scopes: ['SU', 'MANAGER_ADMIN'] } as const;
    expect(authorize(access, caller(['STUDENT', 'MANAGER_ADMIN']), {})).toBe('allowed');
    expect(authorize(access, caller(['STUDENT']), {})).toBe('forbidden');
  });

  it('allows a caller acting on itself through the `self` parameter only', () => {
    const access = { kind: 'scopes', scopes: ['SU'], self: 'userId' } as const;
    expect(authorize(access, caller(['BASIC'], 'u1'), { userId: 'u1' })).toBe('allowed');
    expect(authorize(access, caller(['BASIC'], 'u1'), { userId: 'u2' })).toBe('forbidden');
  });

  it('passes owner-checked operations to the service, which decides ownership', () => {
    const access = { kind: 'scopes', scopes: ['SU'], owner: 'the enrollment’s student' } as const;
    expect(authorize(access, caller(['STUDENT']), {})).toBe('allowed');
    expect(authorize(access, null, {})).toBe('unauthenticated');
  });

  it('treats `note` as documentation: it lets nobody else through', () => {
    const access = { kind: 'scopes', scopes: ['ALLIANCE_ADMIN'], note: 'own alliance only' } as const;
    expect(authorize(access, caller(['STUDENT']), {})).toBe('forbidden');
  });
});
