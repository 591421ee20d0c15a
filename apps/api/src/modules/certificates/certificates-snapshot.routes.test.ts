/** A certificate says what was true when it was issued, whatever is edited afterwards. */
import { describe, expect, it } from 'vitest';
import { createCourse, createEnrollment } from '../../../test/factories/academic.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import { signedIn } from '../../../test/setup/signed-in.js';
import { dependenciesOf, useTestApp } from '../../../test/setup/test-app.js';

const t = useTestApp();

describe('a certificate keeps the names it was issued with', () => {
  it('answers the issued name and title after the student and the course are renamed', async () => {
    const clock = testClock('2026-08-01T15:00:00Z');
    const { services } = dependenciesOf(t, { clock });
    const admin = await signedIn(t, ['SU']);
    const student = await signedIn(t, ['STUDENT'], { firstName: 'Ana', lastName: 'Pérez' });
    const course = await createCourse(t.database.db, { title: 'Programación Web' });
    const enrollment = await createEnrollment(t.database.db, student.user.id, course.id, {
      status: 'FINISHED',
    });
    const caller = { userId: admin.user.id, email: admin.user.email, scopes: ['SU' as const] };
    const issued = await services.certificates.issueFromEnrollment(enrollment.id, {}, caller);
    expect(issued).toMatchObject({
      studentName: 'Ana Pérez',
      courseTitle: 'Programación Web',
      issuedAt: '2026-08-01T15:00:00.000Z',
    });

    const renamed = await student.put(`/users/${student.user.id}`, {
      firstName: 'Otra',
      lastName: 'Persona',
    });
    expect(renamed.statusCode).toBe(200);
    await services.courses.update(course.id, { title: 'Otro curso' });

    const verification = await t.app.inject({ method: 'GET', url: `/certificates/verify/${issued.code}` });
    expect(verification.json()).toMatchObject({
      status: 'valid',
      studentName: 'Ana Pérez',
      courseTitle: 'Programación Web',
      issuedAt: '2026-08-01T15:00:00.000Z',
    });
    const list = await student.get('/certificates');
    expect(list.json().content).toEqual([
      expect.objectContaining({ id: issued.id, studentName: 'Ana Pérez', courseTitle: 'Programación Web' }),
    ]);
    const one = await student.get(`/certificates/${issued.id}`);
    expect(one.json()).toMatchObject({ studentName: 'Ana Pérez', courseTitle: 'Programación Web' });
  });
});
