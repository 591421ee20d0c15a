import { describe, expect, it } from 'vitest';
import { getMessages } from '../../i18n';
import { validateNewPassword } from './new-password';

const forms = getMessages().forms;

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
});
