/** A stored user with the given scopes and the headers of its bearer token. */
import type { Scope } from '@catedra/contract';
import type { NewUserRow } from '../../src/db/schema/index.js';
import { createUser } from '../factories/users.js';
import { bearer, type TestApp, tokenFor } from './test-app.js';

export async function signedIn(t: TestApp, scopes: Scope[], overrides: Partial<NewUserRow> = {}) {
  const user = await createUser(t.database.db, { ...overrides, scopes });
  return { user, headers: bearer(await tokenFor(t.config, user)) };
}
