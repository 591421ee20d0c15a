/**
 * The authorization matrix: every operation of the contract, called with a token of each
 * of the 17 scopes and with none, answers as its `access` declaration says: 401 without a
 * token (unless public), 403 for a scope it does not list, and anything but 401/403 for a
 * scope it lists. Path parameters are valid values for ids nobody owns, so owner-checked
 * operations answer 404 rather than leaking through.
 */
import { randomUUID } from 'node:crypto';
import { type OperationDefinition, operationList, SCOPES, type Scope } from '@catedra/contract';
import type { TSchema } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorize } from '../src/http/authorize.js';
import { createUser } from './factories/users.js';
import { bearer, createTestApp, type TestApp, tokenFor } from './setup/test-app.js';

let t: TestApp;
const callers = new Map<Scope, { id: string; headers: Record<string, string> }>();

beforeAll(async () => {
  t = await createTestApp({ signinRateLimitPerMinute: 10_000, recoveryRateLimitPerMinute: 10_000 });
  for (const scope of SCOPES) {
    const user = await createUser(t.database.db, { scopes: [scope] });
    callers.set(scope, { id: user.id, headers: bearer(await tokenFor(t.config, user)) });
  }
});
afterAll(() => t.close());

/** A value that passes the parameter's schema, so the call reaches the service. */
function sampleOf(schema: TSchema): string {
  const json = schema as {
    format?: string;
    enum?: unknown[];
    anyOf?: { const?: unknown }[];
    pattern?: string;
  };
  if (json.format === 'uuid') return randomUUID();
  if (json.format === 'email') return `nobody-${randomUUID().slice(0, 8)}@test.catedra.ar`;
  if (json.enum) return String(json.enum[0]);
  if (json.anyOf?.[0]?.const !== undefined) return String(json.anyOf[0].const);
  if (json.pattern?.includes('\\d')) return '5491122334455';
  return 'GOLD';
}

function urlOf(operation: OperationDefinition, self?: string): string {
  const properties = (operation.params?.properties ?? {}) as Record<string, TSchema>;
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(
      self && operation.access.kind === 'scopes' && operation.access.self === name
        ? self
        : sampleOf(properties[name]!),
    ),
  );
}

async function statusOf(operation: OperationDefinition, headers: Record<string, string>, self?: string) {
  const response = await t.app.inject({ method: operation.method, url: urlOf(operation, self), headers });
  return response.statusCode;
}

describe('authorization matrix', () => {
  it('answers every operation, for every scope and for no token, as declared', async () => {
    const mismatches: string[] = [];
    for (const operation of operationList) {
      const anonymous = await statusOf(operation, {});
      const anonymousExpected = operation.access.kind === 'scopes' ? 401 : 'allowed';
      if (anonymousExpected === 401 ? anonymous !== 401 : [401, 403].includes(anonymous)) {
        mismatches.push(`${operation.operationId} without token: ${anonymous}`);
      }
      for (const scope of SCOPES) {
        const caller = callers.get(scope)!;
        const decision = authorize(operation.access, { userId: caller.id, email: '', scopes: [scope] }, {});
        const status = await statusOf(operation, caller.headers);
        const ok = decision === 'forbidden' ? status === 403 : ![401, 403].includes(status);
        if (!ok) mismatches.push(`${operation.operationId} as ${scope}: ${status} (expected ${decision})`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 300_000);

  it('lets a caller act on itself where the operation says `self`', async () => {
    const selfOperations = operationList.filter(
      (operation) => operation.access.kind === 'scopes' && operation.access.self,
    );
    expect(selfOperations.length).toBeGreaterThan(0);
    const basic = callers.get('BASIC')!;
    for (const operation of selfOperations) {
      const status = await statusOf(operation, basic.headers, basic.id);
      expect({ operation: operation.operationId, refused: [401, 403].includes(status) }).toEqual({
        operation: operation.operationId,
        refused: false,
      });
    }
  });
});
