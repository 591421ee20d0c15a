/** Turns a failed sign-in into the Spanish message the form shows, by the problem's code. */
import { ApiError, isProblem } from '@catedra/client';
import type { Messages } from '../../i18n';

export function signInErrorMessage(error: unknown, messages: Messages['login']): string {
  if (!(error instanceof ApiError)) return messages.failed;
  if (error.status === 0) return messages.unavailable;
  if (isProblem(error, 'RATE_LIMITED')) return messages.tooManyAttempts;
  // Only someone who gave the right password is told (the API's rule).
  if (isProblem(error, 'ACCOUNT_DEACTIVATED')) return messages.deactivated;
  // A malformed e-mail is refused by validation: to the person it is wrong credentials too.
  if (isProblem(error, 'INVALID_CREDENTIALS') || isProblem(error, 'VALIDATION_FAILED'))
    return messages.invalidCredentials;
  return messages.failed;
}
