import { describe, expect, it } from 'vitest';
import { fullName, initialsOf } from './user-display';

describe('user display', () => {
  it('names a user by first and last name', () => {
    const user = { firstName: 'María José', lastName: 'Núñez', email: 'mj@demo.catedra.ar' };
    expect(fullName(user)).toBe('María José Núñez');
    expect(initialsOf(user)).toBe('MN');
  });

  it('falls back to the e-mail', () => {
    const user = { firstName: '', lastName: '', email: 'su@demo.catedra.ar' };
    expect(fullName(user)).toBe('su@demo.catedra.ar');
    expect(initialsOf(user)).toBe('S');
  });
});
