/**
 * Issue 17 item 7: one lock order (enrollment → its payments → …, ARCHITECTURE.md) and the
 * unit of work retried on a deadlock or serialization failure. Attaching a payment to an
 * enrollment and changing the payment's status at the same moment used to lock in opposite
 * orders and answer 500 (deadlock detected), losing the staff's approval. And createPayment,
 * updatePayment and initializePayment write several tables: each is one transaction, so a
 * step that fails leaves nothing half-written.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentScenarios } from '../../../test/factories/payments.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import { useTestApp } from '../../../test/setup/test-app.js';
import { sandboxPaymentsConfig } from '../../../test/setup/vendor-fakes.js';
import {
  paymentAllocations,
  paymentComponents,
  paymentStatusChanges,
  payments,
} from '../../db/schema/index.js';
import { checkLedger } from './ledger.js';

const clock = testClock('2026-03-10T15:00:00Z');
const t = useTestApp({ tokenTtlSeconds: 365 * 86_400, payments: sandboxPaymentsConfig() }, { clock });
const { enrolled, createPayment, setStatus, attach } = paymentScenarios(t, clock);

const ROUNDS = 12;

async function paymentRow(paymentId: string) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
  return row!;
}

async function allocationsOf(paymentId: string) {
  return t.database.db
    .select({ periodNumber: paymentAllocations.periodNumber, amount: paymentAllocations.amount })
    .from(paymentAllocations)
    .where(eq(paymentAllocations.paymentId, paymentId));
}

/** Runs `sqlText` (a trigger that fails a step) for the test, and drops it after. */
async function withFailingTrigger(name: string, table: string, condition: string, run: () => Promise<void>) {
  await t.database.db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
      begin if ${condition} then raise exception 'disk full'; end if; return new; end $$;
      create trigger ${name} before insert on ${table} for each row execute function ${name}();`),
  );
  try {
    await run();
  } finally {
    await t.database.db.execute(sql.raw(`drop trigger ${name} on ${table}; drop function ${name}();`));
  }
}

describe('an attachment and a status change of one payment at the same moment', () => {
  it(`never answers a 5xx and keeps both effects (${ROUNDS} rounds, the enrollment's own payment)`, async () => {
    const users: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const { student, admin, enrollmentId } = await enrolled();
      users.push(student.user.id);
      const payment = (await createPayment(student.headers, { enrollmentId })).json();
      const [attached, approved] = await Promise.all([
        attach(admin.headers, enrollmentId, [payment.id]),
        setStatus(admin.headers, payment.id, 'APPROVED', { reason: `ronda ${round}` }),
      ]);
      expect([attached.statusCode, approved.statusCode], `round ${round}`).toEqual([200, 200]);
      const row = await paymentRow(payment.id);
      expect(row).toMatchObject({ status: 'APPROVED', enrollmentId });
      expect(await allocationsOf(payment.id)).toEqual([{ periodNumber: 1, amount: '1000.00' }]);
      const approvals = await t.database.db
        .select()
        .from(paymentStatusChanges)
        .where(
          and(eq(paymentStatusChanges.paymentId, payment.id), eq(paymentStatusChanges.toStatus, 'APPROVED')),
        );
      expect(approvals.map((change) => change.reason)).toEqual([`ronda ${round}`]);
    }
    expect(await checkLedger(t.database.db, users)).toMatchObject({ balanced: true, periods: [] });
  });

  it(`never answers a 5xx and keeps both effects (${ROUNDS} rounds, a payment of no enrollment yet)`, async () => {
    const users: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const { student, admin, enrollmentId } = await enrolled();
      users.push(student.user.id);
      const payment = (
        await createPayment(admin.headers, { userId: student.user.id, amount: '1000.00' })
      ).json();
      const [attached, approved] = await Promise.all([
        attach(admin.headers, enrollmentId, [payment.id]),
        setStatus(admin.headers, payment.id, 'APPROVED', { reason: `ronda ${round}` }),
      ]);
      expect([attached.statusCode, approved.statusCode], `round ${round}`).toEqual([200, 200]);
      expect(await paymentRow(payment.id)).toMatchObject({ status: 'APPROVED', enrollmentId });
      // Allocated once: by the approval when the attachment came first, else by the attachment.
      expect(await allocationsOf(payment.id)).toEqual([{ periodNumber: 1, amount: '1000.00' }]);
    }
    expect(await checkLedger(t.database.db, users)).toMatchObject({ balanced: true, periods: [] });
  });
});

describe('one transaction per write of several tables', () => {
  it('createPayment leaves no payment behind when its history cannot be written', async () => {
    const { student, enrollmentId } = await enrolled();
    const name = `fail_${student.user.id.replace(/-/g, '')}`;
    await withFailingTrigger(
      name,
      'payment_status_changes',
      `exists (select 1 from payments where id = new.payment_id and user_id = '${student.user.id}')`,
      async () => {
        expect((await createPayment(student.headers, { enrollmentId })).statusCode).toBe(500);
      },
    );
    const left = await t.database.db.select().from(payments).where(eq(payments.userId, student.user.id));
    expect(left).toEqual([]);
  });

  it('updatePayment keeps the old amount and lines when the new lines cannot be written', async () => {
    const { student, admin } = await enrolled();
    const payment = (await createPayment(admin.headers, { userId: student.user.id, amount: '50.00' })).json();
    const name = `fail_${payment.id.replace(/-/g, '')}`;
    await withFailingTrigger(name, 'payment_components', `new.payment_id = '${payment.id}'`, async () => {
      const updated = await admin.put(`/payments/${payment.id}`, { amount: '70.00' });
      expect(updated.statusCode).toBe(500);
    });
    expect((await paymentRow(payment.id)).amount).toBe('50.00');
    const lines = await t.database.db
      .select({ amount: paymentComponents.amount })
      .from(paymentComponents)
      .where(eq(paymentComponents.paymentId, payment.id));
    expect(lines).toEqual([{ amount: '50.00' }]);
  });

  it('initializePayment records nothing of the checkout when the status change fails', async () => {
    const { student, enrollmentId } = await enrolled();
    const payment = (await createPayment(student.headers, { enrollmentId })).json();
    const name = `fail_${payment.id.replace(/-/g, '')}`;
    await withFailingTrigger(
      name,
      'payment_status_changes',
      `new.payment_id = '${payment.id}' and new.to_status = 'PENDING'`,
      async () => {
        const init = await student.post(`/payments/${payment.id}/initialize?vendor=sandbox`);
        expect(init.statusCode).toBe(500);
      },
    );
    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'CREATED',
      vendorId: null,
      vendorReference: null,
      details: {},
    });
    const retried = await student.post(`/payments/${payment.id}/initialize?vendor=sandbox`);
    expect(retried.json()).toMatchObject({ payment: { status: 'PENDING', vendorId: 'sandbox' } });
  });
});
