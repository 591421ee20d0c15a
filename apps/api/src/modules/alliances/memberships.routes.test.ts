/**
 * Alliance membership (setAllianceMember, removeAllianceMember), the invitation of a member by
 * an alliance admin, and what an alliance admin may read of other alliances.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCourse, createEnrollment } from '../../../test/factories/academic.js';
import { createAlliance, createPaymentPlan } from '../../../test/factories/selling-plans.js';
import { createUser } from '../../../test/factories/users.js';
import { capturingMailer } from '../../../test/fakes/capturing-mailer.js';
import { UNKNOWN_ID } from '../../../test/setup/ids.js';
import { signedIn } from '../../../test/setup/signed-in.js';
import { useTestApp } from '../../../test/setup/test-app.js';

const mailer = capturingMailer();
const t = useTestApp({}, { mailer });
const setMember = (allianceId: string, userId: string, tier: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'PUT',
    url: `/alliances/${allianceId}/members/${userId}`,
    headers,
    payload: { tier },
  });

const removeMember = (allianceId: string, userId: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'DELETE', url: `/alliances/${allianceId}/members/${userId}`, headers });

/** A commercial admin, an alliance and a user who is not in it yet. */
async function adminAllianceAndUser() {
  const admin = await signedIn(t, ['COMMERCIAL_ADMIN']);
  const alliance = await createAlliance(t.database.db);
  const user = await createUser(t.database.db);
  return { admin, alliance, user };
}

async function historyOf(userId: string) {
  const rows = await t.database.db.execute<{ action: string; tier: string | null; changed_by: string }>(
    sql`select action, tier, changed_by from alliance_membership_changes where user_id = ${userId} order by changed_at, id`,
  );
  return rows.rows;
}

