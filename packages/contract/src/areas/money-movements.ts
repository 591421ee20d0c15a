/**
 * Money movements: every income, refund, chargeback, fee and adjustment, signed, per
 * currency (specification section 7, "Money movements"; DESIGN.md section 4, "Payments and
 * money"). Approved, refunded and charged-back payments write them.
 */
import Type from 'typebox';
import { MONEY_MOVEMENT_TYPES } from '../core/enumerations.js';
import { defineOperation } from '../core/operation.js';
import { Currency, DateTime, Money, Page, PagedQuery, Timestamps, Uuid } from '../core/schemas.js';
import { SCOPE_GROUPS } from '../core/scopes.js';
import { PaymentVendorId } from './payments.js';

const tag = 'Money movements';

export const MoneyMovementType = Type.Enum(MONEY_MOVEMENT_TYPES);

export const MoneyMovement = Type.Object({
  id: Uuid,
  type: MoneyMovementType,
  /** The vendor, or `manual`. */
  source: PaymentVendorId,
  currency: Currency,
  /** Signed: negative for refunds, chargebacks and fees. */
  amount: Money,
  occurredAt: DateTime,
  /** Settled by the vendor / reconciled. */
  executed: Type.Boolean(),
  paymentId: Type.Union([Uuid, Type.Null()]),
  description: Type.String(),
  ...Timestamps,
});

/** The money movements list's filters: the list, its totals (reports.ts) and its export take the same ones. */
export const moneyMovementFilters = {
  type: Type.Optional(MoneyMovementType),
  source: Type.Optional(PaymentVendorId),
  currency: Type.Optional(Currency),
  from: Type.Optional(DateTime),
  to: Type.Optional(DateTime),
  executed: Type.Optional(Type.Boolean()),
};
/** The money movements list's sort fields: the list and its export sort alike. */
export const moneyMovementSortFields = ['occurredAt', 'amount', 'createdAt'] as const;
export const moneyMovementReaders = {
  kind: 'scopes',
  scopes: [...SCOPE_GROUPS.commercialAdmin, 'MANAGER'],
} as const;

export const moneyMovementsOperations = {
  findAllMoneyMovements: defineOperation({
    operationId: 'findAllMoneyMovements',
    method: 'GET',
    path: '/money-movements',
    tag,
    summary: 'List money movements',
    query: PagedQuery(moneyMovementFilters, moneyMovementSortFields),
    response: Page(MoneyMovement),
    access: moneyMovementReaders,
  }),
} as const;
