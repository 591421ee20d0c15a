import { describe, expect, it } from 'vitest';
import { getMessages } from '../i18n';
import {
  EMPTY_USER_FIELDS,
  emailError,
  looksLikeEmail,
  passwordError,
  profilePayload,
  validateUserFields,
} from './user-validation';

const forms = getMessages().forms;

describe('validateUserFields', () => {
  it('asks for e-mail, password and names on a new account', () => {
    expect(validateUserFields(EMPTY_USER_FIELDS, forms, { withCredentials: true })).toEqual({
      email: forms.required,
      password: forms.required,
      firstName: forms.required,
      lastName: forms.required,
    });
  });

  it('does not ask for credentials when editing a profile', () => {
    expect(
      validateUserFields({ ...EMPTY_USER_FIELDS, firstName: 'Ana', lastName: 'Paz' }, forms, {
        withCredentials: false,
      }),
    ).toEqual({});
  });

  it('checks e-mail, phone (E.164, the contract pattern) and country (an ISO 3166-1 code) shapes', () => {
    const errors = validateUserFields(
      {
        ...EMPTY_USER_FIELDS,
        email: 'ana@',
        password: 'x'.repeat(12),
        firstName: 'Ana',
        lastName: 'Paz',
        phone: '+54',
        country: 'UR',
      },
      forms,
      { withCredentials: true },
    );
    expect(errors).toEqual({
      email: forms.emailInvalid,
      phone: forms.phoneInvalid,
      country: forms.countryInvalid,
    });
  });
});

describe('passwordError', () => {
  it('wants 10 characters and not the e-mail', () => {
    expect(passwordError('corta', '', forms)).toBe(forms.passwordTooShort);
    expect(passwordError('Ana@Ejemplo.com', 'ana@ejemplo.com', forms)).toBe(forms.passwordIsEmail);
    expect(passwordError('una-clave-larga', 'ana@ejemplo.com', forms)).toBeUndefined();
  });
});

describe('profilePayload', () => {
  it('keeps the phone and country as their fields give them and clears empty optional fields', () => {
    expect(
      profilePayload({
        ...EMPTY_USER_FIELDS,
        firstName: ' Ana ',
        lastName: 'Paz',
        phone: '+5491123456789',
        country: 'AR',
      }),
    ).toEqual({
      firstName: 'Ana',
      lastName: 'Paz',
      phone: '+5491123456789',
      country: 'AR',
      state: null,
      city: null,
      documentId: null,
    });
  });
});

describe('emailError', () => {
  it('asks for an e-mail, then for one that looks like an e-mail', () => {
    expect(emailError('  ', forms)).toBe(forms.required);
    expect(emailError('ana@demo', forms)).toBe(forms.emailInvalid);
    expect(emailError(' ana@demo.catedra.ar ', forms)).toBeUndefined();
  });

  it('only catches obvious typos: the API has the last word', () => {
    expect(looksLikeEmail('a@b.co')).toBe(true);
    expect(looksLikeEmail('ana @demo.ar')).toBe(false);
  });
});
