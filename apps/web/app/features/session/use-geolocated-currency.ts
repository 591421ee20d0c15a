/**
 * The display currency: 'EU' until the geolocation lookup answers, then ARS or USD
 * (specification section 4, "Currency"). A failed lookup is ignored (section 8). The user
 * may change it at any time; a late geolocation answer never overrides that choice.
 */
import { useEffect, useState } from 'react';
import { currencyFromGeo, DEFAULT_DISPLAY_CURRENCY, type DisplayCurrency, type GeoData } from './currency';

export function useGeolocatedCurrency(geolocationUrl: string) {
  const [userCurrency, setUserCurrency] = useState<DisplayCurrency>(DEFAULT_DISPLAY_CURRENCY);
  const [geoData, setGeoData] = useState<GeoData | null>(null);

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
      setUserCurrency((current) => (current === DEFAULT_DISPLAY_CURRENCY ? currency : current));
    })().catch(() => {
      // Geolocation failures are ignored: the currency keeps its default.
    });
    return () => controller.abort();
  }, [geolocationUrl]);

  return { userCurrency, setUserCurrency, geoData };
}
