import { describe, expect, it } from 'vitest';
import { createCertificate, createCourse, createEnrollment } from '../../../test/factories/academic.js';
import { createAlliance } from '../../../test/factories/selling-plans.js';
import { UNKNOWN_ID } from '../../../test/setup/ids.js';
import { signedIn } from '../../../test/setup/signed-in.js';
import { dependenciesOf, useTestApp } from '../../../test/setup/test-app.js';

const t = useTestApp();

async function issued(overrides: { allianceId?: string; active?: boolean } = {}) {
  const student = await signedIn(t, ['STUDENT'], {
    firstName: 'Ana',
    lastName: 'Pérez',
    allianceId: overrides.allianceId ?? null,
  });
  const course = await createCourse(t.database.db, { title: 'Análisis de Datos' });
  const enrollment = await createEnrollment(t.database.db, student.user.id, course.id, {
    status: 'FINISHED',
  });
  const certificate = await createCertificate(t.database.db, enrollment, {
    organizationId: overrides.allianceId ?? null,
    active: overrides.active ?? true,
  });
  return { student, course, enrollment, certificate };
}

describe('GET /certificates (findAllCertificates)', () => {
  it('shows a student only its own certificates, and refuses asking for another user’s (403)', async () => {
    const mine = await issued();
    await issued();
    const list = await t.app.inject({ method: 'GET', url: '/certificates', headers: mine.student.headers });
    expect(list.json().content.map((item: { id: string }) => item.id)).toEqual([mine.certificate.id]);
    // Each certificate names its student and course, so a list needs no further lookups.
    expect(list.json().content[0]).toMatchObject({
      studentName: 'Ana Pérez',
      courseTitle: 'Análisis de Datos',
    });
    const other = await t.app.inject({
      method: 'GET',
      url: `/certificates?userId=${UNKNOWN_ID}`,
      headers: mine.student.headers,
    });
    expect(other.statusCode).toBe(403);
  });

  it('shows an alliance admin only its alliance’s, and staff filter by active, user and organization', async () => {
    const alliance = (await createAlliance(t.database.db)).id;
    const partner = await issued({ allianceId: alliance });
    const revoked = await issued({ allianceId: alliance, active: false });
    await issued();
    const allianceAdmin = await signedIn(t, ['ALLIANCE_ADMIN'], { allianceId: alliance });
    const theirs = await allianceAdmin.get('/certificates?sort=issuedAt,asc');
    expect(theirs.json().content.map((item: { id: string }) => item.id)).toEqual([
      partner.certificate.id,
      revoked.certificate.id,
    ]);
    const staff = await signedIn(t, ['ACADEMIC']);
    const active = await staff.get(`/certificates?organizationId=${alliance}&active=false`);
    expect(active.json().content.map((item: { id: string }) => item.id)).toEqual([revoked.certificate.id]);
    const byUser = await staff.get(`/certificates?userId=${partner.student.user.id}`);
    expect(byUser.json().page.totalElements).toBe(1);
  });
});

