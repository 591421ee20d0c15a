/**
 * The security headers of every page and `.data` answer of the web server (the API sets
 * its own with helmet). The Content-Security-Policy admits scripts only from this origin,
 * the inline ones the server itself writes (React Router's hydration data, scroll
 * restoration, Mantine's colour-scheme script), which carry the request's nonce, and
 * PayPal's JS SDK; the browser talks only to this origin, the API, the geolocation service
 * and PayPal.
 *
 * PayPal's sources are in every page's policy, not only the checkout's: a student reaches
 * the checkout from Mis pagos without loading a new document, and the policy is the first
 * document's. The SDK is loaded only on the checkout, when the payer picks PayPal.
 */
import { randomBytes } from 'node:crypto';
import { type PublicConfig, publicConfig } from './config.server';
import { readSessionToken } from './features/session';

/** A fresh nonce for one response's inline scripts. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * What PayPal's JS SDK loads scripts from, frames and calls (PayPal's CSP guide), besides
 * the origin of PAYPAL_SDK_URL (PayPal's own, or a fake in tests).
 */
const PAYPAL_SOURCES = ['https://*.paypal.com', 'https://*.paypalobjects.com'];

export function contentSecurityPolicy(nonce: string, config: PublicConfig = publicConfig()): string {
  const paypal = [...new Set([originOf(config.paypalSdkUrl), ...PAYPAL_SOURCES].filter(Boolean))];
  const connect = ["'self'", originOf(config.apiBaseUrl), originOf(config.geolocationUrl), ...paypal].filter(
    Boolean,
  );
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${paypal.join(' ')}`,
    // Mantine writes its CSS variables in <style> elements and style attributes.
    "style-src 'self' 'unsafe-inline'",
    // Course covers are links to any http(s) site.
    "img-src 'self' data: blob: https: http:",
    "font-src 'self' data:",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    // PayPal's buttons and its checkout are frames of PayPal's.
    `frame-src 'self' ${paypal.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Sets the headers on a page (with its nonce) or a `.data` answer. An answer made for a
 * request with the session cookie carries the session's token (the root loader hands it
 * to the browser), so no cache may keep it.
 */
export function applySecurityHeaders(
  headers: Headers,
  request: Request,
  options: { nonce?: string; production?: boolean } = {},
): void {
  if (options.nonce) {
    // In development Vite's own inline scripts have no nonce: the policy only reports there.
    const name =
      options.production === false ? 'Content-Security-Policy-Report-Only' : 'Content-Security-Policy';
    headers.set(name, contentSecurityPolicy(options.nonce));
  }
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('X-Frame-Options', 'DENY');
  // No referrer to other sites; within the site the browser names the page's origin, which a
  // plain HTML form's POST needs (React Router refuses an action whose Origin is "null", and
  // `no-referrer` makes a form's Origin "null": the course page's lead form).
  headers.set('Referrer-Policy', 'same-origin');
  // PayPal's checkout opens in a popup that reports back to this page through window.opener:
  // `same-origin` would cut it off. Popups this page opens keep the link; nothing else does.
  headers.set('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
  if (readSessionToken(request.headers.get('Cookie'))) headers.set('Cache-Control', 'no-store');
}
