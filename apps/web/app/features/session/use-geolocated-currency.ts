/**
 * The display currency: 'EU' until the geolocation lookup answers, then ARS or USD
 * (specification section 4, "Currency"). A failed lookup is ignored (section 8). The user
 * may change it at any time; a late geolocation answer never overrides that choice, and the
 * choice is kept in local storage (`userCurrency`) so a reload shows it again. The stored
 * choice is read after hydration: the server renders the initial 'EU', as the browser's first
 * render must.
 */
import type { CurrencyCode } from '@catedra/contract';
import { useCallback, useEffect, useState } from 'react';
import {
  CURRENCY_STORAGE_KEY,
  currencyFromGeo,
  DEFAULT_DISPLAY_CURRENCY,
  type DisplayCurrency,
  type GeoData,
  isCurrencyCode,
} from './currency';

function readStoredCurrency(): CurrencyCode | null {
  try {
    const stored = window.localStorage.getItem(CURRENCY_STORAGE_KEY);
    return isCurrencyCode(stored) ? stored : null;
  } catch {
    return null; // Storage blocked (privacy settings): the choice lasts this visit only.
  }
}

function storeCurrency(currency: DisplayCurrency): void {
  try {
    if (isCurrencyCode(currency)) window.localStorage.setItem(CURRENCY_STORAGE_KEY, currency);
  } catch {
    // Storage blocked: nothing to keep it in.
  }
}

export function useGeolocatedCurrency(geolocationUrl: string) {
  const [userCurrency, setCurrencyState] = useState<DisplayCurrency>(DEFAULT_DISPLAY_CURRENCY);
  const [geoData, setGeoData] = useState<GeoData | null>(null);

  // Before the lookup below can answer: a stored choice wins over geolocation.
  useEffect(() => {
    const stored = readStoredCurrency();
    if (stored) setCurrencyState(stored);
  }, []);

  const setUserCurrency = useCallback((currency: DisplayCurrency) => {
    storeCurrency(currency);
    setCurrencyState(currency);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    (async () => {
      const response = await fetch(geolocationUrl, {
        signal: controller.signal,
        headers: { Accept: 'application/json' },
      });
      if (!response.ok) return;
      const geo: unknown = await response.json();
      const currency = currencyFromGeo(geo);
      if (!currency || controller.signal.aborted) return;
      setGeoData(geo as GeoData);
      setCurrencyState((current) => (current === DEFAULT_DISPLAY_CURRENCY ? currency : current));
    })().catch(() => {
      // Geolocation failures are ignored: the currency keeps its default.
    });
    return () => controller.abort();
  }, [geolocationUrl]);

  return { userCurrency, setUserCurrency, geoData };
}
