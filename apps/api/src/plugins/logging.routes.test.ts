import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../test/factories/users.js';
import { bearer, testConfig, tokenFor } from '../../test/setup/test-app.js';
import { buildApp } from '../app.js';
import { createDependencies } from '../composition/dependencies.js';
import { allHandlers } from '../composition/handlers.js';
import { connectDatabase, type DatabaseConnection } from '../db/database.js';
import { users } from '../db/schema/index.js';
import { implementationStatus } from '../http/register-operations.js';

/** The app with its log lines captured, parsed. */
async function appWithLog() {
  const lines: string[] = [];
  const app = await buildApp(
    testConfig({ logLevel: 'trace' }),
    database,
    {},
    { write: (line) => lines.push(line) },
  );
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { app, lines, entries };
}

let database: DatabaseConnection;
beforeAll(() => {
  database = connectDatabase(inject('databaseUrl'), { maxConnections: 2 });
});
afterAll(() => database.close());

describe('request logs', () => {
  it('record each request but never a password, a token or a cookie', async () => {
    const lines: string[] = [];
    const app = await buildApp(
      testConfig({ logLevel: 'trace' }),
      database,
      {},
      { write: (line) => lines.push(line) },
    );
    try {
      const user = await createUser(database.db);
      const signin = await app.inject({
        method: 'POST',
        url: '/users/sessions',
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      const { token } = signin.json();
      await app.inject({
        method: 'GET',
        url: '/users/token',
        headers: { authorization: `Bearer ${token}`, cookie: `catedra_token=${token}` },
      });
      const log = lines.join('\n');
      expect(log).toContain('/users/sessions');
      expect(log).toContain('/users/token');
      expect(log).not.toContain(TEST_PASSWORD);
      expect(log).not.toContain(token);
    } finally {
      await app.close();
    }
  });

  it('never write the parameters of a failing query: no hash, e-mail or name of the user', async () => {
    const { app, lines, entries } = await appWithLog();
    const user = await createUser(database.db, { firstName: 'Secretina', lastName: 'Privada' });
    // A request whose query fails on a row of real user data, as an unexpected bug would.
    app.post('/test/duplicate-user', async () => {
      await database.db.insert(users).values({ ...user, email: user.email.toUpperCase() });
    });
    try {
      const response = await app.inject({ method: 'POST', url: '/test/duplicate-user' });
      expect(response.statusCode).toBe(500);
      const log = lines.join('\n');
      for (const secret of [user.passwordHash, user.email, 'Secretina', 'Privada', user.id])
        expect(log).not.toContain(secret);
      const failure = entries().find((entry) => entry.msg === 'request failed');
      expect(failure?.level).toBe(50);
      expect(failure?.err).toMatchObject({ code: '23505', table: 'users' });
      expect(String((failure!.err as { constraint?: string }).constraint)).toMatch(/users/);
    } finally {
      await app.close();
    }
  });

  it('log a 501 as information, without an error or a stack', async () => {
    const { app, entries } = await appWithLog();
    try {
      const admin = await createUser(database.db, { scopes: ['SU'] });
      const handlers = allHandlers(createDependencies(testConfig(), database, app.log));
      // Any operation no module implements yet, called with no input at all.
      const missing = implementationStatus(handlers).missing.find(
        (operation) => operation.method === 'GET' && !operation.params && !operation.query?.required?.length,
      );
      if (!missing) return; // every operation is built: nothing answers 501 any more
      const response = await app.inject({
        method: 'GET',
        url: missing.path,
        headers: bearer(await tokenFor(testConfig(), admin)),
      });
      expect(response.statusCode).toBe(501);
      const notImplemented = entries().filter((entry) => entry.msg === 'operation not implemented');
      expect(notImplemented).toHaveLength(1);
      expect(notImplemented[0]!.level).toBe(30);
      expect(JSON.stringify(entries())).not.toContain('"stack"');
      expect(entries().some((entry) => Number(entry.level) >= 50)).toBe(false);
    } finally {
      await app.close();
    }
  });
});
