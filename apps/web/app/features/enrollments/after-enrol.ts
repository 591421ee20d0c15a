/**
 * What enrolling from a course's public page does after the API answered, loaded only then
 * (`import()`), because it needs what public pages leave out (issue 18): the query cache, to
 * mark every enrollment read stale for the screens that show them, and the problem catalogue,
 * to say in Spanish why the API refused.
 */
import { getMessages } from '../../i18n';
import { problemMessage } from '../../lib/api-problem';
import { sharedQueryClient } from '../../lib/query-client';
import { invalidateOperations } from '../../lib/query-keys';
import { ENROLLMENT_READS } from './queries';

export function enrolled() {
  return invalidateOperations(sharedQueryClient(), ...ENROLLMENT_READS);
}

export function refusalMessage(error: unknown): string {
  return problemMessage(error, getMessages().academic.errors);
}
