/** Scope changes and their history: written together, once, or not at all. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/users.js';
import { signedIn } from '../../../test/setup/signed-in.js';
import { dependenciesOf, useTestApp } from '../../../test/setup/test-app.js';
import { createSandboxEmailMarketingList } from '../../adapters/email-marketing/email-marketing-list.js';
import { scopeChanges, users } from '../../db/schema/index.js';
import { createUnitOfWork } from '../../db/unit-of-work.js';
import { systemClock } from '../../time/clock.js';
import { createRateLimiter, createSigninFailures, createTokenService } from '../auth/index.js';
import { createUsersRepository } from './users.repository.js';
import { createUsersService } from './users.service.js';

const t = useTestApp();

const historyOf = (userId: string) =>
  t.database.db.select().from(scopeChanges).where(eq(scopeChanges.userId, userId));

describe('granting a scope', () => {
  it('writes one history row for 30 parallel grants of the same scope', async () => {
    const admin = await signedIn(t, ['ACADEMIC_ADMIN']);
    const target = await createUser(t.database.db, { scopes: ['BASIC'] });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => admin.post(`/users/${target.id}/TEACHER`)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(30).fill(200));
    for (const answer of answers) expect(answer.json().scopes).toEqual(['BASIC', 'TEACHER']);
    expect(await historyOf(target.id)).toEqual([
      expect.objectContaining({ scope: 'TEACHER', action: 'GRANTED', changedBy: admin.user.id }),
    ]);
  });

  it('leaves the scopes as they were when the history cannot be written', async () => {
    const { db } = t.database;
    const failingHistory = createUnitOfWork(db, (tx) => ({
      users: {
        ...createUsersRepository(tx),
        recordScopeChanges: async () => {
          throw new Error('the history table refused the row');
        },
      },
    }));
    const service = createUsersService({
      users: createUsersRepository(db),
      unitOfWork: failingHistory,
      tokens: createTokenService(t.config.jwtSecret, 60),
      signinFailures: createSigninFailures(createRateLimiter(db, 60, systemClock), {
        perClient: 10,
        perAccount: 50,
      }),
      emailMarketing: createSandboxEmailMarketingList(),
      clock: systemClock,
    });
    const admin = await signedIn(t, ['SU']);
    const caller = { userId: admin.user.id, email: admin.user.email, scopes: admin.user.scopes as ['SU'] };
    const target = await createUser(t.database.db, { scopes: ['BASIC', 'MANAGER'] });

    await expect(service.addScope(caller, target.id, 'TEACHER')).rejects.toThrow('refused the row');
    await expect(service.removeScope(caller, target.id, 'MANAGER')).rejects.toThrow('refused the row');

    const [stored] = await db.select().from(users).where(eq(users.id, target.id));
    expect(stored!.scopes).toEqual(['BASIC', 'MANAGER']);
    expect(await historyOf(target.id)).toEqual([]);
  });

  it('records the scopes a new privileged user is created with', async () => {
    const { services } = dependenciesOf(t);
    const su = await signedIn(t, ['SU']);
    const created = await services.users.createUser(
      { userId: su.user.id, email: su.user.email, scopes: ['SU'] },
      {
        email: `docente-${Date.now()}@test.catedra.ar`,
        password: 'una-clave-segura',
        firstName: 'Teresa',
        lastName: 'Docente',
        scopes: ['TEACHER', 'HOST'],
      },
    );
    const history = await historyOf(created.id);
    expect(history.map((change) => change.scope).sort()).toEqual(['HOST', 'TEACHER']);
  });
});
