/** How the payments use cases answer a payment and its lines, and what a payment link is. */
import { createHash, randomBytes } from 'node:crypto';
import type { PaymentRow } from '../../db/schema/index.js';
import type { ComponentValues } from './payments.repository.js';

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new payment link: its token (shown once) and what the payment keeps of it (the SHA-256, the expiry). */
export function newLinkOf(now: Date, ttlDays: number) {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    values: {
      linkTokenHash: hashLinkToken(token),
      linkExpiresAt: new Date(now.getTime() + ttlDays * 86_400_000),
    },
  };
}

export function toPaymentDto(row: PaymentRow, linkToken: string | null = null) {
  return {
    id: row.id,
    userId: row.userId,
    enrollmentId: row.enrollmentId,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    vendorId: row.vendorId,
    vendorReference: row.vendorReference,
    segment: row.segment,
    referrerSellerId: row.referrerSellerId,
    description: row.description,
    paidAt: row.paidAt?.toISOString() ?? null,
    linkToken,
    refundedAmount: row.refundedAmount,
    receiptNumber: row.receiptNumber,
    method: row.method ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toComponentDto(row: ComponentValues) {
  return {
    kind: row.kind,
    periodNumber: row.periodNumber ?? null,
    description: row.description,
    amount: row.amount,
    currency: row.currency,
  };
}
