/**
 * The rules about payments (DESIGN.md sections 3 and 4; docs/domain/payments.md): what a
 * checkout payment pays (the enrollment's next owed periods) or a staff payment's free
 * amount, who sees which payment, the vendors a payment may use, the staff's status changes
 * (through the one money rule, payment-status.ts), attaching payments to an enrollment, and
 * the USD→ARS exchange rate. Each use case lives in `use-cases/`; this factory wires them
 * with their dependencies into the one service the routes call.
 */
import type { PaymentVendors } from '../../adapters/payments/index.js';
import type { CsvExports } from '../../core/csv/csv-file.js';
import type { Executor } from '../../db/database.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import type { Clock } from '../../time/clock.js';
import type { EnrollmentsService } from '../enrollments/index.js';
import type { Idempotent } from './idempotency.js';
import { createPaymentAccess } from './payment-access.js';
import type { ApplyPaymentStatus, MoneyRepositories } from './payment-status.js';
import type { PaymentsRepository } from './payments.repository.js';
import type { RefundsService } from './refunds.service.js';
import { createPaymentChanges } from './use-cases/change-payment.js';
import { createPaymentCreation } from './use-cases/create-payment.js';
import { createExchangeRates } from './use-cases/exchange-rates.js';
import { createPaymentDrafts } from './use-cases/payment-drafts.js';
import { createPaymentReads } from './use-cases/read-payments.js';

export type PaymentsDeps = {
  payments: PaymentsRepository;
  /** The pool: what payments read of enrollments and users (their modules' functions). */
  db: Executor;
  /**
   * One transaction per change of several tables: createPayment (under the enrollment's lock:
   * one open payment per period), updatePayment, createReferredEnrollment.
   */
  unitOfWork: UnitOfWork<MoneyRepositories>;
  enrolReferredIn: EnrollmentsService['enrolReferredIn'];
  applyPaymentStatus: ApplyPaymentStatus;
  /** A vendor payment's refund goes through its vendor; its refunds show in its details. */
  refunds: Pick<RefundsService, 'request' | 'of'>;
  idempotent: Idempotent;
  vendors: PaymentVendors;
  linkTtlDays: number;
  clock: Clock;
  /** The list's CSV export (in the academy's zone). */
  csv: CsvExports;
};

export function createPaymentsService(deps: PaymentsDeps) {
  const access = createPaymentAccess(deps.payments);
  const { visible: _, ...checks } = access;
  return {
    ...createPaymentCreation(deps, createPaymentDrafts(deps)),
    ...createPaymentReads(deps, access),
    ...checks,
    ...createPaymentChanges(deps),
    ...createExchangeRates(deps),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
