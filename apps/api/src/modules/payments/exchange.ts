/**
 * Converting an amount between ARS and USD at the USD→ARS rate staff set (ARS per USD,
 * up to 6 decimals): exact integer arithmetic, rounded half up to the cent (decision 0006).
 */
import { fromCents, type MoneyAmount, type MoneyCurrency, multiplyMoney, toCents } from '@catedra/contract';

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

/** A rate as staff typed it, in its canonical form ("1250.5" → "1250.500000"). */
export function canonicalRate(rate: string): string {
  const micros = rateMicros(rate);
  return `${micros / RATE_SCALE}.${(micros % RATE_SCALE).toString().padStart(6, '0')}`;
}
