/**
 * Checks of the "Seguridad" forms before anything is sent: the current password is always
 * asked (the API verifies it), a new password follows the sign-up rules and is typed twice,
 * a new e-mail looks like one and is not the current one.
 */
import type { Messages } from '../../i18n';
import type { FieldErrors } from '../../lib/api-problem';
import { emailError, validateNewPassword } from '../../lib/user-validation';

export type PasswordChangeValues = { currentPassword: string; password: string; confirmation: string };
export type EmailChangeValues = { email: string; currentPassword: string };

export const EMPTY_PASSWORD_CHANGE: PasswordChangeValues = {
  currentPassword: '',
  password: '',
  confirmation: '',
};
export const EMPTY_EMAIL_CHANGE: EmailChangeValues = { email: '', currentPassword: '' };

/** The API names the new password `newPassword`; the form, as the other password forms, `password`. */
export const PASSWORD_CHANGE_FIELD_NAMES = { newPassword: 'password' } as const;

export function validatePasswordChange(
  values: PasswordChangeValues,
  ownEmail: string,
  messages: Messages['forms'],
): FieldErrors<keyof PasswordChangeValues> {
  const errors: FieldErrors<keyof PasswordChangeValues> = validateNewPassword(values, messages, ownEmail);
  if (!values.currentPassword) errors.currentPassword = messages.required;
  return errors;
}

export function validateEmailChange(
  values: EmailChangeValues,
  ownEmail: string,
  messages: { forms: Messages['forms']; sameEmail: string },
): FieldErrors<keyof EmailChangeValues> {
  const errors: FieldErrors<keyof EmailChangeValues> = {};
  const email = emailError(values.email, messages.forms);
  if (email) errors.email = email;
  else if (values.email.trim().toLowerCase() === ownEmail.trim().toLowerCase())
    errors.email = messages.sameEmail;
  if (!values.currentPassword) errors.currentPassword = messages.forms.required;
  return errors;
}
