import { describe, expect, it } from 'vitest';
import { cookieSecureForced, publicConfig } from './config.server';

describe('publicConfig', () => {
  it('defaults to the local API and ipapi.co', () => {
    expect(publicConfig({})).toEqual({
      apiBaseUrl: 'http://localhost:5001',
      geolocationUrl: 'https://ipapi.co/json/',
    });
  });

  it('reads API_URL and GEOLOCATION_URL', () => {
    expect(
      publicConfig({ API_URL: 'https://api.catedra.ar', GEOLOCATION_URL: 'http://geo.test/json/' }),
    ).toEqual({
      apiBaseUrl: 'https://api.catedra.ar',
      geolocationUrl: 'http://geo.test/json/',
    });
  });

  it('forces Secure cookies only with COOKIE_SECURE=true', () => {
    expect(cookieSecureForced({ COOKIE_SECURE: 'true' })).toBe(true);
    expect(cookieSecureForced({ COOKIE_SECURE: '1' })).toBe(false);
    expect(cookieSecureForced({})).toBe(false);
  });
});
