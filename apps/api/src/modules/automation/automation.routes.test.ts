/**
 * The automation webhook through the HTTP API, against a local fake automation: SU's test row
 * (signed, kept as a TEST delivery), who may call what, the enrollment rows queued once by
 * their activation, retries by the job, Reenviar, KEPT rows with no URL, and the list's filters.
 *
 * The clock is far behind every other test file's (2001): the deliveries table is shared by the
 * run, and the job sends only the rows due by its own clock, so other files' rows (queued by
 * their enrollments' activations at their clocks) are never due for it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { paymentScenarios } from '../../../test/factories/payments.js';
import { startFakeServer } from '../../../test/fakes/fake-http-server.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import { runJob as runJobOf } from '../../../test/setup/jobs.js';
import { useTestApp } from '../../../test/setup/test-app.js';
import {
  createKeptAutomationWebhook,
  verifySignature,
} from '../../adapters/automation/automation-webhook.js';
import { AUTOMATION_DELIVERIES_JOB, createAutomationService, retryDelayMs } from './index.js';

const SECRET = 'automation-test-secret';
const clock = testClock('2001-03-10T15:00:00Z');
const fake = await startFakeServer(() => ({ status: 200 }));
afterAll(() => fake.close());

const t = useTestApp(
  { automation: { webhookUrl: `${fake.url}/hook`, secret: SECRET, timeoutMs: 1000 } },
  { clock },
);
const { signedIn, enrolledPayment, setStatus } = paymentScenarios(t, clock);

const testSend = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/courses/enrollments/enrollment/test/sheet', headers, payload });
const list = (headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `/automation/deliveries${query}`, headers });
const resend = (headers: Record<string, string>, deliveryId: string) =>
  t.app.inject({ method: 'POST', url: `/automation/deliveries/${deliveryId}/resend`, headers });
const requestsOf = (deliveryId: string) =>
  fake.requests.filter((request) => request.headers['x-catedra-delivery'] === deliveryId);
const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

/** The job, as the runner runs it, built by the composition root on this app's configuration. */
const runJob = () => runJobOf(t, clock, AUTOMATION_DELIVERIES_JOB);

async function newestTestDelivery(headers: Record<string, string>) {
  const answer = await list(headers, '?kind=TEST&size=1');
  expect(answer.statusCode).toBe(200);
  return answer.json().content[0];
}

