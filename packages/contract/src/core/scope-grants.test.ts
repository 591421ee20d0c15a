import { describe, expect, it } from 'vitest';
import { canGrant, canSetScopesOnCreate, grantableScopes, removesLastAdminScope } from './scope-grants.js';

describe('scope grant rules', () => {
  it('lets SU grant anything, MANAGER_ADMIN anything but SU', () => {
    expect(grantableScopes(['SU'])).toHaveLength(17);
    expect(canGrant(['MANAGER_ADMIN'], 'SU')).toBe(false);
    expect(canGrant(['MANAGER_ADMIN'], 'ACADEMIC_ADMIN')).toBe(true);
  });

  it('limits each area admin to its area', () => {
    expect(grantableScopes(['ACADEMIC_ADMIN'])).toEqual(['TEACHER', 'ACADEMIC', 'HOST']);
    expect(grantableScopes(['COMMERCIAL_ADMIN'])).toEqual(['FARMING', 'COMMERCIAL']);
    expect(grantableScopes(['SELLER_ADMIN'])).toEqual(['SELLER', 'SELLER_EXTERNAL']);
    expect(canGrant(['SELLER_ADMIN'], 'TEACHER')).toBe(false);
  });

  it('adds up the powers of several admin scopes', () => {
    expect(grantableScopes(['ACADEMIC_ADMIN', 'SELLER_ADMIN'])).toEqual([
      'TEACHER',
      'ACADEMIC',
      'HOST',
      'SELLER',
      'SELLER_EXTERNAL',
    ]);
  });

  it('grants nothing to scopes that are not admin scopes', () => {
    expect(grantableScopes(['MANAGER', 'TEACHER', 'STUDENT'])).toEqual([]);
  });

  it('detects the removal of one’s last admin scope', () => {
    expect(removesLastAdminScope(['SU', 'TEACHER'], 'SU')).toBe(true);
    expect(removesLastAdminScope(['SU', 'MANAGER_ADMIN'], 'SU')).toBe(false);
    expect(removesLastAdminScope(['SU', 'TEACHER'], 'TEACHER')).toBe(false);
  });

  it('lets only SU and MANAGER_ADMIN set scopes when creating a user', () => {
    expect(canSetScopesOnCreate(['SU'])).toBe(true);
    expect(canSetScopesOnCreate(['TEACHER', 'MANAGER_ADMIN'])).toBe(true);
    expect(canSetScopesOnCreate(['ACADEMIC_ADMIN'])).toBe(false);
  });
});
