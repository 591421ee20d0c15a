/**
 * Converting an amount between ARS and USD at the USD→ARS rate staff set (ARS per USD,
 * up to 6 decimals): exact integer arithmetic, rounded half up to the cent (decision 0006).
 */
import {
  fromCents,
  isZeroMoney,
  type MoneyAmount,
  type MoneyCurrency,
  MoneyError,
  multiplyMoney,
  toCents,
} from '@catedra/contract';
import { AppError } from '../../errors/app-error.js';

const RATE_SCALE = 1_000_000n;

function rateMicros(rate: string): bigint {
  const [whole = '0', fraction = ''] = rate.split('.');
  return BigInt(whole) * RATE_SCALE + BigInt(fraction.padEnd(6, '0').slice(0, 6));
}

/** `amount` in `from` expressed in `to`; USD→ARS multiplies by the rate, ARS→USD divides. */
export function convertMoney(
  amount: MoneyAmount,
  from: MoneyCurrency,
  to: MoneyCurrency,
  rate: string,
): MoneyAmount {
  if (from === to) return amount;
  if (from === 'USD') return multiplyMoney(amount, rate);
  const divisor = rateMicros(rate);
  const scaled = toCents(amount) * RATE_SCALE;
  const quotient = scaled / divisor;
  const remainder = scaled % divisor;
  // Half up, away from zero (amounts here are positive).
  return fromCents(remainder * 2n >= divisor ? quotient + 1n : quotient);
}

/**
 * `amount` in the other currency, for a quote or a vendor's charge. Refused with 422
 * CONVERTED_AMOUNT_OUT_OF_RANGE where the rate makes it 0.00 (nothing could be charged: no
 * zero PayPal order) or larger than an amount can be (a rate of 0.000001 makes 2,000,000 ARS
 * more than numeric(14,2) holds in USD), rather than a zero charge or a 500. Any rate above
 * zero is accepted when set: whether it is usable depends on the amount converted.
 */
export function convertCharge(
  amount: MoneyAmount,
  from: MoneyCurrency,
  to: MoneyCurrency,
  rate: string,
): MoneyAmount {
  try {
    const converted = convertMoney(amount, from, to, rate);
    if (!isZeroMoney(converted)) return converted;
  } catch (error) {
    if (!(error instanceof MoneyError)) throw error;
  }
  throw new AppError(
    'CONVERTED_AMOUNT_OUT_OF_RANGE',
    `${amount} ${from} al tipo de cambio actual (1 USD = ${rate} ARS) quedan en cero o superan el máximo de un monto en ${to}`,
  );
}

/** A rate as staff typed it, in its canonical form ("1250.5" → "1250.500000"). */
export function canonicalRate(rate: string): string {
  const micros = rateMicros(rate);
  return `${micros / RATE_SCALE}.${(micros % RATE_SCALE).toString().padStart(6, '0')}`;
}