describe('the automation webhook', () => {
  it('SU sends a test row now: signed, with its delivery id, and kept as a DELIVERED TEST delivery', async () => {
    const su = await signedIn(['SU']);
    const answer = await testSend(su.headers, {
      sheet: 'Pruebas',
      values: { nombre: 'Ana', monto: 12.5, ok: true },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ delivered: true, status: 200 });

    const delivery = await newestTestDelivery(su.headers);
    expect(delivery).toMatchObject({
      kind: 'TEST',
      enrollmentId: null,
      sheet: 'Pruebas',
      row: { nombre: 'Ana', monto: 12.5, ok: true },
      status: 'DELIVERED',
      attempts: 1,
      lastHttpStatus: 200,
      deliveredAt: clock.now().toISOString(),
    });
    const [request] = requestsOf(delivery.id);
    expect(JSON.parse(request!.body)).toEqual({
      deliveryId: delivery.id,
      kind: 'TEST',
      sheet: 'Pruebas',
      row: { nombre: 'Ana', monto: 12.5, ok: true },
      createdAt: delivery.createdAt,
    });
    expect(
      verifySignature(request!.headers['x-catedra-signature'] as string, request!.body, SECRET, nowSeconds()),
    ).toBe(true);
  });

  it('only SU sends test rows and resends; SU and MANAGER_ADMIN read the settings and the list', async () => {
    const su = await signedIn(['SU']);
    const managerAdmin = await signedIn(['MANAGER_ADMIN']);
    const commercialAdmin = await signedIn(['COMMERCIAL_ADMIN']);
    const row = { values: { a: 1 } };
    expect((await testSend(managerAdmin.headers, row)).statusCode).toBe(403);
    expect((await testSend(commercialAdmin.headers, row)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/courses/enrollments/enrollment/test/sheet',
          payload: row,
        })
      ).statusCode,
    ).toBe(401);
    expect((await list(managerAdmin.headers)).statusCode).toBe(200);
    expect((await list(commercialAdmin.headers)).statusCode).toBe(403);
    const settings = await t.app.inject({
      method: 'GET',
      url: '/automation/settings',
      headers: managerAdmin.headers,
    });
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toEqual({
      configured: true,
      host: new URL(fake.url).host,
      signed: true,
      timeoutMs: 1000,
      maxAttempts: 10,
    });
    expect(settings.body).not.toContain(SECRET);
    const delivery = await newestTestDelivery(su.headers);
    expect((await resend(managerAdmin.headers, delivery.id)).statusCode).toBe(403);
  });

  it('a 5xx leaves the row PENDING for the job, which sends it after the wait', async () => {
    const su = await signedIn(['SU']);
    fake.answerNext({ status: 503 });
    expect((await testSend(su.headers, { values: { intento: 1 } })).json()).toEqual({
      delivered: false,
      status: 503,
    });
    const delivery = await newestTestDelivery(su.headers);
    expect(delivery).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      lastHttpStatus: 503,
      lastError: 'answered 503',
      nextAttemptAt: new Date(clock.now().getTime() + retryDelayMs(1)).toISOString(),
    });
    expect(await runJob()).toMatchObject({ delivered: 0 });
    clock.advance(retryDelayMs(1));
    expect(await runJob()).toMatchObject({ delivered: 1 });
    const [after] = (await list(su.headers, '?kind=TEST&size=1')).json().content;
    expect(after).toMatchObject({ id: delivery.id, status: 'DELIVERED', attempts: 2, lastError: null });
    expect(requestsOf(delivery.id)).toHaveLength(2);
  });

  it('a 4xx is FAILED for good; Reenviar sends it again (once), and a DELIVERED one is not resent (409)', async () => {
    const su = await signedIn(['SU']);
    fake.answerNext({ status: 400 });
    expect((await testSend(su.headers, { values: { x: 'y' } })).json()).toEqual({
      delivered: false,
      status: 400,
    });
    const failed = await newestTestDelivery(su.headers);
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 1, nextAttemptAt: null });
    expect(await runJob()).toMatchObject({ delivered: 0 });
    expect(requestsOf(failed.id)).toHaveLength(1);

    const resent = await resend(su.headers, failed.id);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({
      id: failed.id,
      status: 'DELIVERED',
      attempts: 1,
      lastHttpStatus: 200,
    });
    expect(requestsOf(failed.id)).toHaveLength(2);
    const again = await resend(su.headers, failed.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('AUTOMATION_DELIVERY_NOT_RESENDABLE');
    expect((await resend(su.headers, '01900000-0000-7000-8000-000000000000')).statusCode).toBe(404);
  });

  it('concurrent approvals of a payment make the enrollment ACTIVE and queue its row exactly once', async () => {
    const { admin, payment, enrollmentId, student, course } = await enrolledPayment();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => setStatus(admin.headers, payment.id, 'APPROVED')),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    // Listed by enrollment: one row, queued, with what the enrollment is.
    const su = await signedIn(['SU']);
    const queued = (await list(su.headers, `?enrollmentId=${enrollmentId}`)).json();
    expect(queued.page.totalElements).toBe(1);
    const [delivery] = queued.content;
    expect(delivery).toMatchObject({
      kind: 'ENROLLMENT_ACTIVE',
      status: 'PENDING',
      attempts: 0,
      sheet: null,
    });
    expect(delivery.row).toEqual({
      enrollmentId,
      activatedAt: clock.now().toISOString(),
      studentName: `${student.user.firstName} ${student.user.lastName}`,
      studentEmail: student.user.email,
      course: course.title,
      plan: expect.any(String),
      amount: '3000.00',
      currency: 'ARS',
      seller: null,
      sellerEmail: null,
    });

    // The job posts it, once.
    await runJob();
    const [sent] = (await list(su.headers, `?enrollmentId=${enrollmentId}`)).json().content;
    expect(sent).toMatchObject({ id: delivery.id, status: 'DELIVERED', attempts: 1 });
    expect(requestsOf(delivery.id)).toHaveLength(1);
  });

  it('with no URL configured a row is KEPT and listed; once one is, the job sends it', async () => {
    const su = await signedIn(['SU']);
    const unconfigured = createAutomationService({
      db: t.database.db,
      webhook: createKeptAutomationWebhook(1000),
      clock,
    });
    expect(unconfigured.settings()).toMatchObject({ configured: false, host: null, signed: false });
    expect(await unconfigured.testSend({ values: { guardada: true } })).toEqual({
      delivered: false,
      status: null,
    });
    const kept = await newestTestDelivery(su.headers);
    expect(kept).toMatchObject({ status: 'KEPT', attempts: 0, nextAttemptAt: null, lastHttpStatus: null });
    expect(requestsOf(kept.id)).toHaveLength(0);
    const keptList = (await list(su.headers, '?status=KEPT&kind=TEST')).json();
    expect(keptList.content.map((delivery: { id: string }) => delivery.id)).toContain(kept.id);
    expect(
      keptList.content.every(
        (delivery: { status: string; kind: string }) =>
          delivery.status === 'KEPT' && delivery.kind === 'TEST',
      ),
    ).toBe(true);

    // The job without a URL keeps the due enrollment rows too.
    const { admin, payment, enrollmentId } = await enrolledPayment();
    expect((await setStatus(admin.headers, payment.id, 'APPROVED')).statusCode).toBe(200);
    expect((await unconfigured.sendDue()).kept).toBeGreaterThanOrEqual(1);
    const [keptRow] = (await list(su.headers, `?enrollmentId=${enrollmentId}`)).json().content;
    expect(keptRow).toMatchObject({ status: 'KEPT', attempts: 0 });

    // The configured app's job picks the KEPT rows up.
    const counts = await runJob();
    expect(counts.released).toBeGreaterThanOrEqual(1);
    const [sent] = (await list(su.headers, '?kind=TEST&size=1')).json().content;
    expect(sent).toMatchObject({ id: kept.id, status: 'DELIVERED', attempts: 1 });
    expect(requestsOf(kept.id)).toHaveLength(1);
    const [sentRow] = (await list(su.headers, `?enrollmentId=${enrollmentId}`)).json().content;
    expect(sentRow).toMatchObject({ id: keptRow.id, status: 'DELIVERED' });
  });

  it('filters the list by status and kind, newest first, and refuses a value off the list', async () => {
    const su = await signedIn(['SU']);
    const delivered = (await list(su.headers, '?status=DELIVERED&sort=createdAt,desc')).json();
    expect(delivered.content.length).toBeGreaterThan(0);
    expect(delivered.content.every((delivery: { status: string }) => delivery.status === 'DELIVERED')).toBe(
      true,
    );
    const enrollmentRows = (await list(su.headers, '?kind=ENROLLMENT_ACTIVE')).json();
    expect(
      enrollmentRows.content.every((delivery: { kind: string }) => delivery.kind === 'ENROLLMENT_ACTIVE'),
    ).toBe(true);
    expect((await list(su.headers, '?status=LOST')).statusCode).toBe(400);
    expect((await list(su.headers, '?sort=attempts,asc')).statusCode).toBe(400);
  });
});
