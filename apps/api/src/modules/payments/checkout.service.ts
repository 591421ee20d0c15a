/**
 * Paying a payment with a vendor (issue 11): initialising it (staff, its owner, or anybody
 * holding its payment link), re-checking it with the vendor, capturing a PayPal order, and
 * the public checkout behind a link token. Every status change goes through the one money
 * rule (`applyPaymentStatus`); the vendor's word is always fetched, never taken from the
 * payer's browser. Each use case lives in `use-cases/`; this factory wires them.
 */
import type { PaymentVendors } from '../../adapters/payments/index.js';
import type { Executor } from '../../db/database.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import type { Clock } from '../../time/clock.js';
import type { Idempotent } from './idempotency.js';
import type { ApplyPaymentStatus, MoneyRepositories } from './payment-status.js';
import type { PaymentsRepository } from './payments.repository.js';
import type { RefundsService } from './refunds.service.js';
import { createPaymentCheck } from './use-cases/check-payment.js';
import { createCheckoutView } from './use-cases/checkout-view.js';
import { createPaymentLinks } from './use-cases/payment-links.js';
import { createCheckoutStart } from './use-cases/start-checkout.js';

export type CheckoutDeps = {
  payments: PaymentsRepository;
  /** The pool: what the checkout reads of the payment's enrollment and payer (their modules' functions). */
  db: Executor;
  applyPaymentStatus: ApplyPaymentStatus;
  /** What a vendor read reports of refunds: settled once each (refunds.service.ts). */
  refunds: Pick<RefundsService, 'reconcile' | 'confirmPending'>;
  /** The checkout's start: what it records of the vendor's checkout and the status change, together. */
  unitOfWork: UnitOfWork<MoneyRepositories>;
  idempotent: Idempotent;
  vendors: PaymentVendors;
  /** The web app's origin: checkout links and the vendors' return addresses. */
  webOrigin: string;
  /** The API's public address: where vendors POST their notifications. */
  notificationBaseUrl: string;
  linkTtlDays: number;
  clock: Clock;
  log: { warn(object: object, message: string): void };
};

export function createCheckoutService(deps: CheckoutDeps) {
  return {
    ...createPaymentLinks(deps),
    ...createCheckoutStart(deps),
    ...createPaymentCheck(deps),
    ...createCheckoutView(deps),
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
