import { describe, expect, it } from 'vitest';
import { cookieSecureForced, publicConfig } from './config.server';

describe('publicConfig', () => {
  it("defaults to the local API, ipapi.co and PayPal's own SDK", () => {
    expect(publicConfig({})).toEqual({
      apiBaseUrl: 'http://localhost:5001',
      geolocationUrl: 'https://ipapi.co/json/',
      paypalSdkUrl: 'https://www.paypal.com/sdk/js',
    });
  });

  it('reads API_URL, GEOLOCATION_URL and PAYPAL_SDK_URL', () => {
    expect(
      publicConfig({
        API_URL: 'https://api.catedra.ar',
        GEOLOCATION_URL: 'http://geo.test/json/',
        PAYPAL_SDK_URL: 'http://127.0.0.1:5391/sdk/js',
      }),
    ).toEqual({
      apiBaseUrl: 'https://api.catedra.ar',
      geolocationUrl: 'http://geo.test/json/',
      paypalSdkUrl: 'http://127.0.0.1:5391/sdk/js',
    });
  });

  it('forces Secure cookies only with COOKIE_SECURE=true', () => {
    expect(cookieSecureForced({ COOKIE_SECURE: 'true' })).toBe(true);
    expect(cookieSecureForced({ COOKIE_SECURE: '1' })).toBe(false);
    expect(cookieSecureForced({})).toBe(false);
  });
});
