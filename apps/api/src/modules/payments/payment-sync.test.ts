/**
 * The payments-sync job: every 30 minutes, the pending vendor payments of the last 30 days
 * (by the injected clock), of one course when asked, each checked as the job's system actor;
 * a vendor failure is counted and the sync goes on.
 */
import { describe, expect, it } from 'vitest';
import { systemActor } from '../../core/actor.js';
import type { CheckoutService } from './checkout.service.js';
import { createPaymentSync, PAYMENTS_SYNC_DAYS, paymentsSyncJob } from './payment-sync.js';
import type { PaymentsRepository } from './payments.repository.js';

describe('the payments-sync job', () => {
  it('syncs the payments of the last 30 days as the job, counting failures', async () => {
    const scopes: unknown[] = [];
    const checkedBy: unknown[] = [];
    const payments = {
      async findSyncable(scope: unknown, afterId: string | null) {
        scopes.push(scope);
        if (afterId) return [];
        return [
          { id: 'a', enrollmentId: 'e1' },
          { id: 'b', enrollmentId: 'e1' },
          { id: 'c', enrollmentId: 'e2' },
        ];
      },
    } as unknown as PaymentsRepository;
    const checkout = {
      async check(payment: { id: string }, actor: unknown) {
        checkedBy.push(actor);
        if (payment.id === 'b') throw new Error('el proveedor no contestó');
        return payment;
      },
    } as unknown as CheckoutService;
    const job = paymentsSyncJob(createPaymentSync({ payments, checkout, log: { warn: () => {} } }));
    expect(job).toMatchObject({ name: 'payments-sync', schedule: '*/30 * * * *' });
    const now = new Date('2026-05-31T12:00:00Z');
    const actor = systemActor('job:payments-sync');
    const counts = await job.run({
      data: { courseId: 'k1' },
      actor,
      now: () => now,
      progress: async () => {},
    });
    expect(counts).toEqual({ payments: 3, failed: 1, enrollments: 2 });
    expect(scopes[0]).toEqual({
      courseId: 'k1',
      createdSince: new Date(now.getTime() - PAYMENTS_SYNC_DAYS * 86_400_000),
    });
    expect(new Set(checkedBy)).toEqual(new Set([actor]));
  });
});
