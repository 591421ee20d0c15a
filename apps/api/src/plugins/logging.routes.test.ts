import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../test/factories/users.js';
import { testConfig } from '../../test/setup/test-app.js';
import { buildApp } from '../app.js';
import { connectDatabase, type DatabaseConnection } from '../db/database.js';

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
});