describe('GET /certificates/{certificateId} (findCertificateById)', () => {
  it('answers the owner and staff, and 404 to anybody else', async () => {
    const { student, certificate } = await issued();
    const url = `/certificates/${certificate.id}`;
    expect((await student.get(url)).json()).toMatchObject({
      id: certificate.id,
      code: certificate.code,
    });
    expect(
      (await t.app.inject({ method: 'GET', url, headers: (await signedIn(t, ['MANAGER'])).headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url, headers: (await signedIn(t, ['STUDENT'])).headers }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('PUT /certificates/{certificateId} (updateCertificate)', () => {
  it('revokes, reinstates and grades; refuses the student (403) and unknown ids (404)', async () => {
    const { student, certificate } = await issued();
    const academic = await signedIn(t, ['ACADEMIC']);
    const url = `/certificates/${certificate.id}`;
    const revoked = await academic.put(url, { active: false, grade: '9' });
    expect(revoked.json()).toMatchObject({ active: false, grade: '9' });
    const back = await academic.put(url, { active: true });
    expect(back.json()).toMatchObject({ active: true, grade: '9' });
    expect((await student.put(url, { active: true })).statusCode).toBe(403);
    expect((await academic.put(`/certificates/${UNKNOWN_ID}`, { active: true })).statusCode).toBe(404);
  });
});

describe('GET /certificates/{certificateId}/pdf (getCertificatePdf)', () => {
  it('gives the owner its PDF, and 404 to another student', async () => {
    const { student, certificate } = await issued();
    const url = `/certificates/${certificate.id}/pdf`;
    const response = await student.get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`certificado-${certificate.code}.pdf`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.length).toBeGreaterThan(2000);
    expect(
      (await t.app.inject({ method: 'GET', url, headers: (await signedIn(t, ['STUDENT'])).headers }))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET /certificates/verify/{code} (verifyCertificate)', () => {
  it('answers valid, revoked or unknown, publicly, with only name, course and date', async () => {
    const valid = await issued();
    const revoked = await issued({ active: false });
    const check = (code: string) => t.app.inject({ method: 'GET', url: `/certificates/verify/${code}` });
    const answer = (await check(valid.certificate.code.toLowerCase())).json();
    expect(answer).toEqual({
      code: valid.certificate.code,
      status: 'valid',
      studentName: 'Ana Pérez',
      courseTitle: 'Análisis de Datos',
      issuedAt: valid.certificate.issuedAt.toISOString(),
    });
    expect((await check(revoked.certificate.code)).json().status).toBe('revoked');
    expect((await check('ZZZZZZZZZZ')).json()).toEqual({
      code: 'ZZZZZZZZZZ',
      status: 'unknown',
      studentName: null,
      courseTitle: null,
      issuedAt: null,
    });
    expect((await check('no-vale!')).statusCode).toBe(400);
  });
});

describe('issueFromEnrollment (the certificate service the enrollments call invokes)', () => {
  it('issues a FINISHED enrollment’s certificate once, with a 10-character code and the alliance', async () => {
    const service = dependenciesOf(t).services.certificates;
    const admin = await signedIn(t, ['ACADEMIC_ADMIN']);
    const alliance = (await createAlliance(t.database.db)).id;
    const student = await signedIn(t, ['STUDENT'], { allianceId: alliance });
    const course = await createCourse(t.database.db);
    const enrollment = await createEnrollment(t.database.db, student.user.id, course.id, {
      status: 'FINISHED',
    });
    const caller = { userId: admin.user.id, email: admin.user.email, scopes: ['ACADEMIC_ADMIN' as const] };
    const certificate = await service.issueFromEnrollment(enrollment.id, { grade: '8' }, caller);
    expect(certificate).toMatchObject({
      enrollmentId: enrollment.id,
      organizationId: alliance,
      grade: '8',
      active: true,
      forcedReason: null,
    });
    expect(certificate.code).toMatch(/^[A-Z2-7]{10}$/);
    const again = await service.issueFromEnrollment(enrollment.id, {}, caller);
    expect(again.id).toBe(certificate.id);
  });

  it('refuses an enrollment not FINISHED (409) unless forced with a reason (400 without one)', async () => {
    const service = dependenciesOf(t).services.certificates;
    const admin = await signedIn(t, ['ACADEMIC_ADMIN']);
    const caller = { userId: admin.user.id, email: admin.user.email, scopes: ['ACADEMIC_ADMIN' as const] };
    const student = await signedIn(t, ['STUDENT']);
    const enrollment = await createEnrollment(
      t.database.db,
      student.user.id,
      (await createCourse(t.database.db)).id,
    );
    await expect(service.issueFromEnrollment(enrollment.id, {}, caller)).rejects.toMatchObject({
      code: 'ENROLLMENT_NOT_FINISHED',
    });
    await expect(service.issueFromEnrollment(enrollment.id, { force: true }, caller)).rejects.toMatchObject({
      code: 'FORCE_REASON_REQUIRED',
    });
    const forced = await service.issueFromEnrollment(
      enrollment.id,
      { force: true, reason: 'Beca de excelencia' },
      caller,
    );
    expect(forced.forcedReason).toBe('Beca de excelencia');
    await expect(service.issueFromEnrollment(UNKNOWN_ID, {}, caller)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
