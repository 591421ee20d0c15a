/**
 * The reminders' calls over HTTP: processPaymentReminders and notifyNextEnrollmentPayment,
 * the settings and the holidays, an enrollment's reminders, and who is refused (with codes).
 * The clock is in 2101, after every other test file's clock that sends reminders (the service
 * test's 2096): another file's send job never claims this file's reminders. (The holidays it adds
 * stay in 2095: holidays are listed by years up to 2100.)
 */
import { describe, expect, it } from 'vitest';
import { owingEnrollment } from '../../../test/factories/reminders.js';
import { fakeWhatsApp } from '../../../test/fakes/fake-whatsapp.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import { signedIn } from '../../../test/setup/signed-in.js';
import { useTestApp } from '../../../test/setup/test-app.js';

// Tuesday 8 May 2101, 11:00 in Buenos Aires.
const clock = testClock('2101-05-08T14:00:00Z');
// No job runs behind the calls: a send job the first test queues would otherwise still be
// claiming reminders while the next test's staff send looks at its own (a race under load).
const t = useTestApp(
  { tokenTtlSeconds: 365 * 86_400 * 100 },
  { clock, whatsapp: fakeWhatsApp(), jobQueue: { enqueue: async () => {} } },
);

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = {}, payload?: object) =>
  t.app.inject({ method, url, headers, payload });

