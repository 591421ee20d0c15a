import { describe, expect, it } from 'vitest';
import { getMessages } from '../../i18n';
import { emailOf, validateCredentials } from './login-validation';

const messages = getMessages().login;

describe('validateCredentials', () => {
  it('accepts an e-mail and a password', () => {
    expect(validateCredentials({ email: ' su@demo.catedra.ar ', password: 'x' }, messages)).toEqual({});
  });

  it('asks for both fields in Spanish', () => {
    expect(validateCredentials({ email: '', password: '' }, messages)).toEqual({
      email: 'Ingresá tu e-mail.',
      password: 'Ingresá tu contraseña.',
    });
  });

  it('rejects a malformed e-mail', () => {
    expect(validateCredentials({ email: 'su@demo', password: 'x' }, messages).email).toBe(
      messages.emailInvalid,
    );
  });
});

describe('emailOf', () => {
  it('reads the e-mail handed over in the navigation state, else nothing', () => {
    expect(emailOf({ email: 'ana@demo.catedra.ar' })).toBe('ana@demo.catedra.ar');
    expect(emailOf({ email: 42 })).toBe('');
    expect(emailOf(null)).toBe('');
    expect(emailOf('ana@demo.catedra.ar')).toBe('');
  });
});
