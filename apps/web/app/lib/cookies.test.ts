import { describe, expect, it } from 'vitest';
import { parseCookies, serializeCookie } from './cookies';

describe('parseCookies', () => {
  it('reads names and decoded values, first occurrence wins', () => {
    expect(parseCookies('a=1; catedra_token=Bearer%20abc.def; a=2; broken; q="x"')).toEqual({
      a: '1',
      catedra_token: 'Bearer abc.def',
      q: 'x',
    });
  });

  it('answers an empty object without a header', () => {
    expect(parseCookies(null)).toEqual({});
    expect(parseCookies('')).toEqual({});
  });
});

describe('serializeCookie', () => {
  it('writes an httpOnly, SameSite=Lax cookie for the whole site', () => {
    expect(serializeCookie('t', 'a b', { maxAgeSeconds: 60 })).toBe(
      't=a%20b; Max-Age=60; Path=/; HttpOnly; SameSite=Lax',
    );
  });

  it('adds Secure when asked and expires the cookie at max age 0', () => {
    const header = serializeCookie('t', '', { maxAgeSeconds: 0, secure: true });
    expect(header).toContain('Max-Age=0');
    expect(header).toContain('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    expect(header).toMatch(/; Secure$/);
  });
});
