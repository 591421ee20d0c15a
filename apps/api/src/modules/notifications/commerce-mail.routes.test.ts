/**
 * The commerce e-mails through the HTTP API: each enqueued once in the transaction that makes
 * it due (concurrent approvals of one payment, repeated refunds), none from a GET, sent after
 * the commit with the receipt attached, and a mail failure kept for retry without touching
 * the payment.
 *
 * The test clock is far ahead of every other test file's (2099): the outbox table is shared by
 * the run, and a dispatcher sends only the rows due by its own clock, so this file's rows are
 * sent by this file's app (into `sent`), and nobody else's are ever due for it before theirs.
 */
import { and, eq, gte } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { paymentScenarios } from '../../../test/factories/payments.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import { useTestApp } from '../../../test/setup/test-app.js';
import { commerceMailOutbox, jobRuns } from '../../db/schema/index.js';
import type { Mailer, OutgoingEmail } from '../mail/index.js';
import { receiptOfPayment } from '../payments/index.js';
import { createCommerceMailDispatcher, MAX_ATTEMPTS, retryDelayMs } from './index.js';

const clock = testClock('2099-03-10T15:00:00Z');
const sent: OutgoingEmail[] = [];
let failing = false;
const recordingMailer: Mailer = {
  kind: 'smtp',
  async send(email) {
    if (failing) throw new Error('SMTP caído');
    sent.push(email);
  },
};
const t = useTestApp({ tokenTtlSeconds: 365 * 86_400 }, { clock, mailer: recordingMailer });
const { enrolledPayment, setStatus } = paymentScenarios(t, clock);

const rowsFor = (paymentId: string) =>
  t.database.db.select().from(commerceMailOutbox).where(eq(commerceMailOutbox.paymentId, paymentId));
const sentTo = (to: string) => sent.filter((email) => email.to === to);

