import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../test/factories/users.js';
import { capturingMailer } from '../../../test/fakes/capturing-mailer.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import { bearer, createTestApp, tokenFor, useTestApp } from '../../../test/setup/test-app.js';
import { passwordRecoveryTokens } from '../../db/schema/index.js';

const mailer = capturingMailer();
const clock = testClock();
const t = useTestApp({ recoveryRateLimitPerMinute: 1000 }, { mailer, clock });

const MINUTE = 60_000;
/** The refusal of a used, replaced or expired link, on the field that carried it. */
const invalidLinkAt = (path: string) => ({
  path,
  message: 'el enlace no es válido, ya se usó o venció',
  code: 'RECOVERY_LINK_INVALID',
});

const trigger = (email: string) =>
  t.app.inject({ method: 'POST', url: '/users/recovery/trigger', payload: { email } });
const execute = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/users/recovery/execute', payload: { token, password } });
const check = (token: string) => t.app.inject({ method: 'GET', url: `/users/recovery/${token}` });
const signin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/users/sessions', payload: { email, password } });

/** The recovery link arrives after the answer (so timing tells nothing): wait for that e-mail. */
async function linkSentTo(email: string): Promise<string> {
  const message = await mailer.nextTo(email);
  const link = message.text.match(/https?:\/\/\S+\/recover\/(\S+)/);
  if (!link) throw new Error(`the e-mail to ${email} carries no recovery link`);
  return link[1]!;
}

describe('password recovery', () => {
  it('answers 202 for known and unknown e-mails alike', async () => {
    const user = await createUser(t.database.db);
    const known = await trigger(user.email);
    const unknown = await trigger('nadie-nunca@test.catedra.ar');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    await linkSentTo(user.email);
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
    expect(stored!.expiresAt.getTime() - clock.now().getTime()).toBe(30 * MINUTE);
  });

  it('sets the new password, consumes the link and ends older sessions', async () => {
    const user = await createUser(t.database.db);
    const oldToken = await tokenFor(t.config, user, clock);
    await trigger(user.email);
    const token = await linkSentTo(user.email);

    expect((await execute(token, 'mi-nueva-clave-segura')).statusCode).toBe(204);
    expect((await execute(token, 'otra-clave-segura-2')).statusCode).toBe(400);

    expect((await signin(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signin(user.email, 'mi-nueva-clave-segura')).statusCode).toBe(200);
    const stale = await t.app.inject({ method: 'GET', url: '/users/token', headers: bearer(oldToken) });
    expect(stale.statusCode).toBe(401);
  });

  it('keeps the link usable when the new password is refused', async () => {
    const user = await createUser(t.database.db);
    await trigger(user.email);
    const token = await linkSentTo(user.email);

    const refused = await execute(token, user.email);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].path).toBe('body.password');
    expect((await signin(user.email, TEST_PASSWORD)).statusCode).toBe(200);

    expect((await execute(token, 'una-clave-aceptable')).statusCode).toBe(204);
    expect((await signin(user.email, 'una-clave-aceptable')).statusCode).toBe(200);
  });

  it('refuses a link 30 minutes after it was sent, and one replaced by a newer link', async () => {
    const user = await createUser(t.database.db);
    await trigger(user.email);
    const replaced = await linkSentTo(user.email);
    await trigger(user.email);
    const latest = await linkSentTo(user.email);
    const invalidLink = invalidLinkAt('body.token');

    const old = await execute(replaced, 'una-clave-nueva-valida');
    expect(old.statusCode).toBe(400);
    expect(old.json().errors[0]).toEqual(invalidLink);

    clock.advance(30 * MINUTE);
    const expired = await execute(latest, 'una-clave-nueva-valida');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors[0]).toEqual(invalidLink);
    expect((await signin(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('accepts the link a moment before it expires', async () => {
    const user = await createUser(t.database.db);
    await trigger(user.email);
    const token = await linkSentTo(user.email);
    clock.advance(30 * MINUTE - 1000);
    expect((await execute(token, 'justo-a-tiempo-123')).statusCode).toBe(204);
  });

  it('checks a link without consuming it, answering its e-mail, and refuses a used or expired one', async () => {
    const user = await createUser(t.database.db);
    await trigger(user.email);
    const token = await linkSentTo(user.email);
    const invalidLink = invalidLinkAt('params.token');

    const first = await check(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ email: user.email });
    expect((await check(token)).statusCode).toBe(200);

    expect((await execute(token, 'una-clave-nueva-valida')).statusCode).toBe(204);
    const used = await check(token);
    expect(used.statusCode).toBe(400);
    expect(used.json().errors[0]).toEqual(invalidLink);

    await trigger(user.email);
    const later = await linkSentTo(user.email);
    clock.advance(30 * MINUTE);
    const expired = await check(later);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors[0]).toEqual(invalidLink);
    expect((await check('x'.repeat(40))).statusCode).toBe(400);
  });

  it('rate limits the link check like the rest of recovery', async () => {
    const limited = await createTestApp({ recoveryRateLimitPerMinute: 2 });
    try {
      const attempt = () => limited.app.inject({ method: 'GET', url: `/users/recovery/${'y'.repeat(40)}` });
      expect((await attempt()).statusCode).toBe(400);
      expect((await attempt()).statusCode).toBe(400);
      const third = await attempt();
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
