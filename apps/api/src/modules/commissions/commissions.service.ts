/**
 * Sellers' commissions (docs/domain/calls-and-commissions.md): rates SELLER_ADMIN sets (each a
 * new row: the history), the lines the payments' transactions write (commission-lines.ts),
 * payouts, and each seller's figures for a date range (academy time zone) and a currency.
 * SELLER and SELLER_EXTERNAL read only their own; SELLER_ADMIN (SU, MANAGER_ADMIN) and
 * MANAGER every seller's.
 */
import {
  addDays,
  type CommissionPayoutCreation,
  type CommissionRateCreation,
  compareMoney,
  LEAD_STATUSES,
  type MoneyCurrency,
  SCOPE_GROUPS,
  type Scope,
  subtractMoney,
  zonedDateTimeToInstant,
} from '@catedra/contract';
import type { Static } from 'typebox';
import type { Caller } from '../../core/actor.js';
import { type PageQuery, pageOf, toPageRequest } from '../../core/pagination.js';
import type { Executor } from '../../db/database.js';
import type { CommissionLineRow, CommissionRateRow } from '../../db/schema/index.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../time/clock.js';
import { hasAnyScope } from '../courses/index.js';
import { referredEnrollmentCounts } from '../enrollments/index.js';
import { leadCountsBySeller } from '../leads/index.js';
import { collectedOnReferrals } from '../money-movements/index.js';
import { findSellers, type PersonView, peopleOf, personOf } from '../users/index.js';
import type { CommissionsRepository } from './commissions.repository.js';

const READERS_OF_ALL: readonly Scope[] = [...SCOPE_GROUPS.salesAdmin, 'MANAGER'];

export type CommissionsDeps = {
  db: Executor;
  commissions: CommissionsRepository;
  unitOfWork: UnitOfWork<{ executor: Executor; commissions: CommissionsRepository }>;
  clock: Clock;
  academyTimeZone: string;
};

type FiguresQuery = { from: string; to: string; currency: MoneyCurrency };

const toRateDto = (row: CommissionRateRow) => ({
  id: row.id,
  sellerId: row.sellerId,
  ratePercent: row.ratePercent,
  effectiveFrom: row.effectiveFrom.toISOString(),
  setBy: row.setBy,
  createdAt: row.createdAt.toISOString(),
});

export const toCommissionLineDto = (row: CommissionLineRow) => ({
  id: row.id,
  sellerId: row.sellerId,
  kind: row.kind,
  currency: row.currency,
  amount: row.amount,
  ratePercent: row.ratePercent,
  base: row.base,
  paymentId: row.paymentId,
  enrollmentId: row.enrollmentId,
  note: row.note,
  occurredAt: row.occurredAt.toISOString(),
  createdBy: row.createdBy,
});

const noLeads = () =>
  Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<
    (typeof LEAD_STATUSES)[number],
    number
  >;

const unknownSeller = () =>
  AppError.invalidField('USER_UNKNOWN', 'body.sellerId', 'no es un usuario existente');

