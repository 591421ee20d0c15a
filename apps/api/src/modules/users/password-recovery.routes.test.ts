import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../test/factories/users.js';
import { bearer, tokenFor, useTestApp } from '../../../test/setup/test-app.js';
import { devMailbox, passwordRecoveryTokens } from '../../db/schema/index.js';

const t = useTestApp({ recoveryRateLimitPerMinute: 1000 });

const trigger = (email: string) =>
  t.app.inject({ method: 'POST', url: '/users/recovery/trigger', payload: { email } });
const execute = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/users/recovery/execute', payload: { token, password } });

/** The recovery link arrives after the answer (so timing tells nothing): wait for it. */
async function linkSentTo(email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const [message] = await t.database.db
      .select()
      .from(devMailbox)
      .where(eq(devMailbox.to, email))
      .orderBy(devMailbox.createdAt);
    const link = message?.text.match(/https?:\/\/\S+\/recover\/(\S+)/);
    if (link) return link[1]!;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no recovery e-mail for ${email}`);
}

describe('password recovery', () => {
  it('answers 202 for known and unknown e-mails alike', async () => {
    const user = await createUser(t.database.db);
    const known = await trigger(user.email);
    const unknown = await trigger('nadie-nunca@test.catedra.ar');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
  });

  it('e-mails a single-use link valid 30 minutes, storing only the token’s hash', async () => {
    const user = await createUser(t.database.db);
    await trigger(user.email);
    const token = await linkSentTo(user.email);
    const [stored] = await t.database.db
      .select()
      .from(passwordRecoveryTokens)
      .where(eq(passwordRecoveryTokens.userId, user.id));
    expect(stored!.tokenHash).not.toContain(token);
    const minutes = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(30, 0);
  });

  it('sets the new password, consumes the link and ends older sessions', async () => {
    const user = await createUser(t.database.db);
    const oldToken = await tokenFor(t.config, user);
    await trigger(user.email);
    const token = await linkSentTo(user.email);

    expect((await execute(token, 'mi-nueva-clave-segura')).statusCode).toBe(204);
    expect((await execute(token, 'otra-clave-segura-2')).statusCode).toBe(400);

    const signinOld = await t.app.inject({
      method: 'POST',
      url: '/users/sessions',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(signinOld.statusCode).toBe(401);
    const signinNew = await t.app.inject({
      method: 'POST',
      url: '/users/sessions',
      payload: { email: user.email, password: 'mi-nueva-clave-segura' },
    });
    expect(signinNew.statusCode).toBe(200);
    const stale = await t.app.inject({ method: 'GET', url: '/users/token', headers: bearer(oldToken) });
    expect(stale.statusCode).toBe(401);
  });

  it('refuses an expired link and a password equal to the e-mail', async () => {
    const user = await createUser(t.database.db);
    await trigger(user.email);
    const token = await linkSentTo(user.email);
    expect((await execute(token, user.email)).json().errors[0].path).toBe('body.password');

    await trigger(user.email);
    const fresh = await linkSentTo(user.email).then(async () => {
      // Wait for the second e-mail, then expire its token by hand.
      for (let attempt = 0; attempt < 50; attempt++) {
        const messages = await t.database.db.select().from(devMailbox).where(eq(devMailbox.to, user.email));
        if (messages.length >= 2)
          return messages.sort((a, b) => +b.createdAt - +a.createdAt)[0]!.text.match(/recover\/(\S+)/)![1]!;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('second e-mail missing');
    });
    await t.database.db
      .update(passwordRecoveryTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(passwordRecoveryTokens.userId, user.id)));
    const expired = await execute(fresh, 'una-clave-nueva-valida');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors[0]).toEqual({
      path: 'body.token',
      message: 'el enlace no es válido, ya se usó o venció',
      code: 'RECOVERY_LINK_INVALID',
    });
    expect(expired.json().code).toBe('RECOVERY_LINK_INVALID');
  });
});
