/**
 * The pieces the ledger's property tests share (modules/accounting/rollups.db.test.ts,
 * modules/enrollments/enrollment-rollups.db.test.ts): steps that are a write, time passing or a
 * concurrent batch of writes; the refund and chargeback writes; and running a step.
 */
import { fromCents } from '@catedra/contract';
import fc from 'fast-check';
import { AppError } from '../../src/errors/app-error.js';
import type { TestClock } from '../fakes/test-clock.js';
import type { dependenciesOf } from './test-app.js';

export type Refund = { kind: 'refund'; pick: number; cents: number | null };
export type Chargeback = { kind: 'chargeback'; pick: number };
export type Step<W> = W | { kind: 'wait'; hours: number } | { kind: 'batch'; writes: W[] };

export const refund = (maxCents: number): fc.Arbitrary<Refund> =>
  fc.record({
    kind: fc.constant('refund' as const),
    pick: fc.nat(),
    cents: fc.option(fc.integer({ min: 1, max: maxCents }), { nil: null }),
  });

export const chargeback: fc.Arbitrary<Chargeback> = fc.record({
  kind: fc.constant('chargeback' as const),
  pick: fc.nat(),
});

/** A write (weight 4), time passing up to `maxHours` (2) or two to four writes at once (1). */
export function stepOf<W>(write: fc.Arbitrary<W>, maxHours: number): fc.Arbitrary<Step<W>> {
  return fc.oneof(
    { arbitrary: write, weight: 4 },
    {
      arbitrary: fc.record({
        kind: fc.constant('wait' as const),
        hours: fc.integer({ min: 1, max: maxHours }),
      }),
      weight: 2,
    },
    {
      arbitrary: fc.record({
        kind: fc.constant('batch' as const),
        writes: fc.array(write, { minLength: 2, maxLength: 4 }),
      }),
      weight: 1,
    },
  );
}

/** A write the rules refuse (a refund of more than is left, a terminal status) changes nothing; any other error fails. */
export function refused(error: unknown) {
  if (!(error instanceof AppError)) throw error;
}

/** Runs one step: time passes on `clock`, a batch's writes run at once, a write runs; refusals are fine. */
export async function runStep<W extends { kind: string }>(
  step: Step<W>,
  clock: TestClock,
  apply: (write: W) => Promise<void>,
) {
  if (isWait(step)) clock.advance(step.hours * 3_600_000);
  else if (isBatch(step)) await Promise.all(step.writes.map((one) => apply(one).catch(refused)));
  else await apply(step).catch(refused);
}

const isWait = <W>(step: Step<W>): step is { kind: 'wait'; hours: number } =>
  (step as { kind: string }).kind === 'wait';
const isBatch = <W>(step: Step<W>): step is { kind: 'batch'; writes: W[] } =>
  (step as { kind: string }).kind === 'batch';

type Services = ReturnType<typeof dependenciesOf>['services'];

/** Refunds (part of, or all that is left of) or charges back a payment as staff. */
export async function refundOrChargeBack(
  services: Services,
  staffId: string,
  paymentId: string | undefined,
  change: Refund | Chargeback,
) {
  if (!paymentId) return;
  if (change.kind === 'chargeback') {
    await services.applyPaymentStatus(paymentId, { status: 'CHARGED_BACK', source: 'STAFF', by: staffId });
    return;
  }
  await services.applyPaymentStatus(paymentId, {
    status: 'REFUNDED',
    source: 'STAFF',
    by: staffId,
    ...(change.cents === null ? {} : { refundAmount: fromCents(BigInt(change.cents)) }),
  });
}
