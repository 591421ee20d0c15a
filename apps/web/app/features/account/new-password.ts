/** Checks of the new-password form (`/recover/:token`) before anything is sent. */
import type { Messages } from '../../i18n';
import type { FieldErrors } from '../../lib/api-problem';
import { passwordError } from '../../lib/user-validation';

export type NewPasswordValues = { password: string; confirmation: string };

/** The password follows the account rules; the confirmation must repeat it. */
export function validateNewPassword(
  values: NewPasswordValues,
  messages: Messages['forms'],
): FieldErrors<keyof NewPasswordValues> {
  const errors: FieldErrors<keyof NewPasswordValues> = {};
  const password = passwordError(values.password, '', messages);
  if (password) errors.password = password;
  if (!values.confirmation) errors.confirmation = messages.required;
  else if (values.confirmation !== values.password) errors.confirmation = messages.passwordMismatch;
  return errors;
}