describe('payment reminders over HTTP', () => {
  it('processPaymentReminders queues a course’s due reminders and answers how many (202); an enrollment lists them', async () => {
    const staff = await signedIn(t, ['COMMERCIAL']);
    const { courseId, enrollment } = await owingEnrollment(t.database.db, { dueDates: ['2101-05-11'] });
    await owingEnrollment(t.database.db, { courseId, dueDates: ['2101-05-08'], phone: null });

    const run = await call('POST', `/payments/processPaymentReminders?courseId=${courseId}`, staff.headers);
    expect(run.statusCode).toBe(202);
    expect(run.json()).toEqual({ courseId, queued: 3 });
    const again = await call('POST', `/payments/processPaymentReminders?courseId=${courseId}`, staff.headers);
    expect(again.json()).toEqual({ courseId, queued: 0 });

    const listed = await call(
      'GET',
      `/courses/enrollments/${enrollment.id}/reminders?size=10`,
      staff.headers,
    );
    expect(listed.statusCode).toBe(200);
    const page = listed.json();
    expect(page.page.totalElements).toBe(2);
    expect(
      page.content.map((row: { stage: string; channel: string }) => `${row.stage} ${row.channel}`).sort(),
    ).toEqual(['D-3 EMAIL', 'D-3 WHATSAPP']);
    expect(page.content[0]).toMatchObject({ trigger: 'SCHEDULE', periodNumber: 1 });
  });

  it('notifyNextEnrollmentPayment sends the next owed period’s reminder now and says by which channels', async () => {
    const staff = await signedIn(t, ['COMMERCIAL_ADMIN']);
    const { enrollment } = await owingEnrollment(t.database.db, { dueDates: ['2101-06-01', '2101-07-01'] });
    const sent = await call(
      'POST',
      `/payments/notifyNextEnrollmentPayment?enrollmentId=${enrollment.id}`,
      staff.headers,
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      enrollmentId: enrollment.id,
      periodNumber: 1,
      dueDate: '2101-06-01',
      messaging: true,
      email: true,
    });
    const { enrollment: manual } = await owingEnrollment(t.database.db, {
      dueDates: ['2101-06-01'],
      enrollment: { manual: true, manualReason: 'convenio' },
    });
    const none = await call(
      'POST',
      `/payments/notifyNextEnrollmentPayment?enrollmentId=${manual.id}`,
      staff.headers,
    );
    expect(none.json()).toMatchObject({ periodNumber: null, messaging: false, email: false });

    const unknown = await call(
      'POST',
      '/payments/notifyNextEnrollmentPayment?enrollmentId=0190a3c4-0000-7000-8000-000000000000',
      staff.headers,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
  });

  it('refuses the calls to anyone but collections staff, with codes', async () => {
    const student = await signedIn(t, ['STUDENT']);
    const teacher = await signedIn(t, ['TEACHER']);
    const refused = await call('POST', '/payments/processPaymentReminders', student.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    const anonymous = await call('POST', '/payments/processPaymentReminders');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('UNAUTHENTICATED');
    const notify = await call(
      'POST',
      '/payments/notifyNextEnrollmentPayment?enrollmentId=0190a3c4-0000-7000-8000-000000000000',
      teacher.headers,
    );
    expect(notify.json().code).toBe('FORBIDDEN');
    const list = await call(
      'GET',
      '/courses/enrollments/0190a3c4-0000-7000-8000-000000000000/reminders',
      student.headers,
    );
    expect(list.json().code).toBe('FORBIDDEN');
  });

  it('settings: COMMERCIAL_ADMIN reads and changes them; repeated stages are refused; COMMERCIAL may not', async () => {
    const admin = await signedIn(t, ['COMMERCIAL_ADMIN']);
    const read = await call('GET', '/payments/reminders/settings', admin.headers);
    expect(read.statusCode).toBe(200);
    const { updatedAt: _, ...settings } = read.json();
    expect(settings.stages).toEqual([-3, 0, 3]);
    expect(settings.whatsappValues).toEqual(['firstName', 'amount', 'dueDate', 'link']);

    // The same settings written back (stages in another order: stored sorted), as the table is shared.
    const written = await call('PUT', '/payments/reminders/settings', admin.headers, {
      ...settings,
      stages: [3, -3, 0],
    });
    expect(written.statusCode).toBe(200);
    expect(written.json().stages).toEqual([-3, 0, 3]);

    const repeated = await call('PUT', '/payments/reminders/settings', admin.headers, {
      ...settings,
      stages: [0, 0],
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().code).toBe('REMINDER_STAGES_REPEATED');
    expect(repeated.json().errors[0]).toMatchObject({
      path: 'body.stages',
      code: 'REMINDER_STAGES_REPEATED',
    });

    const commercial = await signedIn(t, ['COMMERCIAL']);
    const refused = await call('PUT', '/payments/reminders/settings', commercial.headers, settings);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
  });

  it('holidays: Argentina’s are seeded; COMMERCIAL_ADMIN adds and removes them, once per date', async () => {
    const admin = await signedIn(t, ['COMMERCIAL_ADMIN']);
    const year2026 = await call('GET', '/payments/reminders/holidays?year=2026&size=50', admin.headers);
    expect(year2026.statusCode).toBe(200);
    const dates = year2026.json().content.map((holiday: { date: string }) => holiday.date);
    expect(dates).toEqual(expect.arrayContaining(['2026-01-01', '2026-05-25', '2026-07-09', '2026-12-25']));
    expect(dates).toEqual([...dates].sort());

    const added = await call('POST', '/payments/reminders/holidays', admin.headers, {
      date: '2095-05-09',
      name: 'Feriado puente',
    });
    expect(added.statusCode).toBe(201);
    const twice = await call('POST', '/payments/reminders/holidays', admin.headers, {
      date: '2095-05-09',
      name: 'Otro',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('HOLIDAY_EXISTS');

    const removed = await call('DELETE', `/payments/reminders/holidays/${added.json().id}`, admin.headers);
    expect(removed.statusCode).toBe(204);
    const gone = await call('DELETE', `/payments/reminders/holidays/${added.json().id}`, admin.headers);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('NOT_FOUND');

    const seller = await signedIn(t, ['SELLER']);
    const refused = await call('GET', '/payments/reminders/holidays', seller.headers);
    expect(refused.json().code).toBe('FORBIDDEN');
  });
});
