import { describe, expect, it } from 'vitest';
import { chosenCurrency, countryOf, currencyFromGeo, isCurrencyCode, pickDisplayedAmount } from './currency';

describe('currencyFromGeo', () => {
  it('is ARS for Argentina', () => {
    expect(currencyFromGeo({ country_code: 'AR', city: 'Córdoba' })).toBe('ARS');
    expect(currencyFromGeo({ country: 'ar' })).toBe('ARS');
  });

  it('is USD for any other country', () => {
    expect(currencyFromGeo({ country_code: 'UY' })).toBe('USD');
    expect(currencyFromGeo({ country: 'MX' })).toBe('USD');
    expect(currencyFromGeo({ country_code: 'ES' })).toBe('USD');
  });

  it('prefers country_code over country', () => {
    expect(currencyFromGeo({ country_code: 'AR', country: 'Argentina' })).toBe('ARS');
    expect(countryOf({ country_code: 'CL', country: 'AR' })).toBe('CL');
  });

  it('is null when the answer names no country (the display currency stays EU)', () => {
    expect(currencyFromGeo({ error: true, reason: 'RateLimited' })).toBeNull();
    expect(currencyFromGeo({ country: 'Argentina' })).toBeNull();
    expect(currencyFromGeo(null)).toBeNull();
    expect(currencyFromGeo('AR')).toBeNull();
  });
});

describe('chosenCurrency', () => {
  it("reads the initial 'EU' as not chosen yet, and ARS or USD as themselves", () => {
    expect(chosenCurrency('EU')).toBeNull();
    expect(chosenCurrency('ARS')).toBe('ARS');
    expect(chosenCurrency('USD')).toBe('USD');
  });

  it('accepts only the catalogue’s currencies from storage', () => {
    expect(isCurrencyCode('USD')).toBe(true);
    expect(isCurrencyCode('EU')).toBe(false);
    expect(isCurrencyCode('usd')).toBe(false);
    expect(isCurrencyCode(null)).toBe(false);
  });
});

describe('pickDisplayedAmount', () => {
  const both = { ARS: '150000.00', USD: '120.00' };

  it('shows the amount in the chosen currency', () => {
    expect(pickDisplayedAmount(both, 'USD')).toEqual({ currency: 'USD', amount: '120.00' });
    expect(pickDisplayedAmount(both, 'ARS')).toEqual({ currency: 'ARS', amount: '150000.00' });
  });

  it('falls back to the first amount the price has while not chosen or missing', () => {
    expect(pickDisplayedAmount(both, 'EU')).toEqual({ currency: 'ARS', amount: '150000.00' });
    expect(pickDisplayedAmount({ USD: '120.00' }, 'ARS')).toEqual({ currency: 'USD', amount: '120.00' });
    expect(pickDisplayedAmount({}, 'ARS')).toBeNull();
  });
});
