/**
 * Decimals as people type them (es-AR "1.250,50" or plain "1250.50") read into what the API
 * takes: a plain decimal, an amount of two places or an exchange rate of up to six, and back.
 * One reading for every field that takes money or a rate.
 */
import { type MoneyAmount, MoneyError, parseMoney, toCents } from '@catedra/contract/browser';

/**
 * An amount as typed: "125000", "125000.5", "125.000,50" or "125.000" (es-AR: dots between
 * thousands, decimal comma) → "125000.50" / "125000.00". Null when it is not an amount of at
 * most two decimals, or not above zero: every amount typed (a plan's price, a tier's, a refund)
 * is charged or paid, which the API refuses at 0.00 (the contract's PositiveMoney).
 */
export function amountFromInput(text: string): MoneyAmount | null {
  const plain = plainDecimalOf(text);
  if (!plain) return null;
  try {
    const amount = parseMoney(plain);
    return toCents(amount) > 0n ? amount : null;
  } catch (error) {
    if (error instanceof MoneyError) return null;
    throw error;
  }
}

const RATE = /^\d{1,12}(\.\d{1,6})?$/;

/**
 * An exchange rate as typed, read as an amount is ("1.150,50", "1150,50" or "1150.50" →
 * "1150.50"), with up to six decimals. Null when it is not a rate above zero.
 */
export function rateFromInput(text: string): string | null {
  const plain = plainDecimalOf(text);
  // Above zero when any digit is: no float in between.
  return RATE.test(plain) && /[1-9]/.test(plain) ? plain : null;
}

/**
 * A decimal as typed, es-AR or plain, as the API writes it: "1.250,50" → "1250.50",
 * "1250,5" → "1250.5", "1250.50" → "1250.50", "10.000" → "10000". Spaces are ignored; an empty
 * text gives "". Whether what remains is a valid number is the caller's rule.
 */
export function plainDecimalOf(text: string): string {
  const compact = text.replace(/\s/g, '');
  // A comma is the decimal mark; without one, dots grouping thousands ("10.000") are still es-AR.
  const thousands = compact.includes(',') || /^\d{1,3}(\.\d{3})+$/.test(compact);
  return thousands ? compact.replace(/\./g, '').replace(',', '.') : compact;
}

/** An API amount as the form shows it for editing: "125000.50" → "125000,50". */
export const amountToInput = (amount: string | null) => (amount ? amount.replace('.', ',') : '');