export function createCommissionsService(deps: CommissionsDeps) {
  const { db, commissions, unitOfWork, clock, academyTimeZone } = deps;

  const seesAll = (caller: Caller) => hasAnyScope(caller, READERS_OF_ALL);
  /**
   * A seller reads only his own: another's is "not found" (the guard lets anyone signed in
   * reach an operation with an owner rule; one who never sold has no lines of his own).
   */
  function assertReads(caller: Caller, sellerId: string) {
    if (!seesAll(caller) && sellerId !== caller.userId) throw AppError.notFound('El vendedor');
  }

  /** [start of `from`, start of the day after `to`) in the academy's zone. */
  const rangeOf = (from: string, to: string) => ({
    start: zonedDateTimeToInstant(from, '00:00', academyTimeZone),
    end: zonedDateTimeToInstant(addDays(to, 1), '00:00', academyTimeZone),
  });

  async function figuresOf(sellers: PersonView[], query: FiguresQuery) {
    const ids = sellers.map((seller) => seller.id);
    const { start, end } = rangeOf(query.from, query.to);
    const now = clock.now();
    const [counts, leadCounts, collected, lines, rates] = await Promise.all([
      referredEnrollmentCounts(db, ids, start, end),
      leadCountsBySeller(db, { from: start, until: end }),
      collectedOnReferrals(db, ids, query.currency, start, end),
      commissions.figures(ids, query.currency, start, end, now),
      commissions.ratesAt(ids, now),
    ]);
    const leadsOf = new Map(leadCounts.map((row) => [row.sellerId, row]));
    return sellers.map((seller) => {
      const sums = lines.get(seller.id);
      const leads = leadsOf.get(seller.id);
      return {
        sellerId: seller.id,
        sellerName: seller.name,
        from: query.from,
        to: query.to,
        currency: query.currency,
        ratePercent: rates.get(seller.id) ?? null,
        enrollmentsReferred: counts.get(seller.id) ?? 0,
        leads: leads
          ? { byStatus: leads.byStatus, total: leads.total, conversionRate: leads.conversionRate }
          : { byStatus: noLeads(), total: 0, conversionRate: 0 },
        collected: collected.get(seller.id) ?? '0.00',
        accrued: sums?.accrued ?? '0.00',
        clawedBack: sums?.clawedBack ?? '0.00',
        paid: sums?.paid ?? '0.00',
        balance: sums?.balance ?? '0.00',
      };
    });
  }

  return {
    async findSellerFigures(caller: Caller, sellerId: string, query: FiguresQuery) {
      assertReads(caller, sellerId);
      const seller = await personOf(db, sellerId);
      if (!seller) throw AppError.notFound('El vendedor');
      const [figures] = await figuresOf([seller], query);
      return figures!;
    },

    /**
     * Every active seller's figures. Sellers are few (an academy's sales team): all are read and
     * computed in a handful of grouped queries, then sorted and paged here.
     */
    async findAllSellerFigures(query: FiguresQuery & PageQuery) {
      const page = toPageRequest(query);
      const all = await figuresOf(await findSellers(db), query);
      const [sort] = page.sort;
      if (sort && sort.field !== 'sellerName') {
        const field = sort.field as 'collected' | 'balance';
        all.sort((a, b) => compareMoney(a[field], b[field]) * (sort.direction === 'desc' ? -1 : 1));
      } else if (sort?.direction === 'desc') {
        all.reverse();
      }
      return pageOf(all.slice(page.offset, page.offset + page.size), all.length, page);
    },

    async findRates(caller: Caller, sellerId: string, query: PageQuery) {
      assertReads(caller, sellerId);
      const page = toPageRequest(query);
      const { rows, total } = await commissions.ratesPage(sellerId, page);
      return pageOf(rows.map(toRateDto), total, page);
    },

    async setRate(caller: Caller, sellerId: string, input: Static<typeof CommissionRateCreation>) {
      if (!(await personOf(db, sellerId))) throw AppError.notFound('El vendedor');
      const now = clock.now();
      const row = await commissions.insertRate({
        sellerId,
        ratePercent: input.ratePercent,
        effectiveFrom: input.effectiveFrom ? new Date(input.effectiveFrom) : now,
        setBy: caller.userId,
        createdAt: now,
      });
      return toRateDto(row);
    },

    async findLines(
      caller: Caller,
      query: PageQuery & {
        sellerId?: string;
        currency?: MoneyCurrency;
        kind?: CommissionLineRow['kind'];
        paymentId?: string;
        fromDate?: string;
        toDate?: string;
      },
    ) {
      const page = toPageRequest(query);
      if (!seesAll(caller) && query.sellerId && query.sellerId !== caller.userId) return pageOf([], 0, page);
      const range =
        query.fromDate || query.toDate
          ? rangeOf(query.fromDate ?? '1970-01-01', query.toDate ?? '9998-12-31')
          : undefined;
      const { rows, total } = await commissions.linesPage(
        {
          sellerId: seesAll(caller) ? query.sellerId : caller.userId,
          currency: query.currency,
          kind: query.kind,
          paymentId: query.paymentId,
          from: query.fromDate ? range?.start : undefined,
          to: query.toDate ? range?.end : undefined,
        },
        page,
      );
      return pageOf(rows.map(toCommissionLineDto), total, page);
    },

    /**
     * A payout: the seller's account row locked first, so concurrent payouts run one after the
     * other and each sees the balance the other left; more than the balance is refused.
     */
    async payout(caller: Caller, input: Static<typeof CommissionPayoutCreation>) {
      const row = await unitOfWork.run(async ({ executor, commissions: repo }) => {
        const [seller] = await peopleOf(executor, [input.sellerId]);
        if (!seller) throw unknownSeller();
        const now = clock.now();
        await repo.lockAccount(input.sellerId, input.currency, now);
        const balance = await repo.balance(input.sellerId, input.currency);
        if (compareMoney(input.amount, balance) > 0) {
          const message = `supera el saldo de comisiones (${balance} ${input.currency})`;
          throw new AppError('COMMISSION_PAYOUT_EXCEEDS_BALANCE', `El pago ${message}`, [
            { path: 'body.amount', message, code: 'COMMISSION_PAYOUT_EXCEEDS_BALANCE' },
          ]);
        }
        return repo.insertLine({
          sellerId: input.sellerId,
          kind: 'PAYOUT',
          currency: input.currency,
          amount: subtractMoney('0.00', input.amount),
          note: input.note ?? null,
          occurredAt: now,
          createdBy: caller.userId,
          createdAt: now,
        });
      });
      return toCommissionLineDto(row!);
    },
  };
}

export type CommissionsService = ReturnType<typeof createCommissionsService>;
