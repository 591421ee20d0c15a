/**
 * Validation of the user forms (sign-up, profile, create user) before anything is sent. It
 * mirrors the contract's schemas loosely so people see Spanish messages at once; the API has
 * the last word and its `errors[].path` land on the same fields (see api-problem.ts).
 */
import type { Messages } from '../i18n';
import type { FieldErrors } from './api-problem';
import { isCountryCode, isE164 } from './formats';

export type UserFieldName =
  | 'email'
  | 'password'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'country'
  | 'state'
  | 'city'
  | 'documentId';

export type UserFieldValues = Record<UserFieldName, string>;

export const USER_FIELD_NAMES: readonly UserFieldName[] = [
  'email',
  'password',
  'firstName',
  'lastName',
  'phone',
  'country',
  'state',
  'city',
  'documentId',
];

export const EMPTY_USER_FIELDS: UserFieldValues = {
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  phone: '',
  country: '',
  state: '',
  city: '',
  documentId: '',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 10;

/** Deliberately loose: the API has the last word, this only catches obvious typos. */
export function looksLikeEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** An e-mail the person must give: required, and looking like one. */
export function emailError(value: string, messages: Messages['forms']): string | undefined {
  if (!value.trim()) return messages.required;
  return looksLikeEmail(value) ? undefined : messages.emailInvalid;
}

export function passwordError(
  password: string,
  email: string,
  messages: Messages['forms'],
): string | undefined {
  if (!password) return messages.required;
  if (password.length < MIN_PASSWORD_LENGTH) return messages.passwordTooShort;
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) return messages.passwordIsEmail;
  return undefined;
}

/** A new password typed twice (recovery, invitation, one's own change). */
export type NewPasswordValues = { password: string; confirmation: string };

/** The password follows the account rules (never `email`, when known); the confirmation repeats it. */
export function validateNewPassword(
  values: NewPasswordValues,
  messages: Messages['forms'],
  email = '',
): FieldErrors<keyof NewPasswordValues> {
  const errors: FieldErrors<keyof NewPasswordValues> = {};
  const password = passwordError(values.password, email, messages);
  if (password) errors.password = password;
  if (!values.confirmation) errors.confirmation = messages.required;
  else if (values.confirmation !== values.password) errors.confirmation = messages.passwordMismatch;
  return errors;
}

/**
 * Validates the fields given: `email` and `password` only when `withCredentials`, and the
 * password not when `withPassword` is false (an invitation: the invitee chooses it).
 */
export function validateUserFields(
  values: UserFieldValues,
  messages: Messages['forms'],
  { withCredentials, withPassword = withCredentials }: { withCredentials: boolean; withPassword?: boolean },
): FieldErrors<UserFieldName> {
  const errors: FieldErrors<UserFieldName> = {};
  if (withCredentials) {
    const email = emailError(values.email, messages);
    if (email) errors.email = email;
  }
  if (withCredentials && withPassword) {
    const password = passwordError(values.password, values.email.trim(), messages);
    if (password) errors.password = password;
  }
  if (!values.firstName.trim()) errors.firstName = messages.required;
  if (!values.lastName.trim()) errors.lastName = messages.required;
  // The phone field gives E.164 already (ui/phone-field); the contract's pattern decides.
  if (values.phone && !isE164(values.phone)) errors.phone = messages.phoneInvalid;
  if (values.country && !isCountryCode(values.country)) errors.country = messages.countryInvalid;
  return errors;
}

/** Spanish message for a field the API refused with an Ajv (English) message. */
/** useApiForm's fallback for a form of the user fields: what the API refused, in the form's words. */
export function userFieldsFallback(messages: Messages['forms']) {
  return { fields: USER_FIELD_NAMES, message: (field: string) => userFieldFallback(field, messages) };
}

export function userFieldFallback(field: string, messages: Messages['forms']): string {
  switch (field) {
    case 'email':
      return messages.emailInvalid;
    case 'password':
      return messages.passwordTooShort;
    case 'phone':
      return messages.phoneInvalid;
    case 'country':
      return messages.countryInvalid;
    default:
      return messages.invalid;
  }
}

/** Optional text as the API wants it: trimmed, and absent (or null, to clear) when empty. */
export function optionalText(value: string): string | undefined {
  const text = value.trim();
  return text === '' ? undefined : text;
}

export function nullableText(value: string): string | null {
  return optionalText(value) ?? null;
}

/** The profile part of a user for the API: phone (E.164) and country (ISO code) as their fields give them. */
export function profilePayload(values: UserFieldValues) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phone: nullableText(values.phone),
    country: nullableText(values.country),
    state: nullableText(values.state),
    city: nullableText(values.city),
    documentId: nullableText(values.documentId),
  };
}

/** A new account's fields for the API: the same normalising, empty fields simply absent. */
export function newUserPayload(values: UserFieldValues) {
  return { ...invitationPayload(values), password: values.password };
}

/** An invited person's fields: a new account's, without the password he chooses himself. */
export function invitationPayload(values: UserFieldValues) {
  return {
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phone: optionalText(values.phone),
    country: optionalText(values.country),
    state: optionalText(values.state),
    city: optionalText(values.city),
    documentId: optionalText(values.documentId),
  };
}
