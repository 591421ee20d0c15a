import { describe, expect, it } from 'vitest';
import { countryOf, currencyFromGeo } from './currency';

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
