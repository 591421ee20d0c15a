import { describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../test/factories/users.js';
import { capturingMailer } from '../../../test/fakes/capturing-mailer.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import { signingIn } from '../../../test/setup/signed-in.js';
import { bearer, useTestApp } from '../../../test/setup/test-app.js';

const mailer = capturingMailer();
const clock = testClock();
const t = useTestApp({ signinRateLimitPerMinute: 1000, recoveryRateLimitPerMinute: 1000 }, { mailer, clock });

const DAY = 24 * 60 * 60_000;
const unique = () => Math.random().toString(36).slice(2, 10);

const as = signingIn(t, clock);

const signin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/users/sessions', payload: { email, password } });
const whoAmI = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/users/token', headers });
/** PUT /users/me/password; no headers: anonymously. */
const changePassword = (
  headers: Record<string, string> | undefined,
  payload: { currentPassword: string; newPassword: string },
) => t.app.inject({ method: 'PUT', url: '/users/me/password', headers, payload });
const changeEmail = (headers: Record<string, string>, payload: { currentPassword: string; email: string }) =>
  t.app.inject({ method: 'PUT', url: '/users/me/email', headers, payload });

describe('PUT /users/me/password (changeUserPassword)', () => {
  it('changes the password with the current one, ends other sessions and answers a new one', async () => {
    const { user, headers } = await as(['STUDENT']);
    const changed = await changePassword(headers, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'mi-clave-nueva-2026',
    });
    expect(changed.statusCode).toBe(200);
    expect((await whoAmI(headers)).statusCode).toBe(401);
    expect((await whoAmI(bearer(changed.json().token))).statusCode).toBe(200);
    expect((await signin(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signin(user.email, 'mi-clave-nueva-2026')).statusCode).toBe(200);
  });

  it('refuses a wrong current password on its field and keeps the password', async () => {
    const { user, headers } = await as(['STUDENT']);
    const refused = await changePassword(headers, {
      currentPassword: 'no-es-esta-clave',
      newPassword: 'mi-clave-nueva-2026',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'CURRENT_PASSWORD_WRONG',
      errors: [{ path: 'body.currentPassword', code: 'CURRENT_PASSWORD_WRONG' }],
    });
    expect((await whoAmI(headers)).statusCode).toBe(200);
    expect((await signin(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses the account’s e-mail as the new password, naming body.newPassword', async () => {
    const { user, headers } = await as(['STUDENT']);
    const refused = await changePassword(headers, {
      currentPassword: TEST_PASSWORD,
      newPassword: user.email.toUpperCase(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'PASSWORD_IS_EMAIL',
      errors: [{ path: 'body.newPassword', code: 'PASSWORD_IS_EMAIL' }],
    });
    expect((await signin(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    const anonymous = await changePassword(undefined, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'mi-clave-nueva-2026',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PUT /users/me/email (changeUserEmail)', () => {
  it('changes the e-mail with the current password; the person signs in with the new one', async () => {
    const { user, headers } = await as(['STUDENT']);
    const email = `nuevo-${unique()}@test.catedra.ar`;
    const changed = await changeEmail(headers, { currentPassword: TEST_PASSWORD, email });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().email).toBe(email);
    expect((await signin(email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await signin(user.email, TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('refuses an e-mail another account has (whatever its case) and a wrong password', async () => {
    const { user, headers } = await as(['STUDENT']);
    const other = await createUser(t.database.db);
    const taken = await changeEmail(headers, {
      currentPassword: TEST_PASSWORD,
      email: other.email.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN', errors: [{ path: 'body.email' }] });
    const wrong = await changeEmail(headers, {
      currentPassword: 'no-es-esta-clave',
      email: `otro-${unique()}@test.catedra.ar`,
    });
    expect(wrong.json().code).toBe('CURRENT_PASSWORD_WRONG');
    expect((await signin(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('POST /users/invitations (inviteUser)', () => {
  const invite = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/users/invitations',
      headers,
      payload: {
        email: `invitada-${unique()}@test.catedra.ar`,
        firstName: 'Inés',
        lastName: 'Invitada',
        ...payload,
      },
    });

  async function invitationLinkTo(email: string) {
    const message = await mailer.nextTo(email);
    const token = message.text.match(/https?:\/\/\S+\/recover\/(\S+)/)?.[1];
    if (!token) throw new Error(`the e-mail to ${email} carries no invitation link`);
    return { message, token };
  }

  it('creates the account without a usable password and e-mails a 7-day link to set it', async () => {
    const { headers } = await as(['ACADEMIC_ADMIN']);
    const invited = await invite(headers, { scopes: ['TEACHER'] });
    expect(invited.statusCode).toBe(201);
    const user = invited.json();
    expect(user).toMatchObject({ scopes: ['TEACHER'], active: true, lastSignInAt: null });

    const { message, token } = await invitationLinkTo(user.email);
    expect(message.subject).toBe('Te invitaron a Cátedra');
    expect(message.text).toContain('vale 7 días');

    clock.advance(7 * DAY - 60_000);
    const set = await t.app.inject({
      method: 'POST',
      url: '/users/recovery/execute',
      payload: { token, password: 'la-clave-que-elegi' },
    });
    expect(set.statusCode).toBe(204);
    expect((await signin(user.email, 'la-clave-que-elegi')).statusCode).toBe(200);
  });

  it('refuses the link after 7 days', async () => {
    const { headers } = await as(['SU']);
    const user = (await invite(headers, {})).json();
    const { token } = await invitationLinkTo(user.email);
    clock.advance(7 * DAY);
    const expired = await t.app.inject({
      method: 'POST',
      url: '/users/recovery/execute',
      payload: { token, password: 'la-clave-que-elegi' },
    });
    expect(expired.json().code).toBe('RECOVERY_LINK_INVALID');
  });

  it('lets each admin give only the scopes of its area, and refuses a taken e-mail', async () => {
    const { headers } = await as(['ACADEMIC_ADMIN']);
    const refused = await invite(headers, { scopes: ['SELLER'] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SCOPE_NOT_GRANTABLE');
    const existing = await createUser(t.database.db);
    const taken = await invite(headers, { email: existing.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('EMAIL_TAKEN');
  });

  it('lets COMMERCIAL invite the BASIC person he is about to enrol, and nothing more', async () => {
    const { headers } = await as(['COMMERCIAL']);
    const invited = await invite(headers, {});
    expect(invited.statusCode).toBe(201);
    expect(invited.json().scopes).toEqual(['BASIC']);
    await invitationLinkTo(invited.json().email);
    const refused = await invite(headers, { scopes: ['STUDENT'] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SCOPE_NOT_GRANTABLE');
  });

  it('is refused to staff who grant no scope', async () => {
    const { headers } = await as(['ACADEMIC']);
    expect((await invite(headers, {})).statusCode).toBe(403);
  });
});

describe('deactivation (deactivateUser, reactivateUser)', () => {
  it('ends the sessions at once, refuses sign-in with its own code, and reactivation restores it', async () => {
    const { headers: admin } = await as(['MANAGER_ADMIN']);
    const { user, headers: session } = await as(['STUDENT']);
    expect((await whoAmI(session)).statusCode).toBe(200);

    const deactivated = await t.app.inject({
      method: 'POST',
      url: `/users/${user.id}/deactivation`,
      headers: admin,
      payload: { reason: 'Pidió la baja' },
    });
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json()).toMatchObject({
      active: false,
      deactivationReason: 'Pidió la baja',
      deactivatedAt: clock.now().toISOString(),
    });
    expect((await whoAmI(session)).statusCode).toBe(401);
    expect((await signin(user.email, TEST_PASSWORD)).json().code).toBe('ACCOUNT_DEACTIVATED');
    // Without the password nobody learns that the account is deactivated.
    expect((await signin(user.email, 'no-es-esta-clave')).json().code).toBe('INVALID_CREDENTIALS');

    const reactivated = await t.app.inject({
      method: 'DELETE',
      url: `/users/${user.id}/deactivation`,
      headers: admin,
    });
    expect(reactivated.json()).toMatchObject({ active: true, deactivatedAt: null, deactivationReason: null });
    expect((await signin(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    // The sessions that ended stay ended.
    expect((await whoAmI(session)).statusCode).toBe(401);
  });

  it('needs no reason, refuses deactivating oneself and is for SU and MANAGER_ADMIN only', async () => {
    const { user: self, headers } = await as(['SU']);
    const other = await createUser(t.database.db);
    const own = await t.app.inject({ method: 'POST', url: `/users/${self.id}/deactivation`, headers });
    expect(own.statusCode).toBe(422);
    expect(own.json().code).toBe('CANNOT_DEACTIVATE_SELF');
    const withoutReason = await t.app.inject({
      method: 'POST',
      url: `/users/${other.id}/deactivation`,
      headers,
    });
    expect(withoutReason.json()).toMatchObject({ active: false, deactivationReason: null });

    const { headers: academicAdmin } = await as(['ACADEMIC_ADMIN']);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/users/${other.id}/deactivation`,
      headers: academicAdmin,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('lets the users list filter by active', async () => {
    const { headers } = await as(['SU']);
    const tag = unique();
    const active = await createUser(t.database.db, { lastName: `Activa ${tag}` });
    const inactive = await createUser(t.database.db, { lastName: `Inactiva ${tag}` });
    await t.app.inject({ method: 'POST', url: `/users/${inactive.id}/deactivation`, headers });
    const list = async (activeFilter: boolean) =>
      (await t.app.inject({ method: 'GET', url: `/users?q=${tag}&active=${activeFilter}`, headers }))
        .json()
        .content.map((user: { id: string }) => user.id);
    expect(await list(true)).toEqual([active.id]);
    expect(await list(false)).toEqual([inactive.id]);
  });
});

describe('last sign-in', () => {
  it('records each successful sign-in (not failed ones) and sorts the users list by it', async () => {
    const { headers } = await as(['SU']);
    const tag = unique();
    const first = await createUser(t.database.db, { lastName: `Primera ${tag}` });
    const second = await createUser(t.database.db, { lastName: `Segunda ${tag}` });
    const never = await createUser(t.database.db, { lastName: `Nunca ${tag}` });
    expect((await signin(first.email, TEST_PASSWORD)).statusCode).toBe(200);
    const firstAt = clock.now().toISOString();
    clock.advance(60_000);
    await signin(second.email, TEST_PASSWORD);
    await signin(first.email, 'no-es-esta-clave');

    const sorted = (
      await t.app.inject({ method: 'GET', url: `/users?q=${tag}&sort=lastSignInAt,desc`, headers })
    ).json().content;
    expect(sorted.map((user: { id: string }) => user.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect(sorted.find((user: { id: string }) => user.id === first.id).lastSignInAt).toBe(firstAt);
    expect(sorted.find((user: { id: string }) => user.id === never.id).lastSignInAt).toBeNull();
  });
});
