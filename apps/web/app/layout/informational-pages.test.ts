import { describe, expect, it } from 'vitest';
import { isInformationalPath } from './informational-pages';

describe('isInformationalPath', () => {
  it('matches the five informational pages, with or without a trailing slash', () => {
    for (const path of ['/about', '/terms', '/teachers', '/jobs', '/refund', '/jobs/']) {
      expect(isInformationalPath(path), path).toBe(true);
    }
  });

  it('does not match other pages', () => {
    for (const path of ['/', '/login', '/admin', '/about/team', '/checkout/x', '/aboutus']) {
      expect(isInformationalPath(path), path).toBe(false);
    }
  });
});
