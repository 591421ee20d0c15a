/** The USD→ARS exchange rate staff set (DESIGN.md section 4): the current one, setting it, its history. */
import type { ExchangeRateCreation } from '@catedra/contract';
import type { Static } from 'typebox';
import type { Person } from '../../../core/actor.js';
import { type PageQuery, pageOf, toPageRequest } from '../../../core/pagination.js';
import type { Executor } from '../../../db/database.js';
import type { ExchangeRateRow } from '../../../db/schema/index.js';
import { AppError } from '../../../errors/app-error.js';
import { canonicalRate } from '../exchange.js';
import { createPaymentsRepository, type PaymentsRepository } from '../payments.repository.js';
import type { PaymentsDeps } from '../payments.service.js';

function toExchangeRateDto(row: ExchangeRateRow) {
  return {
    id: row.id,
    from: 'USD' as const,
    to: 'ARS' as const,
    rate: row.rate,
    setBy: row.setBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The current rate; 409 EXCHANGE_RATE_MISSING before staff set one. */
export async function requireRate(payments: PaymentsRepository) {
  const rate = await payments.currentExchangeRate();
  if (!rate) throw new AppError('EXCHANGE_RATE_MISSING', 'Todavía no se cargó el tipo de cambio');
  return rate;
}

/** The USD→ARS rate in force just before `before` (the newest set before it), for a report as of a date; none before any was set. */
export async function exchangeRateBefore(db: Executor, before: Date): Promise<string | null> {
  return (await createPaymentsRepository(db).currentExchangeRate(before))?.rate ?? null;
}

export function createExchangeRates(deps: Pick<PaymentsDeps, 'payments' | 'clock'>) {
  const { payments, clock } = deps;
  return {
    async currentExchangeRate() {
      return toExchangeRateDto(await requireRate(payments));
    },

    async setExchangeRate(person: Person, body: Static<typeof ExchangeRateCreation>) {
      if (/^0*(\.0*)?$/.test(body.rate)) {
        throw new AppError('VALIDATION_FAILED', 'Datos inválidos: body.rate debe ser mayor que cero', [
          { path: 'body.rate', message: 'debe ser mayor que cero', code: 'exclusiveMinimum' },
        ]);
      }
      return toExchangeRateDto(
        await payments.insertExchangeRate(canonicalRate(body.rate), person.userId, clock.now()),
      );
    },

    async exchangeRateHistory(query: PageQuery) {
      const page = toPageRequest(query);
      const { rows, total } = await payments.exchangeRatePage(page);
      return pageOf(
        rows.map(({ rate, setByName }) => ({ ...toExchangeRateDto(rate), setByName })),
        total,
        page,
      );
    },
  };
}
