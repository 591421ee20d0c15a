/**
 * The display currency as screens that show prices use it: which currency the person chose
 * (null while it is the initial 'EU', i.e. not chosen yet), a way to change it, and a price
 * written in it with `formatAmount` (falling back to the price's first amount while nothing is
 * chosen or the price has none in that currency).
 */
import type { CurrencyCode } from '@catedra/contract';
import type { MoneyAmount } from '@catedra/contract/browser';
import { useCallback } from 'react';
import { formatAmount } from '../../lib/formats';
import { chosenCurrency, pickDisplayedAmount } from './currency';
import { useSession } from './session-context';

export type DisplayCurrencyApi = {
  /** ARS or USD once chosen (by geolocation or the person), null before. */
  currency: CurrencyCode | null;
  setCurrency: (currency: CurrencyCode) => void;
  /** A price given per currency, written in the display currency (`$ 1.234,56`), or '—'. */
  formatPrice: (amounts: Partial<Record<CurrencyCode, MoneyAmount>>) => string;
};

export function useDisplayCurrency(): DisplayCurrencyApi {
  const { userCurrency, setUserCurrency } = useSession();
  const formatPrice = useCallback(
    (amounts: Partial<Record<CurrencyCode, MoneyAmount>>) => {
      const picked = pickDisplayedAmount(amounts, userCurrency);
      return picked ? formatAmount(picked.amount, picked.currency) : formatAmount(null, 'ARS');
    },
    [userCurrency],
  );
  return { currency: chosenCurrency(userCurrency), setCurrency: setUserCurrency, formatPrice };
}