describe('PUT /alliances/{allianceId}/members/{userId} (setAllianceMember)', () => {
  it('makes a user a member with a tier, changes the tier, and records each change with its author', async () => {
    const { admin, alliance, user } = await adminAllianceAndUser();
    const joined = await setMember(alliance.id, user.id, 'GOLD', admin.headers);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ id: user.id, allianceId: alliance.id, allianceTier: 'GOLD' });
    const changed = await setMember(alliance.id, user.id, 'SILVER', admin.headers);
    expect(changed.json()).toMatchObject({ allianceId: alliance.id, allianceTier: 'SILVER' });
    const read = await admin.get(`/users/${user.id}`);
    expect(read.json()).toMatchObject({ allianceId: alliance.id, allianceTier: 'SILVER' });
    expect(await historyOf(user.id)).toEqual([
      { action: 'JOINED', tier: 'GOLD', changed_by: admin.user.id },
      { action: 'TIER_CHANGED', tier: 'SILVER', changed_by: admin.user.id },
    ]);
  });

  it('refuses a tier of another alliance (400 naming body.tier) and changes nothing', async () => {
    const admin = await signedIn(t, ['COMMERCIAL_ADMIN']);
    const alliance = await createAlliance(t.database.db, {
      tiers: [{ code: 'BASE', name: 'Base', discountPercent: 5 }],
    });
    await createAlliance(t.database.db, { tiers: [{ code: 'OTRO', name: 'Otro', discountPercent: 5 }] });
    const user = await createUser(t.database.db);
    const refused = await setMember(alliance.id, user.id, 'OTRO', admin.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'MEMBER_TIER_UNKNOWN',
      errors: [{ path: 'body.tier', code: 'MEMBER_TIER_UNKNOWN' }],
    });
    const read = await admin.get(`/users/${user.id}`);
    expect(read.json()).toMatchObject({ allianceId: null, allianceTier: null });
    expect(await historyOf(user.id)).toEqual([]);
  });

  it('answers 404 for an unknown user or alliance, 409 for a member of another alliance', async () => {
    const admin = await signedIn(t, ['SU']);
    const alliance = await createAlliance(t.database.db);
    const other = await createAlliance(t.database.db);
    expect((await setMember(alliance.id, UNKNOWN_ID, 'GOLD', admin.headers)).json()).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    const user = await createUser(t.database.db);
    expect((await setMember(UNKNOWN_ID, user.id, 'GOLD', admin.headers)).json()).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    await setMember(other.id, user.id, 'GOLD', admin.headers);
    const taken = await setMember(alliance.id, user.id, 'GOLD', admin.headers);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('USER_IN_OTHER_ALLIANCE');
  });

  it('refuses callers who do not manage alliances (403): commercial staff and the alliance admin himself', async () => {
    const alliance = await createAlliance(t.database.db);
    const user = await createUser(t.database.db);
    for (const scopes of [['COMMERCIAL'], ['ALLIANCE_ADMIN'], ['STUDENT']] as const) {
      const caller = await signedIn(t, [...scopes], { allianceId: alliance.id });
      expect((await setMember(alliance.id, user.id, 'GOLD', caller.headers)).json()).toMatchObject({
        status: 403,
        code: 'FORBIDDEN',
      });
      expect((await removeMember(alliance.id, user.id, caller.headers)).json()).toMatchObject({
        status: 403,
        code: 'FORBIDDEN',
      });
    }
  });

  it('gives one result to concurrent adds of the same user: all succeed alike, one change recorded, no 500', async () => {
    const { admin, alliance, user } = await adminAllianceAndUser();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => setMember(alliance.id, user.id, 'GOLD', admin.headers)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((answer) => answer.json().allianceTier))).toEqual(new Set(['GOLD']));
    expect(await historyOf(user.id)).toEqual([{ action: 'JOINED', tier: 'GOLD', changed_by: admin.user.id }]);
  });

  it('lets only one of two alliances take a user at once (the other 409)', async () => {
    const admin = await signedIn(t, ['COMMERCIAL_ADMIN']);
    const first = await createAlliance(t.database.db);
    const second = await createAlliance(t.database.db);
    const user = await createUser(t.database.db);
    const answers = await Promise.all([
      setMember(first.id, user.id, 'GOLD', admin.headers),
      setMember(second.id, user.id, 'GOLD', admin.headers),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('DELETE /alliances/{allianceId}/members/{userId} (removeAllianceMember)', () => {
  it('takes the member out with his tier and records it; a non-member is 404', async () => {
    const { admin, alliance, user } = await adminAllianceAndUser();
    await setMember(alliance.id, user.id, 'GOLD', admin.headers);
    const removed = await removeMember(alliance.id, user.id, admin.headers);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ allianceId: null, allianceTier: null });
    expect((await historyOf(user.id)).map((change) => change.action)).toEqual(['JOINED', 'LEFT']);
    const again = await removeMember(alliance.id, user.id, admin.headers);
    expect(again.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('keeps a tier a member has from being removed from the alliance (409 ALLIANCE_TIER_IN_USE)', async () => {
    const { admin, alliance, user } = await adminAllianceAndUser();
    await setMember(alliance.id, user.id, 'SILVER', admin.headers);
    const update = await admin.put(`/alliances/${alliance.id}`, {
      tiers: [{ code: 'GOLD', name: 'Oro', discountPercent: 20 }],
    });
    expect(update.statusCode).toBe(409);
    expect(update.json().errors[0].params).toEqual({ tier: 'SILVER' });
  });
});

describe('GET /users/{userId}/alliance-changes (findAllianceMembershipChanges)', () => {
  it('answers the user’s membership changes newest first, with the alliance’s name and their author', async () => {
    const { admin, alliance, user } = await adminAllianceAndUser();
    await setMember(alliance.id, user.id, 'GOLD', admin.headers);
    await removeMember(alliance.id, user.id, admin.headers);
    const history = await admin.get(`/users/${user.id}/alliance-changes`);
    expect(history.statusCode).toBe(200);
    expect(history.json().content).toMatchObject([
      { action: 'LEFT', tier: null, allianceName: alliance.name, changedBy: { id: admin.user.id } },
      { action: 'JOINED', tier: 'GOLD', allianceName: alliance.name, changedBy: { id: admin.user.id } },
    ]);
    const unknown = await admin.get(`/users/${UNKNOWN_ID}/alliance-changes`);
    expect(unknown.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

describe('an alliance admin reads only his own alliance', () => {
  it('is refused (403) another alliance’s members, enrollments and certificates, and reads his own', async () => {
    const own = await createAlliance(t.database.db);
    const other = await createAlliance(t.database.db);
    const partner = await signedIn(t, ['ALLIANCE_ADMIN'], { allianceId: own.id });
    const member = await createUser(t.database.db, { allianceId: own.id, allianceTier: 'GOLD' });
    const stranger = await createUser(t.database.db, { allianceId: other.id });
    const course = await createCourse(t.database.db);
    const enrolled = await createEnrollment(t.database.db, member.id, course.id, {
      allianceId: own.id,
      tier: 'GOLD',
    });
    await createEnrollment(t.database.db, stranger.id, course.id, { allianceId: other.id });

    const members = await partner.get(`/users?allianceId=${own.id}&size=200`);
    expect(members.statusCode).toBe(200);
    expect(
      members
        .json()
        .content.map((user: { id: string }) => user.id)
        .sort(),
    ).toEqual([member.id, partner.user.id].sort());
    expect(members.json().content.find((user: { id: string }) => user.id === member.id).allianceTier).toBe(
      'GOLD',
    );
    const foreignMembers = await partner.get(`/users?allianceId=${other.id}`);
    expect(foreignMembers.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });

    const enrollments = await partner.get(`/courses/enrollments?allianceId=${own.id}&courseId=${course.id}`);
    expect(enrollments.json().content.map((item: { id: string }) => item.id)).toEqual([enrolled.id]);
    const foreignEnrollments = await partner.get(`/courses/enrollments?allianceId=${other.id}`);
    expect(foreignEnrollments.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const foreignCertificates = await partner.get(`/certificates?organizationId=${other.id}`);
    expect(foreignCertificates.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it('invites a member into his own alliance with a tier (the welcome e-mail is sent), never into another', async () => {
    const own = await createAlliance(t.database.db);
    const other = await createAlliance(t.database.db);
    const partner = await signedIn(t, ['ALLIANCE_ADMIN'], { allianceId: own.id });
    const email = `miembro-${randomUUID().slice(0, 8)}@test.catedra.ar`;
    const invited = await partner.post('/users/invitations', {
      email,
      firstName: 'Ana',
      lastName: 'Miembro',
      allianceTier: 'SILVER',
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ allianceId: own.id, allianceTier: 'SILVER', scopes: ['BASIC'] });
    expect((await mailer.nextTo(email)).html).toContain('/recover/');
    expect(await historyOf(invited.json().id)).toEqual([
      { action: 'JOINED', tier: 'SILVER', changed_by: partner.user.id },
    ]);

    const invite = (payload: Record<string, unknown>) =>
      partner.post('/users/invitations', {
        email: `otro-${randomUUID().slice(0, 8)}@test.catedra.ar`,
        firstName: 'Otro',
        lastName: 'Intento',
        ...payload,
      });
    expect((await invite({ allianceId: other.id })).json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect((await invite({ scopes: ['COMMERCIAL'] })).json()).toMatchObject({
      status: 403,
      code: 'SCOPE_NOT_GRANTABLE',
    });
    const wrongTier = await invite({ allianceTier: 'NINGUNO' });
    expect(wrongTier.statusCode).toBe(400);
    expect(wrongTier.json().errors[0]).toMatchObject({
      path: 'body.allianceTier',
      code: 'MEMBER_TIER_UNKNOWN',
    });
  });
});

describe('a member’s tier prices his enrollment', () => {
  it('applies the member’s tier when staff enrol him without naming one', async () => {
    const { admin, alliance, user } = await adminAllianceAndUser();
    await setMember(alliance.id, user.id, 'GOLD', admin.headers);
    const course = await createCourse(t.database.db, { enrollmentOpen: true });
    const plan = await createPaymentPlan(t.database.db, course.id, {
      type: 'upfront',
      upfrontAmount: '1000.00',
      periodAmount: null,
      numberOfPeriods: null,
    });
    const enrolment = await admin.post('/courses/enrollments/enrollment/create', {
      userId: user.id,
      courseId: course.id,
      paymentPlanId: plan.id,
    });
    expect(enrolment.statusCode).toBe(201);
    // GOLD is 20 % off.
    expect(enrolment.json()).toMatchObject({
      allianceId: alliance.id,
      tier: 'GOLD',
      upfrontAmount: '800.00',
    });
  });
});
