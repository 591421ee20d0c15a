/**
 * A resume item has already started and does not end before it starts (issue 9, item 3):
 * refused on the field, never saved as "2099 – Actualidad".
 */
import { describe, expect, it } from 'vitest';
import { testClock } from '../../../test/fakes/test-clock.js';
import { signedIn } from '../../../test/setup/signed-in.js';
import { useTestApp } from '../../../test/setup/test-app.js';

// Noon in UTC: already May 11 at UTC+14, the latest date anywhere on Earth.
const clock = testClock('2026-05-10T12:00:00Z');
const t = useTestApp({}, { clock });

const student = () => signedIn(t, ['STUDENT'], {}, clock);

const professional = (headers: Record<string, string>, dates: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/users/resume/professional',
    headers,
    payload: { company: 'Acme', role: 'Desarrolladora', ...dates },
  });

describe('resume item dates', () => {
  it("refuses a start after today (wherever it is today), accepting the world's latest today", async () => {
    const me = await student();
    const future = await professional(me.headers, { startDate: '2099-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({
      code: 'RESUME_ITEM_STARTS_IN_FUTURE',
      errors: [{ path: 'body.startDate', code: 'RESUME_ITEM_STARTS_IN_FUTURE' }],
    });
    expect((await professional(me.headers, { startDate: '2026-05-12' })).statusCode).toBe(400);
    expect((await professional(me.headers, { startDate: '2026-05-11' })).statusCode).toBe(201);

    const resume = await me.get(`/users/resume/${me.user.id}`);
    expect(resume.json().professional.map((item: { startDate: string }) => item.startDate)).toEqual([
      '2026-05-11',
    ]);
  });

  it('refuses an end before the start, on create and on update; an expected end date is fine', async () => {
    const me = await student();
    const inverted = await me.post('/users/resume/academic', {
      institution: 'UBA',
      degree: 'Licenciatura',
      startDate: '2020-03-01',
      endDate: '2019-12-01',
    });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().errors[0]).toMatchObject({
      path: 'body.endDate',
      code: 'RESUME_ITEM_ENDS_BEFORE_START',
    });

    const item = await professional(me.headers, { startDate: '2024-01-01', endDate: '2027-12-31' });
    expect(item.statusCode).toBe(201);
    const updated = await me.put(`/users/resume/professional/${item.json().id}`, {
      company: 'Acme',
      role: 'Líder',
      startDate: '2024-01-01',
      endDate: '2023-06-30',
    });
    expect(updated.json().code).toBe('RESUME_ITEM_ENDS_BEFORE_START');
  });
});
