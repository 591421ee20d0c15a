import { operationList } from '@catedra/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories/users.js';
import { bearer, tokenFor, useTestApp } from '../../test/setup/test-app.js';
import { createDependencies } from '../composition/dependencies.js';
import { allHandlers } from '../composition/handlers.js';
import { createAuthenticator } from '../modules/auth/index.js';
import { registerErrorHandler } from '../plugins/error-handler.js';
import { implementationStatus, registerOperations } from './register-operations.js';
import { schemaController } from './validation.js';

const t = useTestApp();

const pathWithDummies = (path: string) => path.replace(/\{\w+\}/g, 'x');

/**
 * Every operation is built today, so the shared 501 handler is probed on routes registered
 * without one list's handler (`findAllLeads`: GET, no path parameters, SU and no STUDENT), with
 * the app's own validation, authentication and error mapping.
 */
const UNBUILT = 'findAllLeads';
async function appWithoutOneList() {
  const deps = createDependencies(t.config, t.database, t.app.log);
  const { [UNBUILT]: _unbuilt, ...handlers } = allHandlers(deps);
  const app = Fastify({ schemaController: schemaController() });
  registerErrorHandler(app, { undeclaredCodes: 'record' });
  registerOperations(app, {
    handlers,
    authenticate: createAuthenticator(deps.repositories.users, deps.tokens),
  });
  await app.ready();
  return { app, operation: operationList.find((operation) => operation.operationId === UNBUILT)! };
}

describe('routes registered from the contract', () => {
  it('routes every operation: each scoped one answers 401 to an anonymous caller, never 404', async () => {
    const scoped = operationList.filter((operation) => operation.access.kind === 'scopes');
    expect(scoped.length).toBeGreaterThan(10);
    for (const operation of scoped) {
      const response = await t.app.inject({ method: operation.method, url: pathWithDummies(operation.path) });
      expect({ operation: operation.operationId, status: response.statusCode }).toEqual({
        operation: operation.operationId,
        status: 401,
      });
    }
  });

  it('answers 501 NOT_IMPLEMENTED for a declared operation no module builds yet, after auth and validation', async () => {
    const { app, operation } = await appWithoutOneList();
    const su = await createUser(t.database.db, { scopes: ['SU'] });
    const student = await createUser(t.database.db, { scopes: ['STUDENT'] });
    const asSu = bearer(await tokenFor(t.config, su));

    const stub = await app.inject({ method: 'GET', url: operation.path, headers: asSu });
    expect(stub.statusCode).toBe(501);
    expect(stub.headers['content-type']).toContain('application/problem+json');
    expect(stub.json()).toMatchObject({ status: 501, code: 'NOT_IMPLEMENTED' });

    if (
      !operation.access.kind ||
      (operation.access.kind === 'scopes' &&
        !operation.access.scopes.includes('STUDENT') &&
        // An owner rule (a seller's own leads) is the service's to apply: the stub has none.
        !operation.access.owner)
    ) {
      const refused = await app.inject({
        method: 'GET',
        url: operation.path,
        headers: bearer(await tokenFor(t.config, student)),
      });
      expect(refused.statusCode).toBe(403);
    }
    if (operation.query && 'size' in operation.query.properties) {
      const invalid = await app.inject({
        method: 'GET',
        url: `${operation.path}?size=1000`,
        headers: asSu,
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().errors[0].path).toBe('query.size');
    }
    await app.close();
  });

  it('reports how many operations are implemented out of all declared', () => {
    const status = implementationStatus(allHandlers(createDependencies(t.config, t.database, t.app.log)));
    expect(status.total).toBe(operationList.length);
    expect(status.implemented.length + status.missing.length).toBe(status.total);
    expect(status.implemented.map((operation) => operation.operationId)).toEqual(
      expect.arrayContaining(['healthCheck', 'findAllTimezones', 'signin', 'getParsedToken', 'findUserById']),
    );
  });
});

describe('HTTP hygiene', () => {
  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health-check' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('allows CORS for the web origin only', async () => {
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/health-check',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const other = await t.app.inject({
      method: 'GET',
      url: '/health-check',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000'])(
    'answers the sign-in preflight from %s by default (the app opened at either address)',
    async (origin) => {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/users/sessions',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(origin);
      expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');
    },
  );

  it('answers unknown routes with a 404 problem', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/no/such/route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('refuses a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/users/sessions',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('serves the interactive API docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const document = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(document.json().openapi).toBe('3.1.0');
  });
});
