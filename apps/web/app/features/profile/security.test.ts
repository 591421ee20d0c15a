import { describe, expect, it } from 'vitest';
import { getMessages } from '../../i18n';
import {
  EMPTY_EMAIL_CHANGE,
  EMPTY_PASSWORD_CHANGE,
  validateEmailChange,
  validatePasswordChange,
} from './security';

const messages = getMessages();
const forms = messages.forms;
const sameEmail = messages.security.email.same;
const OWN = 'ana@ejemplo.com';

describe('validatePasswordChange', () => {
  it('asks for the current password and the new one twice', () => {
    expect(validatePasswordChange(EMPTY_PASSWORD_CHANGE, OWN, forms)).toEqual({
      currentPassword: forms.required,
      password: forms.required,
      confirmation: forms.required,
    });
  });

  it('applies the sign-up rules to the new password: length, never the e-mail, repeated', () => {
    const base = { currentPassword: 'la-de-antes' };
    expect(validatePasswordChange({ ...base, password: 'corta', confirmation: 'corta' }, OWN, forms)).toEqual(
      {
        password: forms.passwordTooShort,
      },
    );
    expect(
      validatePasswordChange(
        { ...base, password: 'ANA@ejemplo.com', confirmation: 'ANA@ejemplo.com' },
        OWN,
        forms,
      ),
    ).toEqual({ password: forms.passwordIsEmail });
    expect(
      validatePasswordChange(
        { ...base, password: 'una-clave-nueva', confirmation: 'otra-clave-nueva' },
        OWN,
        forms,
      ),
    ).toEqual({ confirmation: forms.passwordMismatch });
    expect(
      validatePasswordChange(
        { ...base, password: 'una-clave-nueva', confirmation: 'una-clave-nueva' },
        OWN,
        forms,
      ),
    ).toEqual({});
  });
});

describe('validateEmailChange', () => {
  it('asks for an e-mail and the current password', () => {
    expect(validateEmailChange(EMPTY_EMAIL_CHANGE, OWN, { forms, sameEmail })).toEqual({
      email: forms.required,
      currentPassword: forms.required,
    });
  });

  it('refuses something that is not an e-mail, and the e-mail the account already has', () => {
    const password = { currentPassword: 'mi-clave' };
    expect(validateEmailChange({ ...password, email: 'ana@' }, OWN, { forms, sameEmail })).toEqual({
      email: forms.emailInvalid,
    });
    expect(
      validateEmailChange({ ...password, email: ' ANA@ejemplo.com ' }, OWN, { forms, sameEmail }),
    ).toEqual({
      email: sameEmail,
    });
    expect(
      validateEmailChange({ ...password, email: 'ana.paz@ejemplo.com' }, OWN, { forms, sameEmail }),
    ).toEqual({});
  });
});
