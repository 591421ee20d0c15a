/** Turns a failed sign-in into the Spanish message the form shows. */
import { ApiError } from '@catedra/client';
import type { Messages } from '../../i18n';

export function signInErrorMessage(error: unknown, messages: Messages['login']): string {
  if (!(error instanceof ApiError)) return messages.failed;
  if (error.status === 0) return messages.unavailable;
  if (error.status === 400 || error.status === 401 || error.status === 403 || error.status === 404)
    return messages.invalidCredentials;
  if (error.status === 429) return messages.tooManyAttempts;
  return messages.failed;
}
