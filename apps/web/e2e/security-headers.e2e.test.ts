/**
 * The web server's security headers (issue 8): every page carries a Content-Security-Policy
 * with a nonce, and still hydrates and navigates with it, without a single violation.
 */
import { describe, expect, it } from 'vitest';
import { signIn, useBrowser, watchViolations, webUrl } from './support/browser';

describe('security headers of the web server', () => {
  const browser = useBrowser();

  it('a page carries the policy and the other headers, and hydrates under the policy', async () => {
    const page = await browser.newPage();
    const violations = await watchViolations(page);
    const response = await page.goto('/');
    const headers = response!.headers();
    const policy = headers['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('same-origin');
    // Hydrated (goto waits for it), and client-side navigation works.
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Sobre nosotros' })
      .click();
    await page.waitForURL('**/about');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(violations).toEqual([]);
  });

  it('pages and .data answers of a session are never cached; the admin panel runs under the policy', async () => {
    const page = await browser.newPage();
    const violations = await watchViolations(page);
    await signIn(page, 'SU');
    const dataAnswer = page.waitForResponse((response) => response.url().includes('.data'));
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Usuarios' }).first().click();
    const data = await dataAnswer;
    expect(data.headers()['cache-control']).toBe('no-store');
    expect(data.headers()['x-content-type-options']).toBe('nosniff');
    const document = await page.goto('/me');
    expect(document!.headers()['cache-control']).toBe('no-store');
    expect(violations).toEqual([]);
  });

  it('GET /api/auth answers 405 with Allow: POST', async () => {
    const response = await fetch(`${webUrl()}/api/auth`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
