/**
 * The periods a payment paid as one Spanish phrase, from the API's `paidPeriods` (the
 * ledger's net allocations, never recomputed here from amounts): "Pago inicial", "Cuota 1",
 * "Cuotas 2 y 3", "Cuota 2 y parte de la 3", "Parte de la cuota 4"; and how it was paid
 * (the method of money staff recorded by hand, else the vendor).
 */
import { format, type Messages } from '../../i18n';

export type PaidPeriod = { number: number; downPayment: boolean; whole: boolean };

type Texts = Messages['payments']['paidPeriods'];

/** "a", "a y b", "a, b y c". */
function listOf(items: readonly string[], texts: Texts): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(texts.separator)}${texts.and}${items.at(-1)}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Runs of whole instalments become "cuota 2" or "cuotas 2, 3 y 4"; a part of one follows as
 * "parte de la 5" right after whole ones, else "parte de la cuota 5"; the down payment is
 * named as such, whole or in part.
 */
export function paidPeriodsPhrase(periods: readonly PaidPeriod[], texts: Texts): string {
  const sorted = [...periods].sort((a, b) => a.number - b.number);
  const parts: string[] = [];
  let wholeRun: number[] = [];
  const closeRun = () => {
    if (wholeRun.length === 1) parts.push(format(texts.period, { number: wholeRun[0]! }));
    if (wholeRun.length > 1)
      parts.push(format(texts.periods, { numbers: listOf(wholeRun.map(String), texts) }));
    const closed = wholeRun.length > 0;
    wholeRun = [];
    return closed;
  };
  for (const period of sorted) {
    if (period.downPayment) {
      closeRun();
      parts.push(period.whole ? texts.downPayment : texts.partOfDownPayment);
    } else if (period.whole) {
      wholeRun.push(period.number);
    } else {
      const afterWhole = closeRun();
      parts.push(format(afterWhole ? texts.partOfNext : texts.partOf, { number: period.number }));
    }
  }
  closeRun();
  return parts.length ? capitalised(listOf(parts, texts)) : texts.none;
}

/**
 * How a payment was paid, as the lists show it: the method of money staff recorded by hand
 * ("Transferencia"), else its vendor, else a dash.
 */
export function paymentMeansText(
  payment: {
    vendorId: keyof Messages['payments']['vendor'] | null;
    method: keyof Messages['payments']['method'] | null;
  },
  messages: Messages['payments'],
): string {
  if (payment.method) return messages.method[payment.method];
  return payment.vendorId ? messages.vendor[payment.vendorId] : '—';
}
