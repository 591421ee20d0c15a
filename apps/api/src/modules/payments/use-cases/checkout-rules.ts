/** What the checkout's use cases share: the statuses a payer may pay from, and the web app's origin. */
import type { PaymentRow } from '../../../db/schema/index.js';
import { AppError } from '../../../errors/app-error.js';
import type { CheckoutDeps } from '../checkout.service.js';

/** Statuses a payer may still pay from. */
export const PAYABLE = new Set<PaymentRow['status']>(['CREATED', 'PENDING']);

export const notPayable = (status: PaymentRow['status']) =>
  new AppError('PAYMENT_NOT_PAYABLE', `Un pago ${status} ya no se puede pagar`);

/** The web app's origin (the first of the configured ones): checkout links and the vendors' return addresses. */
export const webOriginOf = (deps: Pick<CheckoutDeps, 'webOrigin'>) =>
  deps.webOrigin.split(',')[0]!.trim().replace(/\/$/, '');
