/**
 * Configuration read from the web server's environment. Only `PublicConfig` reaches the
 * browser (through the root loader); nothing secret belongs in it.
 */
import { DEFAULT_BASE_URL } from '@catedra/client';

export type PublicConfig = {
  /** The API's base address (API_URL). */
  apiBaseUrl: string;
  /** The IP geolocation service the browser asks for the visitor's country (GEOLOCATION_URL). */
  geolocationUrl: string;
  /** Where the checkout loads PayPal's JS SDK from (PAYPAL_SDK_URL; tests point it at a fake). */
  paypalSdkUrl: string;
};

export const DEFAULT_GEOLOCATION_URL = 'https://ipapi.co/json/';
/** PayPal's JS SDK, the same address for sandbox and live client ids. */
export const DEFAULT_PAYPAL_SDK_URL = 'https://www.paypal.com/sdk/js';

export function publicConfig(env: NodeJS.ProcessEnv = process.env): PublicConfig {
  return {
    apiBaseUrl: env.API_URL || DEFAULT_BASE_URL,
    geolocationUrl: env.GEOLOCATION_URL || DEFAULT_GEOLOCATION_URL,
    paypalSdkUrl: env.PAYPAL_SDK_URL || DEFAULT_PAYPAL_SDK_URL,
  };
}

/** COOKIE_SECURE=true forces the Secure flag, e.g. behind a proxy that terminates TLS. */
export function cookieSecureForced(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.COOKIE_SECURE === 'true';
}
