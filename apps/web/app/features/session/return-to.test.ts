import { beforeEach, describe, expect, it } from 'vitest';
import {
  homeAreaOf,
  isAdminPath,
  pathAfterSignIn,
  RETURN_TO_KEY,
  rememberReturnTo,
  sellsWith,
  takeReturnTo,
} from './return-to';

describe('isAdminPath', () => {
  it('matches any path containing /admin', () => {
    for (const path of ['/admin', '/admin/users', '/es/admin', '/administracion']) {
      expect(isAdminPath(path), path).toBe(true);
    }
  });

  it('does not match other paths', () => {
    for (const path of ['/', '/about', '/checkout/abc123', '/teachers']) {
      expect(isAdminPath(path), path).toBe(false);
    }
  });
});

describe('rToGo storage', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the path under rToGo and hands it back once', () => {
    rememberReturnTo(sessionStorage, '/admin/users?page=2');
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBe('/admin/users?page=2');
    expect(takeReturnTo(sessionStorage)).toBe('/admin/users?page=2');
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBeNull();
    expect(takeReturnTo(sessionStorage)).toBeNull();
  });

  it('refuses anything that is not a path of this site', () => {
    for (const value of ['//evil.example/admin', 'https://evil.example/admin', '/\\evil']) {
      sessionStorage.setItem(RETURN_TO_KEY, value);
      expect(takeReturnTo(sessionStorage)).toBeNull();
    }
  });
});

describe('pathAfterSignIn', () => {
  it('prefers the stored path, then the admin panel for staff, then home', () => {
    expect(pathAfterSignIn('/admin/courses', false)).toBe('/admin/courses');
    expect(pathAfterSignIn(null, true)).toBe('/admin');
    expect(pathAfterSignIn(null, false)).toBe('/me');
    expect(pathAfterSignIn('//evil.example', false)).toBe('/me');
  });
});

describe('the sales area as a home', () => {
  it('is where a seller without the admin panel lands; the panel wins for one who has it', () => {
    expect(homeAreaOf(false, true)).toBe('/ventas');
    expect(homeAreaOf(true, true)).toBe('/admin');
    expect(pathAfterSignIn(null, false, true)).toBe('/ventas');
    expect(pathAfterSignIn('/ventas/nueva', true, true)).toBe('/ventas/nueva');
  });

  it('opens for the sellers, their admins and top administration only', () => {
    for (const scope of ['SELLER_EXTERNAL', 'SELLER', 'SELLER_ADMIN', 'SU', 'MANAGER_ADMIN'] as const) {
      expect(sellsWith([scope]), scope).toBe(true);
    }
    expect(sellsWith(['STUDENT', 'BASIC', 'COMMERCIAL', 'ALLIANCE_ADMIN'])).toBe(false);
  });
});

describe('homeAreaOf', () => {
  it('is the admin panel for staff and the student area for everyone else', () => {
    expect(homeAreaOf(true)).toBe('/admin');
    expect(homeAreaOf(false)).toBe('/me');
  });
});
