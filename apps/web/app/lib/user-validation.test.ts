import { describe, expect, it } from 'vitest';
import { getMessages } from '../i18n';
import {
  EMPTY_USER_FIELDS,
  emailError,
  invitationPayload,
  looksLikeEmail,
  newUserPayload,
  passwordError,
  profilePayload,
  validateNewPassword,
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

  it('asks an invitation for the e-mail but not for a password', () => {
    expect(
      validateUserFields({ ...EMPTY_USER_FIELDS, firstName: 'Ana', lastName: 'Paz' }, forms, {
        withCredentials: true,
        withPassword: false,
      }),
    ).toEqual({ email: forms.required });
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

describe('validateNewPassword', () => {
  it('accepts a long enough password repeated in the confirmation', () => {
    expect(
      validateNewPassword({ password: 'una-clave-segura', confirmation: 'una-clave-segura' }, forms),
    ).toEqual({});
  });

  it('asks for both fields', () => {
    expect(validateNewPassword({ password: '', confirmation: '' }, forms)).toEqual({
      password: forms.required,
      confirmation: forms.required,
    });
  });

  it('refuses a short password and a confirmation that differs', () => {
    expect(validateNewPassword({ password: 'corta', confirmation: 'otra' }, forms)).toEqual({
      password: forms.passwordTooShort,
      confirmation: forms.passwordMismatch,
    });
  });

  it('refuses the account’s own e-mail as its password, when the e-mail is known', () => {
    const same = { password: 'ana@ejemplo.com', confirmation: 'ana@ejemplo.com' };
    expect(validateNewPassword(same, forms, 'Ana@Ejemplo.com')).toEqual({ password: forms.passwordIsEmail });
  });
});

describe('invitationPayload', () => {
  it('is a new account’s payload without the password', () => {
    const values = { ...EMPTY_USER_FIELDS, email: ' ana@ejemplo.com ', password: 'una-clave-segura' };
    const invitation = invitationPayload({ ...values, firstName: 'Ana', lastName: 'Paz', city: ' Salta ' });
    expect(invitation).toEqual({
      email: 'ana@ejemplo.com',
      firstName: 'Ana',
      lastName: 'Paz',
      phone: undefined,
      country: undefined,
      state: undefined,
      city: 'Salta',
      documentId: undefined,
    });
    expect(newUserPayload({ ...values, firstName: 'Ana', lastName: 'Paz', city: ' Salta ' })).toEqual({
      ...invitation,
      password: 'una-clave-segura',
    });
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
