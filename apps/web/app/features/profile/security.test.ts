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
    const passwordChange = (password: string, confirmation: string) =>
      validatePasswordChange({ currentPassword: 'la-de-antes', password, confirmation }, OWN, forms);
    expect(passwordChange('corta', 'corta')).toEqual({ password: forms.passwordTooShort });
    expect(passwordChange('ANA@ejemplo.com', 'ANA@ejemplo.com')).toEqual({ password: forms.passwordIsEmail });
    expect(passwordChange('una-clave-nueva', 'otra-clave-nueva')).toEqual({
      confirmation: forms.passwordMismatch,
    });
    expect(passwordChange('una-clave-nueva', 'una-clave-nueva')).toEqual({});
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
