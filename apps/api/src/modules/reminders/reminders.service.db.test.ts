/**
 * Payment reminders on the real database: who gets one, the recheck before sending (a
 * payment cancels, a partial one leaves what is left), quiet hours, downtime, staff sends,
 * and "never twice" under two concurrent senders and queuers plus an on-demand call.
 *
 * The clock is in 2096, far from every other test file's dates: the daily queueing reads
 * every course, and only this file's periods are due in its window.
 */
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { owingEnrollment, setPaid } from '../../../test/factories/reminders.js';
import { createUser } from '../../../test/factories/users.js';
import { capturingMailer } from '../../../test/fakes/capturing-mailer.js';
import { fakeWhatsApp } from '../../../test/fakes/fake-whatsapp.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import { dependenciesOf, useTestApp } from '../../../test/setup/test-app.js';
import { systemActor } from '../../core/actor.js';
import { paymentReminders, payments } from '../../db/schema/index.js';

// Wednesday 15 August 2096, 10:00 in Buenos Aires (UTC-3).
const clock = testClock('2096-08-15T13:00:00Z');
const mailer = capturingMailer();
const whatsapp = fakeWhatsApp();
const t = useTestApp({}, { clock, mailer, whatsapp });
const job = systemActor('job:payment-reminders');

const deps = () => dependenciesOf(t, { clock, mailer, whatsapp });
const rowsOf = (enrollmentId: string) =>
  t.database.db.select().from(paymentReminders).where(eq(paymentReminders.enrollmentId, enrollmentId));
/** The reminders of an enrollment by stage and channel, but those recorded as SKIPPED (superseded). */
const statusOf = async (enrollmentId: string) =>
  Object.fromEntries(
    (await rowsOf(enrollmentId))
      .filter((row) => row.status !== 'SKIPPED')
      .map((row) => [`${row.stage} ${row.channel}`, row.status]),
  );
const noJobs = { enqueue: async () => {} };

beforeEach(() => {
  clock.set('2096-08-15T13:00:00Z');
  whatsapp.sent.length = 0;
  whatsapp.failing = false;
});

