/** Validation of the sign-in form, before anything is sent; messages come from the catalogue. */
import type { Messages } from '../../i18n';
import { looksLikeEmail } from '../../lib/user-validation';

export type Credentials = { email: string; password: string };
export type CredentialErrors = Partial<Record<keyof Credentials, string>>;

export function validateCredentials(values: Credentials, messages: Messages['login']): CredentialErrors {
  const errors: CredentialErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = messages.emailRequired;
  else if (!looksLikeEmail(email)) errors.email = messages.emailInvalid;
  if (!values.password) errors.password = messages.passwordRequired;
  return errors;
}

/** The e-mail another page handed over in the navigation's state, else ''. */
export function emailOf(state: unknown): string {
  if (state === null || typeof state !== 'object') return '';
  const email = (state as { email?: unknown }).email;
  return typeof email === 'string' ? email : '';
}
