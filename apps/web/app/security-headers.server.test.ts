import { describe, expect, it } from 'vitest';
import { applySecurityHeaders, contentSecurityPolicy, createNonce } from './security-headers.server';

const config = {
  apiBaseUrl: 'https://api.catedra.ar/v1',
  geolocationUrl: 'https://ipapi.co/json/',
  paypalSdkUrl: 'https://www.paypal.com/sdk/js',
};
const PAYPAL = 'https://www.paypal.com https://*.paypal.com https://*.paypalobjects.com';

const directivesOf = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ');
      return [name, values.join(' ')];
    }),
  );
const page = (cookie?: string) =>
  new Request('http://localhost:3000/', cookie ? { headers: { Cookie: cookie } } : {});

describe('contentSecurityPolicy', () => {
  it('admits scripts from this origin, with the nonce and from PayPal only, and no framing', () => {
    const policy = contentSecurityPolicy('abc123', config);
    const directives = directivesOf(policy);
    expect(directives['script-src']).toBe(`'self' 'nonce-abc123' ${PAYPAL}`);
    expect(directives['frame-src']).toBe(`'self' ${PAYPAL}`);
    expect(directives['frame-ancestors']).toBe("'none'");
    expect(directives['object-src']).toBe("'none'");
    expect(directives['connect-src']).toBe(`'self' https://api.catedra.ar https://ipapi.co ${PAYPAL}`);
    expect(policy).not.toContain('unsafe-eval');
    expect(directives['script-src']).not.toContain('unsafe-inline');
  });

  it('admits the PayPal SDK address configured (a fake in tests) for scripts, frames and calls', () => {
    const directives = directivesOf(
      contentSecurityPolicy('n', { ...config, paypalSdkUrl: 'http://127.0.0.1:5391/sdk/js' }),
    );
    for (const name of ['script-src', 'frame-src', 'connect-src']) {
      expect(directives[name]).toContain('http://127.0.0.1:5391');
    }
  });
});

describe('applySecurityHeaders', () => {
  it('sets the policy with a page’s nonce and the other headers', () => {
    const headers = new Headers();
    const nonce = createNonce();
    applySecurityHeaders(headers, page(), { nonce });
    expect(headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('same-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(headers.get('cache-control')).toBeNull();
  });

  it('forbids caching an answer made for a signed-in request (it carries the token)', () => {
    const headers = new Headers();
    applySecurityHeaders(headers, page('catedra_token=jwt.token'));
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('content-security-policy')).toBeNull();
  });

  it('only reports in development, where Vite writes inline scripts without the nonce', () => {
    const headers = new Headers();
    applySecurityHeaders(headers, page(), { nonce: 'n', production: false });
    expect(headers.get('content-security-policy')).toBeNull();
    expect(headers.get('content-security-policy-report-only')).toContain("'nonce-n'");
  });

  it('a fresh nonce each time', () => {
    expect(createNonce()).not.toBe(createNonce());
  });
});
