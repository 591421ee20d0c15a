/**
 * Meeting calls over HTTP: scheduling, the week's list, reading and changing a call; the
 * overlap rule the database enforces (concurrent creates included); who may do what; and the
 * invitation each change sends, its .ics read by an independent parser (node-ical).
 */
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/users.js';
import { capturingMailer } from '../../../test/fakes/capturing-mailer.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import { refusal } from '../../../test/setup/refusal.js';
import { type SignedIn, signedIn } from '../../../test/setup/signed-in.js';
import { useTestApp } from '../../../test/setup/test-app.js';
import type { OutgoingEmail } from '../mail/index.js';

// Monday 6 March 2096, 12:00 in Buenos Aires: the calls are scheduled after it.
const clock = testClock('2096-03-05T15:00:00Z');
const mailer = capturingMailer();
const t = useTestApp({ tokenTtlSeconds: 365 * 86_400 * 100 }, { clock, mailer });

const at = (hour: number, day = 7) =>
  `2096-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;

async function sellerAndStudent(scopes: Parameters<typeof signedIn>[1] = ['SELLER']) {
  const seller = await signedIn(t, scopes);
  const student = await createUser(t.database.db, {
    firstName: 'Lucía',
    lastName: 'Pereyra',
    email: `alumna-${crypto.randomUUID()}@example.com`,
  });
  return { seller, student };
}

const schedule = (who: SignedIn, payload: Record<string, unknown>) => who.post('/meeting-calls', payload);

function eventOf(email: OutgoingEmail) {
  const content = email.calendar!.content;
  const parsed = ical.sync.parseICS(content);
  const event = Object.values(parsed).find((item) => item?.type === 'VEVENT') as VEvent;
  return { content, event, parsed };
}

describe('scheduling a meeting call', () => {
  it('schedules a call for a user (201) and e-mails the invitation with a REQUEST .ics calendars accept', async () => {
    const { seller, student } = await sellerAndStudent();
    const created = await schedule(seller, {
      userId: student.id,
      scheduledAt: at(18),
      durationMinutes: 45,
      meetingUrl: 'https://meet.example.com/abc',
    });
    expect(created.statusCode).toBe(201);
    const call = created.json();
    expect(call).toMatchObject({
      sellerId: seller.user.id,
      userId: student.id,
      leadId: null,
      status: 'SCHEDULED',
      durationMinutes: 45,
      inviteeEmail: student.email,
      inviteeName: 'Lucía Pereyra',
      sequence: 0,
    });

    const email = await mailer.nextTo(student.email);
    expect(email.subject).toMatch(/^Invitación a una llamada con /);
    expect(email.text).toContain('https://meet.example.com/abc');
    expect(email.calendar).toMatchObject({ method: 'REQUEST', filename: 'invitacion.ics' });
    const { content, event, parsed } = eventOf(email);
    // CRLF line endings only.
    expect(content).toContain('\r\n');
    expect(content.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(content).toMatch(/^METHOD:REQUEST\r$/m);
    expect(
      (parsed.vcalendar as { method?: string } | undefined)?.method ?? content.match(/METHOD:(\w+)/)?.[1],
    ).toBe('REQUEST');
    expect(event.uid).toBe(`${call.id}@catedra`);
    expect(Number(event.sequence)).toBe(0);
    expect(event.start.toISOString()).toBe(at(18));
    expect(event.end?.toISOString()).toBe('2096-03-07T18:45:00.000Z');
    const attendees = ([] as unknown[]).concat(event.attendee ?? []);
    expect(JSON.stringify(attendees).toLowerCase()).toContain(`mailto:${student.email.toLowerCase()}`);
    expect(JSON.stringify(event.organizer).toLowerCase()).toContain(
      `mailto:${seller.user.email.toLowerCase()}`,
    );
  });

  it('refuses an overlapping SCHEDULED call of the same seller (409), and lets another seller take that time', async () => {
    const { seller, student } = await sellerAndStudent();
    expect(
      (await schedule(seller, { userId: student.id, scheduledAt: at(14), durationMinutes: 60 })).statusCode,
    ).toBe(201);
    const overlapping = await schedule(seller, {
      userId: student.id,
      scheduledAt: '2096-03-07T14:30:00.000Z',
      durationMinutes: 30,
    });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().code).toBe('MEETING_CALL_OVERLAP');
    // Back to back is not an overlap.
    expect(
      (await schedule(seller, { userId: student.id, scheduledAt: at(15), durationMinutes: 30 })).statusCode,
    ).toBe(201);
    const other = await sellerAndStudent();
    expect(
      (await schedule(other.seller, { userId: student.id, scheduledAt: at(14), durationMinutes: 60 }))
        .statusCode,
    ).toBe(201);
  });

  it('of ten concurrent creates of one slot, exactly one is scheduled and the others get 409', async () => {
    const { seller, student } = await sellerAndStudent();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        schedule(seller, {
          userId: student.id,
          scheduledAt: `2096-03-08T10:${String(index * 5).padStart(2, '0')}:00.000Z`,
          durationMinutes: 60,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
  });

  it('a cancelled call frees its time', async () => {
    const { seller, student } = await sellerAndStudent();
    const first = (
      await schedule(seller, { userId: student.id, scheduledAt: at(11, 9), durationMinutes: 30 })
    ).json();
    expect((await seller.put(`/meeting-calls/${first.id}`, { status: 'CANCELLED' })).statusCode).toBe(200);
    expect(
      (await schedule(seller, { userId: student.id, scheduledAt: at(11, 9), durationMinutes: 30 }))
        .statusCode,
    ).toBe(201);
  });

  it('needs a user or a lead (400), and refuses an unknown user (400)', async () => {
    const { seller } = await sellerAndStudent();
    const none = await schedule(seller, { scheduledAt: at(9), durationMinutes: 30 });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('MEETING_CALL_INVITEE_MISSING');
    const unknown = await schedule(seller, {
      userId: crypto.randomUUID(),
      scheduledAt: at(9),
      durationMinutes: 30,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('USER_UNKNOWN');
  });

  it('a call for a lead invites the lead’s e-mail and moves the lead to MEETING_SCHEDULED, in its timeline', async () => {
    const { seller } = await sellerAndStudent();
    const address = `interesado-${crypto.randomUUID()}@example.com`;
    const lead = (await seller.post('/leads', { fullName: 'Martín Sosa', email: address })).json();
    expect(lead.status).toBe('NEW');
    const created = await schedule(seller, { leadId: lead.id, scheduledAt: at(20, 10), durationMinutes: 30 });
    expect(created.statusCode).toBe(201);
    const call = created.json();
    expect(call).toMatchObject({
      leadId: lead.id,
      userId: null,
      inviteeEmail: address,
      inviteeName: 'Martín Sosa',
    });
    const email = await mailer.nextTo(address);
    expect(email.calendar).toMatchObject({ method: 'REQUEST' });
    expect(eventOf(email).event.uid).toBe(`${call.id}@catedra`);
    expect((await seller.get(`/leads/${lead.id}`)).json().status).toBe('MEETING_SCHEDULED');
    const timeline = (await seller.get(`/leads/${lead.id}/timeline?size=50`)).json().content as {
      id: string;
      kind: string;
      to: string | null;
      at: string;
    }[];
    expect(timeline.map((event) => `${event.kind}:${event.to}`)).toContain('STATUS:MEETING_SCHEDULED');
    expect(timeline.find((event) => event.kind === 'CALL')).toMatchObject({
      id: call.id,
      to: 'SCHEDULED',
      at: at(20, 10),
    });
    // A second call leaves a scheduled lead as it is.
    const again = await schedule(seller, { leadId: lead.id, scheduledAt: at(21, 10), durationMinutes: 30 });
    expect(again.statusCode).toBe(201);
    expect((await seller.get(`/leads/${lead.id}`)).json().status).toBe('MEETING_SCHEDULED');
  });

  it('a SELLER cannot schedule for another seller’s lead (404); an unknown lead is 404, one without e-mail 400', async () => {
    const { seller } = await sellerAndStudent();
    const other = await signedIn(t, ['SELLER']);
    const lead = (
      await other.post('/leads', { fullName: 'Ajeno', email: `ajeno-${crypto.randomUUID()}@example.com` })
    ).json();
    const foreign = await schedule(seller, { leadId: lead.id, scheduledAt: at(9, 11), durationMinutes: 30 });
    expect(foreign.statusCode).toBe(404);
    expect((await other.get(`/leads/${lead.id}`)).json().status).toBe('NEW');
    const unknown = await schedule(seller, {
      leadId: crypto.randomUUID(),
      scheduledAt: at(9, 11),
      durationMinutes: 30,
    });
    expect(unknown.statusCode).toBe(404);
    const phoneOnly = (
      await seller.post('/leads', { fullName: 'Sin correo', phone: '+5491155550000' })
    ).json();
    const noEmail = await schedule(seller, {
      leadId: phoneOnly.id,
      scheduledAt: at(9, 11),
      durationMinutes: 30,
    });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().code).toBe('MEETING_CALL_INVITEE_MISSING');
    expect((await seller.get(`/leads/${phoneOnly.id}`)).json().status).toBe('NEW');
    // The sellers' admin schedules for any lead.
    const admin = await signedIn(t, ['SELLER_ADMIN']);
    const byAdmin = await schedule(admin, {
      leadId: lead.id,
      sellerId: other.user.id,
      scheduledAt: at(9, 11),
      durationMinutes: 30,
    });
    expect(byAdmin.statusCode).toBe(201);
    expect((await other.get(`/leads/${lead.id}`)).json().status).toBe('MEETING_SCHEDULED');
  });
});

describe('changing a call', () => {
  it('a reschedule sends the same UID with a greater SEQUENCE; a cancellation sends METHOD:CANCEL and STATUS:CANCELLED', async () => {
    const { seller, student } = await sellerAndStudent();
    const call = (
      await schedule(seller, { userId: student.id, scheduledAt: at(16, 12), durationMinutes: 30 })
    ).json();
    const first = eventOf(await mailer.nextTo(student.email)).event;

    const moved = await seller.put(`/meeting-calls/${call.id}`, {
      scheduledAt: at(17, 12),
      durationMinutes: 60,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ scheduledAt: at(17, 12), durationMinutes: 60, sequence: 1 });
    const update = await mailer.nextTo(student.email);
    expect(update.subject).toMatch(/^Llamada actualizada/);
    const second = eventOf(update).event;
    expect(second.uid).toBe(first.uid);
    expect(Number(second.sequence)).toBeGreaterThan(Number(first.sequence));
    expect(second.start.toISOString()).toBe(at(17, 12));

    // Notes and outcome are the seller's: no e-mail, no new SEQUENCE.
    const noted = await seller.put(`/meeting-calls/${call.id}`, { notes: 'Interesada en el turno noche' });
    expect(noted.json()).toMatchObject({ notes: 'Interesada en el turno noche', sequence: 1 });

    const cancelled = await seller.put(`/meeting-calls/${call.id}`, { status: 'CANCELLED' });
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', sequence: 2 });
    const cancellation = await mailer.nextTo(student.email);
    expect(cancellation.calendar).toMatchObject({ method: 'CANCEL' });
    const { content, event } = eventOf(cancellation);
    expect(content).toMatch(/^METHOD:CANCEL\r$/m);
    expect(event.status).toBe('CANCELLED');
    expect(event.uid).toBe(first.uid);
    expect(Number(event.sequence)).toBe(2);

    const again = await seller.put(`/meeting-calls/${call.id}`, { status: 'SCHEDULED' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('MEETING_CALL_CANCELLED');
  });

  it('a reschedule onto another call of the seller is refused (409) and changes nothing', async () => {
    const { seller, student } = await sellerAndStudent();
    await schedule(seller, { userId: student.id, scheduledAt: at(9, 14), durationMinutes: 60 });
    const second = (
      await schedule(seller, { userId: student.id, scheduledAt: at(11, 14), durationMinutes: 60 })
    ).json();
    const moved = await seller.put(`/meeting-calls/${second.id}`, { scheduledAt: at(9, 14) });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe('MEETING_CALL_OVERLAP');
    expect((await seller.get(`/meeting-calls/${second.id}`)).json()).toMatchObject({
      scheduledAt: at(11, 14),
      sequence: 0,
    });
  });

  it('records the outcome of a call held (DONE)', async () => {
    const { seller, student } = await sellerAndStudent();
    const call = (
      await schedule(seller, { userId: student.id, scheduledAt: at(9, 15), durationMinutes: 30 })
    ).json();
    const done = await seller.put(`/meeting-calls/${call.id}`, {
      status: 'DONE',
      outcome: 'Se inscribe el lunes',
    });
    expect(done.json()).toMatchObject({ status: 'DONE', outcome: 'Se inscribe el lunes', sequence: 0 });
  });
});

describe('who sees and changes which calls', () => {
  it('a SELLER lists and reads only his own calls; another seller’s is not found', async () => {
    const mine = await sellerAndStudent();
    const theirs = await sellerAndStudent();
    const own = (
      await schedule(mine.seller, { userId: mine.student.id, scheduledAt: at(10, 16), durationMinutes: 30 })
    ).json();
    const other = (
      await schedule(theirs.seller, {
        userId: theirs.student.id,
        scheduledAt: at(10, 16),
        durationMinutes: 30,
      })
    ).json();

    const listed = await mine.seller.get('/meeting-calls?size=200');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().content.map((row: { id: string }) => row.id)).toEqual([own.id]);
    const asked = await mine.seller.get(`/meeting-calls?sellerId=${theirs.seller.user.id}`);
    expect(asked.json().page.totalElements).toBe(0);
    expect(refusal(await mine.seller.get(`/meeting-calls/${other.id}`))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(refusal(await mine.seller.put(`/meeting-calls/${other.id}`, { notes: 'x' }))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    // Nor may he schedule for another seller, or hand his call to one.
    const forOther = await schedule(mine.seller, {
      sellerId: theirs.seller.user.id,
      userId: mine.student.id,
      scheduledAt: at(12, 16),
      durationMinutes: 30,
    });
    expect(forOther.statusCode).toBe(403);
    expect(
      (await mine.seller.put(`/meeting-calls/${own.id}`, { sellerId: theirs.seller.user.id })).statusCode,
    ).toBe(403);
  });

  it('SELLER_ADMIN sees every call, filters a seller’s week, and reassigns a call', async () => {
    const { seller, student } = await sellerAndStudent();
    const admin = await signedIn(t, ['SELLER_ADMIN']);
    const monday = (
      await schedule(admin, {
        sellerId: seller.user.id,
        userId: student.id,
        scheduledAt: at(13, 19),
        durationMinutes: 30,
      })
    ).json();
    await schedule(seller, { userId: student.id, scheduledAt: at(13, 26), durationMinutes: 30 });
    const week = await admin.get(
      `/meeting-calls?sellerId=${seller.user.id}&from=2096-03-19T03:00:00.000Z&to=2096-03-26T03:00:00.000Z&sort=scheduledAt,asc`,
    );
    expect(week.json().content.map((row: { id: string }) => row.id)).toEqual([monday.id]);
    const scheduled = await admin.get(`/meeting-calls?sellerId=${seller.user.id}&status=SCHEDULED`);
    expect(scheduled.json().page.totalElements).toBe(2);

    const other = await signedIn(t, ['SELLER']);
    const reassigned = await admin.put(`/meeting-calls/${monday.id}`, { sellerId: other.user.id });
    expect(reassigned.json()).toMatchObject({ sellerId: other.user.id, sequence: 1 });
  });

  it('SELLER_EXTERNAL and a student have no meeting calls (none listed, 404, 403 to schedule); MANAGER reads but does not write', async () => {
    const { seller, student } = await sellerAndStudent();
    const call = (
      await schedule(seller, { userId: student.id, scheduledAt: at(8, 20), durationMinutes: 30 })
    ).json();
    const external = await signedIn(t, ['SELLER_EXTERNAL']);
    expect((await external.get('/meeting-calls')).json().page.totalElements).toBe(0);
    expect(refusal(await external.get(`/meeting-calls/${call.id}`))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(
      (await schedule(external, { userId: student.id, scheduledAt: at(8, 21), durationMinutes: 30 }))
        .statusCode,
    ).toBe(403);
    const basic = await signedIn(t, ['STUDENT']);
    expect(refusal(await basic.get(`/meeting-calls/${call.id}`))).toEqual({ status: 404, code: 'NOT_FOUND' });
    const manager = await signedIn(t, ['MANAGER']);
    expect((await manager.get(`/meeting-calls/${call.id}`)).statusCode).toBe(200);
    expect(refusal(await manager.put(`/meeting-calls/${call.id}`, { notes: 'x' }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect((await t.app.inject({ method: 'GET', url: '/meeting-calls' })).statusCode).toBe(401);
  });
});
