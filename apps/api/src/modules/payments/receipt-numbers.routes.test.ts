/**
 * Issue 17 item 5: receipt numbers are unique and sequential. Each approval takes the next
 * number of one counter row, locked in the approval's transaction: concurrent approvals get
 * distinct numbers, a rolled-back approval gives its number back (no gap), and the number is
 * on the payment's answer and on its receipt (file name and PDF).
 */
import { eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentScenarios } from '../../../test/factories/payments.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import { useTestApp } from '../../../test/setup/test-app.js';
import { payments } from '../../db/schema/index.js';

const clock = testClock('2026-03-10T15:00:00Z');
const t = useTestApp({ tokenTtlSeconds: 365 * 86_400 }, { clock });
const { enrolled, createPayment, setStatus } = paymentScenarios(t, clock);

/** Every receipt number given so far is one of 1..N, each once (the test files share one database). */
async function expectGapFree() {
  const [figures] = (
    await t.database.db.execute<{ numbered: number; distinct_numbers: number; highest: number | null }>(sql`
      select count(*)::int as numbered, count(distinct receipt_number)::int as distinct_numbers,
             max(receipt_number) as highest
      from payments where receipt_number is not null`)
  ).rows;
  expect(figures!.distinct_numbers).toBe(figures!.numbered);
  expect(figures!.highest).toBe(figures!.numbered);
}

describe('receipt numbers', () => {
  it('gives each approval its own next number, concurrent approvals included', async () => {
    const { admin, student } = await enrolled();
    const created = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        createPayment(admin.headers, { userId: student.user.id, amount: `${10 + index}.00` }),
      ),
    );
    const ids = created.map((answer) => answer.json().id as string);
    expect(created.every((answer) => answer.json().receiptNumber === null)).toBe(true);
    const approved = await Promise.all(ids.map((id) => setStatus(admin.headers, id, 'APPROVED')));
    expect(approved.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    const numbers = approved.map((answer) => answer.json().receiptNumber as number);
    expect(new Set(numbers).size).toBe(8);
    expect(numbers.every((number) => Number.isInteger(number) && number >= 1)).toBe(true);

    // A repeated approval or a partial refund keeps the number.
    const again = await setStatus(admin.headers, ids[0]!, 'APPROVED');
    expect(again.json().receiptNumber).toBe(numbers[0]);
    const refunded = await setStatus(admin.headers, ids[0]!, 'REFUNDED', { amount: '1.00' });
    expect(refunded.json().receiptNumber).toBe(numbers[0]);
    const read = await student.get(`/payments/${ids[1]}`);
    expect(read.json().receiptNumber).toBe(numbers[1]);
    await expectGapFree();
  });

  it('two payments never print the same number', async () => {
    const { admin, student, enrollmentId } = await enrolled();
    const first = (await createPayment(student.headers, { enrollmentId, periodNumbers: [1] })).json();
    const second = (await createPayment(student.headers, { enrollmentId, periodNumbers: [2] })).json();
    const numbers: number[] = [];
    const files: string[] = [];
    for (const payment of [first, second]) {
      numbers.push((await setStatus(admin.headers, payment.id, 'APPROVED')).json().receiptNumber);
      const receipt = await student.get(`/payments/${payment.id}/receipt`);
      expect(receipt.statusCode).toBe(200);
      files.push(receipt.headers['content-disposition'] as string);
      // Printed on the PDF too (its document title, kept uncompressed in the file's info).
      const printed = `Comprobante de pago ${String(numbers.at(-1)).padStart(8, '0')}`;
      expect(receipt.rawPayload.toString('latin1')).toContain(printed);
    }
    expect(numbers[1]).toBeGreaterThan(numbers[0]!);
    expect(files).toEqual(
      numbers.map((number) => `attachment; filename="comprobante-${String(number).padStart(8, '0')}.pdf"`),
    );
    expect(new Set(files).size).toBe(2);
  });

  it('gives back the number of an approval that failed half-way: no gap', async () => {
    const { admin, student } = await enrolled();
    const payment = (await createPayment(admin.headers, { userId: student.user.id, amount: '5.00' })).json();
    const trigger = `fail_${payment.id.replace(/-/g, '')}`;
    await t.database.db.execute(
      sql.raw(`create function ${trigger}() returns trigger language plpgsql as $$
        begin if new.payment_id = '${payment.id}' then raise exception 'disk full'; end if; return new; end $$;
        create trigger ${trigger} after insert on payment_status_changes for each row execute function ${trigger}();`),
    );
    try {
      expect((await setStatus(admin.headers, payment.id, 'APPROVED')).statusCode).toBe(500);
    } finally {
      await t.database.db.execute(
        sql.raw(`drop trigger ${trigger} on payment_status_changes; drop function ${trigger}();`),
      );
    }
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ status: 'CREATED', receiptNumber: null });
    await expectGapFree();
    const approved = await setStatus(admin.headers, payment.id, 'APPROVED');
    expect(approved.json().receiptNumber).toBeGreaterThanOrEqual(1);
    await expectGapFree();
    const numbered = await t.database.db
      .select({ number: payments.receiptNumber })
      .from(payments)
      .where(isNotNull(payments.receiptNumber));
    expect(numbered.length).toBeGreaterThanOrEqual(1);
  });
});