describe('commerce e-mails', () => {
  it('concurrent approvals of one payment enqueue and send one "approved" e-mail, with the receipt PDF, and one "active"', async () => {
    const { student, admin, payment, enrollmentId } = await enrolledPayment();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => setStatus(admin.headers, payment.id, 'APPROVED')),
    );
    expect(answers.map((answer) => answer.statusCode).every((status) => status === 200)).toBe(true);

    const approved = await rowsFor(payment.id);
    expect(approved.map((row) => row.kind)).toEqual(['PAYMENT_APPROVED']);
    const active = await t.database.db
      .select()
      .from(commerceMailOutbox)
      .where(
        and(eq(commerceMailOutbox.kind, 'ENROLLMENT_ACTIVE'), eq(commerceMailOutbox.subjectId, enrollmentId)),
      );
    expect(active).toHaveLength(1);

    await vi.waitFor(() => expect(sentTo(student.user.email)).toHaveLength(2), { timeout: 5000 });
    const mail = sentTo(student.user.email).find((email) => email.subject === 'Recibimos tu pago')!;
    expect(mail.text).toContain('$\u00a01.000,00');
    expect(mail.html).toContain('/me/courses/');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments![0]!.filename).toMatch(/^comprobante-.+\.pdf$/);
    expect(mail.attachments![0]!.content.subarray(0, 4).toString()).toBe('%PDF');
    expect(sentTo(student.user.email).map((email) => email.subject)).toContain('Tu inscripción está activa');
    await vi.waitFor(async () => {
      const [row] = await rowsFor(payment.id);
      expect(row).toMatchObject({ status: 'SENT', attempts: 1, lastError: null });
    });
    // Sent by the commerce-mail job, woken by the commit: its runs that sent something are on Tareas
    // (a run's counts are written when it ends, just after its last e-mail left).
    await vi.waitFor(async () => {
      const runs = await t.database.db
        .select()
        .from(jobRuns)
        .where(and(eq(jobRuns.jobName, 'commerce-mail'), gte(jobRuns.startedAt, new Date('2099-01-01'))));
      expect(runs.reduce((sum, run) => sum + (run.counts?.sent ?? 0), 0)).toBeGreaterThanOrEqual(2);
      expect(runs.every((run) => run.trigger === 'QUEUED' && run.status === 'SUCCEEDED')).toBe(true);
    });
  });

  it('a GET enqueues nothing and sends nothing', async () => {
    const { student, payment } = await enrolledPayment();
    for (const url of [`/payments/${payment.id}`, '/payments', `/checkout/${payment.linkToken}`]) {
      const answer = await student.get(url);
      expect(answer.statusCode).toBe(200);
    }
    expect(await rowsFor(payment.id)).toEqual([]);
    expect(sentTo(student.user.email)).toEqual([]);
  });

  it('a rejection sends "rejected" with where to try again', async () => {
    const { student, admin, payment } = await enrolledPayment();
    expect((await setStatus(admin.headers, payment.id, 'REJECTED')).statusCode).toBe(200);
    await vi.waitFor(() => expect(sentTo(student.user.email)).toHaveLength(1), { timeout: 5000 });
    const [mail] = sentTo(student.user.email);
    expect(mail!.subject).toBe('Tu pago fue rechazado');
    expect(mail!.text).toContain(`${t.config.webOrigin.split(',')[0]}/me/payments`);
    expect(mail!.html).toContain('Reintentar el pago');
  });

  it('each refund made sends its own e-mail, once, with its amount', async () => {
    const { student, admin, payment } = await enrolledPayment();
    expect((await setStatus(admin.headers, payment.id, 'APPROVED')).statusCode).toBe(200);
    const refund = (amount: string) =>
      setStatus(admin.headers, payment.id, 'REFUNDED', { reason: 'Pedido del alumno', amount });
    expect((await refund('300.00')).statusCode).toBe(200);
    expect((await refund('200.00')).statusCode).toBe(200);
    const kinds = (await rowsFor(payment.id)).map((row) => row.kind).sort();
    expect(kinds).toEqual(['PAYMENT_APPROVED', 'REFUND_MADE', 'REFUND_MADE']);
    await vi.waitFor(
      () =>
        expect(
          sentTo(student.user.email)
            .filter((email) => email.subject === 'Te hicimos un reembolso')
            .map((email) => email.text.match(/devolvimos (\S+\s\S+)/)![1])
            .sort(),
        ).toEqual(['$\u00a0200,00', '$\u00a0300,00']),
      { timeout: 5000 },
    );
  });

  it('a mail failure keeps the row for a later attempt and leaves the payment approved', async () => {
    const { student, admin, payment } = await enrolledPayment();
    failing = true;
    try {
      expect((await setStatus(admin.headers, payment.id, 'APPROVED')).statusCode).toBe(200);
      await vi.waitFor(
        async () => {
          const row = (await rowsFor(payment.id))[0]!;
          expect(row).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'SMTP caído' });
          expect(row.nextAttemptAt.getTime()).toBe(clock.now().getTime() + retryDelayMs(1));
        },
        { timeout: 5000 },
      );
    } finally {
      failing = false;
    }
    const read = await student.get(`/payments/${payment.id}`);
    expect(read.json().status).toBe('APPROVED');

    // Not due before its wait; due after it, and sent.
    const dispatcher = createCommerceMailDispatcher({
      db: t.database.db,
      mailer: recordingMailer,
      clock,
      webOrigin: 'https://catedra.test',
      receiptOf: (paymentId) => receiptOfPayment(t.database.db, paymentId),
      log: { error: () => {}, warn: () => {} },
    });
    clock.advance(retryDelayMs(1));
    await dispatcher.sweep();
    await vi.waitFor(async () => {
      expect((await rowsFor(payment.id))[0]).toMatchObject({ status: 'SENT', attempts: 2, lastError: null });
    });
    expect(sentTo(student.user.email).filter((email) => email.subject === 'Recibimos tu pago')).toHaveLength(
      1,
    );
  });

  it('gives up after MAX_ATTEMPTS failures (FAILED)', async () => {
    const { admin, payment } = await enrolledPayment();
    failing = true;
    try {
      expect((await setStatus(admin.headers, payment.id, 'APPROVED')).statusCode).toBe(200);
      const dispatcher = createCommerceMailDispatcher({
        db: t.database.db,
        mailer: recordingMailer,
        clock,
        webOrigin: 'https://catedra.test',
        receiptOf: async () => undefined,
        log: { error: () => {}, warn: () => {} },
      });
      // Sweep until it gives up: a sweep skips the row while the app's own dispatcher holds it
      // (SKIP LOCKED), which on a busy machine can be more than once.
      await vi.waitFor(
        async () => {
          clock.advance(retryDelayMs(MAX_ATTEMPTS));
          await dispatcher.sweep();
          expect((await rowsFor(payment.id))[0]).toMatchObject({ status: 'FAILED', attempts: MAX_ATTEMPTS });
        },
        { timeout: 30_000, interval: 20 },
      );
    } finally {
      failing = false;
    }
  });
});
