import { describe, expect, it } from 'vitest';
import { landingCookie, readTouches, TOUCH_COOKIE, touchOfUrl, withTouch } from './touches';

const now = new Date('2026-05-20T15:00:00Z');
const cookieOf = (setCookie: string) => setCookie.split(';')[0]!;

describe('first and last touch', () => {
  it('reads UTM parameters and click ids from a landing URL, nothing from a plain one', () => {
    expect(
      touchOfUrl(new URL('https://x.ar/courses/a?utm_source=google&utm_medium=cpc&gclid=G1&other=1'), now),
    ).toEqual({ source: 'google', medium: 'cpc', gclid: 'G1', landedAt: now.toISOString() });
    expect(touchOfUrl(new URL('https://x.ar/courses/a?page=2'), now)).toBeNull();
  });

  it('keeps the first touch and replaces the last on every new landing', () => {
    const first = landingCookie(new Request('https://x.ar/courses/a?utm_source=google'), now)!;
    expect(first).toContain('Max-Age=7776000');
    expect(first).toContain('Secure');
    const second = landingCookie(
      new Request('https://x.ar/?fbclid=F2', { headers: { Cookie: cookieOf(first) } }),
      new Date('2026-05-21T10:00:00Z'),
    )!;
    const touches = readTouches(cookieOf(second));
    expect(touches.first).toEqual({ source: 'google', landedAt: now.toISOString() });
    expect(touches.last).toEqual({ fbclid: 'F2', landedAt: '2026-05-21T10:00:00.000Z' });
    expect(
      landingCookie(new Request('https://x.ar/about', { headers: { Cookie: cookieOf(second) } }), now),
    ).toBeNull();
    expect(withTouch({}, { source: 'a' })).toEqual({ first: { source: 'a' }, last: { source: 'a' } });
  });

  it('ignores a tampered cookie: unknown keys, non-strings, bad JSON', () => {
    const forged = encodeURIComponent(
      JSON.stringify({ first: { source: 'ok', evil: 'x', medium: 3 }, last: 'no' }),
    );
    expect(readTouches(`${TOUCH_COOKIE}=${forged}`)).toEqual({ first: { source: 'ok' } });
    expect(readTouches(`${TOUCH_COOKIE}=%7Bnot-json`)).toEqual({});
    expect(readTouches(null)).toEqual({});
  });
});