describe('payment reminders', () => {
  it('queue the due stage of unpaid periods only: none for manual, INACTIVE, waived or paid ones', async () => {
    const { courseId, enrollment: due } = await owingEnrollment(t.database.db, { dueDates: ['2096-08-15'] });
    const { enrollment: early } = await owingEnrollment(t.database.db, {
      courseId,
      dueDates: ['2096-08-18'],
    });
    const { enrollment: manual } = await owingEnrollment(t.database.db, {
      courseId,
      dueDates: ['2096-08-15'],
      enrollment: { manual: true, manualReason: 'beca de la casa' },
    });
    const { enrollment: inactive } = await owingEnrollment(t.database.db, {
      courseId,
      dueDates: ['2096-08-15'],
      enrollment: { status: 'INACTIVE' },
    });
    const { enrollment: waived } = await owingEnrollment(t.database.db, {
      courseId,
      dueDates: ['2096-08-15'],
      waived: true,
    });
    const { enrollment: paid } = await owingEnrollment(t.database.db, { courseId, dueDates: ['2096-08-15'] });
    await setPaid(t.database.db, paid.id, '1000.00');
    const { enrollment: noPhone } = await owingEnrollment(t.database.db, {
      courseId,
      dueDates: ['2096-08-15'],
      phone: null,
    });
    const { enrollment: future } = await owingEnrollment(t.database.db, {
      courseId,
      dueDates: ['2096-08-20'],
    });

    const { services, jobs } = deps();
    expect(await services.reminders.queueDue(job, courseId)).toEqual({ courseId, queued: 5 });
    await jobs.settled();

    expect(await statusOf(due.id)).toEqual({ 'D0 EMAIL': 'SENT', 'D0 WHATSAPP': 'SENT' });
    expect(await statusOf(early.id)).toEqual({ 'D-3 EMAIL': 'SENT', 'D-3 WHATSAPP': 'SENT' });
    for (const none of [manual, inactive, waived, paid, future]) expect(await rowsOf(none.id)).toEqual([]);
    // No phone: the e-mail goes, the WhatsApp is recorded as skipped (never silently).
    const noPhoneRows = (await rowsOf(noPhone.id)).filter((row) => row.stage === 'D0');
    expect(noPhoneRows.find((row) => row.channel === 'WHATSAPP')).toMatchObject({
      status: 'SKIPPED',
      error: 'Sin teléfono',
    });
    expect(noPhoneRows.find((row) => row.channel === 'EMAIL')?.status).toBe('SENT');
  });

  it('send the amount, the due date and the checkout link of a payment made by the system, by e-mail and WhatsApp', async () => {
    const { courseId, student, enrollment } = await owingEnrollment(t.database.db, {
      dueDates: ['2096-08-18'],
    });
    const { services, jobs } = deps();
    await services.reminders.queueDue(job, courseId);
    await jobs.settled();

    const email = await mailer.nextTo(student.email);
    expect(email.subject).toContain('Recordatorio de pago');
    expect(email.text).toContain('$\u00a01.000,00');
    expect(email.text).toContain('18/08/2096');
    const link = /\/checkout\/([\w-]+)/.exec(email.text)![0];
    expect(email.html).toContain(link);
    const message = whatsapp.sent.find((sent) => sent.to === student.phone)!;
    expect(message.templateValues).toEqual([student.firstName, '$\u00a01.000,00', '18/08/2096', '{{link}}']);
    expect(message.linkTarget).toContain(link);
    expect(message.actor).toEqual(systemActor('job:payment-reminders-send'));

    // The link is the checkout of a payment of that period, made by the system.
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.enrollmentId, enrollment.id));
    expect(payment).toMatchObject({ amount: '1000.00', status: 'CREATED' });
    const checkout = await t.app.inject({ method: 'GET', url: link });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.json()).toMatchObject({ amount: '1000.00' });
  });

  it('recheck the period when sending: a payment that arrived cancels it, a partial one leaves what is left', async () => {
    const { courseId, enrollment: paidMeanwhile } = await owingEnrollment(t.database.db, {
      dueDates: ['2096-08-15'],
    });
    const { student, enrollment: partial } = await owingEnrollment(t.database.db, {
      courseId,
      dueDates: ['2096-08-15'],
    });
    // No job runs the sender here: nothing is sent until the test says so.
    const { services } = dependenciesOf(t, { clock, mailer, whatsapp, jobQueue: noJobs });
    const queued = await services.reminders.queueDue(job, courseId);
    expect(queued.queued).toBe(4);
    await setPaid(t.database.db, paidMeanwhile.id, '1000.00');
    await setPaid(t.database.db, partial.id, '400.00');
    await services.reminders.sendDue(job);

    expect(await statusOf(paidMeanwhile.id)).toEqual({ 'D0 EMAIL': 'CANCELLED', 'D0 WHATSAPP': 'CANCELLED' });
    expect(await statusOf(partial.id)).toEqual({ 'D0 EMAIL': 'SENT', 'D0 WHATSAPP': 'SENT' });
    const sentRows = (await rowsOf(partial.id)).filter((row) => row.status === 'SENT');
    expect(sentRows.map((row) => row.amount)).toEqual(['600.00', '600.00']);
    // The e-mail may have gone by the queue's own sender: wait for it, whichever sent it.
    const email = await mailer.nextTo(student.email);
    expect(email.text).toContain('$\u00a0600,00');
  });

  it('hold automatic WhatsApp reminders in quiet hours, never the e-mail', async () => {
    clock.set('2096-08-16T01:00:00Z'); // Wednesday 22:00 in Buenos Aires
    const { courseId, student, enrollment } = await owingEnrollment(t.database.db, {
      dueDates: ['2096-08-15'],
    });
    const { services, jobs } = deps();
    await services.reminders.queueDue(job, courseId);
    await jobs.settled();
    expect(await statusOf(enrollment.id)).toEqual({ 'D0 EMAIL': 'SENT', 'D0 WHATSAPP': 'QUEUED' });
    const held = (await rowsOf(enrollment.id)).find((row) => row.channel === 'WHATSAPP')!;
    expect(held.sendAfter).toEqual(new Date('2096-08-16T12:00:00Z')); // Thursday 09:00
    await services.reminders.sendDue(job);
    expect(whatsapp.sent.filter((sent) => sent.to === student.phone)).toHaveLength(0);

    clock.set('2096-08-16T12:00:00Z');
    await services.reminders.sendDue(job);
    expect(await statusOf(enrollment.id)).toEqual({ 'D0 EMAIL': 'SENT', 'D0 WHATSAPP': 'SENT' });
  });

  it('after two days down, send the missed stage late once and record the one it supersedes', async () => {
    // D-3 was the 12th and D0 the 15th; nothing ran since the 11th: on the 17th D0 goes, D-3 is skipped.
    clock.set('2096-08-17T13:00:00Z');
    const { courseId, enrollment } = await owingEnrollment(t.database.db, { dueDates: ['2096-08-15'] });
    const { services, jobs } = deps();
    expect((await services.reminders.queueDue(job, courseId)).queued).toBe(2);
    await jobs.settled();
    const rows = await rowsOf(enrollment.id);
    expect(rows.map((row) => `${row.stage} ${row.channel} ${row.status} ${row.error}`).sort()).toEqual([
      'D-3 EMAIL SKIPPED Reemplazado por D0',
      'D-3 WHATSAPP SKIPPED Reemplazado por D0',
      'D0 EMAIL SENT null',
      'D0 WHATSAPP SENT null',
    ]);
    // Running again the same day (or the next) changes nothing.
    expect((await services.reminders.queueDue(job, courseId)).queued).toBe(0);
    clock.set('2096-08-18T13:00:00Z');
    expect((await services.reminders.queueDue(job, courseId)).queued).toBe(2); // D+3, its own day
    // Its send job finishes here: left running, it would claim the next test's reminders.
    await jobs.settled();
  });

  it('a failing channel does not block the other', async () => {
    const { courseId, enrollment } = await owingEnrollment(t.database.db, { dueDates: ['2096-08-15'] });
    whatsapp.failing = true;
    const { services, jobs } = deps();
    await services.reminders.queueDue(job, courseId);
    await jobs.settled();
    const rows = (await rowsOf(enrollment.id)).filter((row) => row.stage === 'D0');
    expect(rows.find((row) => row.channel === 'WHATSAPP')).toMatchObject({
      status: 'FAILED',
      error: 'Callbell no responde',
      attempts: 1,
    });
    expect(rows.find((row) => row.channel === 'EMAIL')?.status).toBe('SENT');
  });

  it('a staff send goes now, even in quiet hours, at most once per period and day', async () => {
    clock.set('2096-08-19T01:00:00Z'); // Saturday 22:00
    const staff = await createUser(t.database.db, { scopes: ['COMMERCIAL'] });
    const person = { userId: staff.id, email: staff.email, scopes: staff.scopes };
    const { enrollment } = await owingEnrollment(t.database.db, { dueDates: ['2096-09-10', '2096-10-10'] });
    const { services } = deps();
    const first = await services.reminders.notifyNext(person, enrollment.id);
    expect(first).toEqual({
      enrollmentId: enrollment.id,
      periodNumber: 1,
      dueDate: '2096-09-10',
      messaging: true,
      email: true,
    });
    await services.reminders.notifyNext(person, enrollment.id);
    const rows = await rowsOf(enrollment.id);
    expect(rows.map((row) => `${row.stage} ${row.channel} ${row.trigger} ${row.status}`).sort()).toEqual([
      'STAFF:2096-08-18 EMAIL STAFF SENT',
      'STAFF:2096-08-18 WHATSAPP STAFF SENT',
    ]);
    expect(rows.every((row) => row.requestedBy === staff.id)).toBe(true);

    clock.set('2096-08-19T13:00:00Z'); // the next day
    await services.reminders.notifyNext(person, enrollment.id);
    expect(await rowsOf(enrollment.id)).toHaveLength(4);
  });

  it('never twice: two daily runs, two senders and an on-demand call at once give one message per period, stage and channel', async () => {
    const { courseId } = await owingEnrollment(t.database.db, { dueDates: ['2096-08-15'] });
    const students: Awaited<ReturnType<typeof owingEnrollment>>[] = [];
    for (let index = 0; index < 12; index++) {
      students.push(
        await owingEnrollment(t.database.db, { courseId, dueDates: ['2096-08-15', '2096-08-18'] }),
      );
    }
    const staff = await createUser(t.database.db, { scopes: ['COMMERCIAL_ADMIN'] });
    const person = { userId: staff.id, email: staff.email, scopes: staff.scopes };
    // Two workers, each with its own app dependencies (pools of their own), plus an on-demand call.
    const workerA = deps();
    const workerB = deps();
    await Promise.all([
      workerA.services.reminders.queueDue(systemActor('job:payment-reminders')),
      workerB.services.reminders.queueDue(systemActor('job:payment-reminders')),
      workerA.services.reminders.queueDue(person, courseId),
      workerA.services.reminders.sendDue(job),
      workerB.services.reminders.sendDue(job),
    ]);
    await Promise.all([workerA.services.reminders.sendDue(job), workerB.services.reminders.sendDue(job)]);
    await Promise.all([workerA.jobs.settled(), workerB.jobs.settled()]);

    for (const { student, enrollment } of students) {
      const rows = (await rowsOf(enrollment.id)).filter((row) => row.status !== 'SKIPPED');
      // Period 1's D0 and period 2's D-3, each on both channels: four rows, all sent.
      expect(
        rows.map((row) => `${row.periodNumber} ${row.stage} ${row.channel} ${row.status}`).sort(),
      ).toEqual(['1 D0 EMAIL SENT', '1 D0 WHATSAPP SENT', '2 D-3 EMAIL SENT', '2 D-3 WHATSAPP SENT']);
      const ids = new Set(rows.map((row) => row.id));
      const messages = whatsapp.sent.filter((sent) => ids.has(sent.reference?.reminderId ?? ''));
      expect(messages).toHaveLength(2);
      expect(await mailer.nextTo(student.email)).toBeDefined();
      expect(await mailer.nextTo(student.email)).toBeDefined();
    }
    const sentOf = await t.database.db
      .select()
      .from(paymentReminders)
      .where(and(eq(paymentReminders.status, 'SENT'), eq(paymentReminders.channel, 'WHATSAPP')));
    const whatsappOfCourse = sentOf.filter((row) =>
      students.some(({ enrollment }) => enrollment.id === row.enrollmentId),
    );
    expect(whatsappOfCourse).toHaveLength(24);
    const messagesOfCourse = whatsapp.sent.filter((sent) =>
      whatsappOfCourse.some((row) => row.id === sent.reference?.reminderId),
    );
    expect(messagesOfCourse).toHaveLength(24);
  });
});
