/**
 * What a public page says when a read fails, without the whole problem catalogue
 * (`lib/api-problem`, which brings every error code's message): a public read can fail only by
 * the connection, a missing record or the server, so these are the words it needs.
 */
import { ApiError } from '@catedra/client';
import type { SiteMessages } from '../../i18n/site';

export function loadFailureMessage(error: unknown, messages: SiteMessages): string {
  const texts = messages.academic.errors;
  if (!(error instanceof ApiError)) return texts.failed;
  if (error.status === 0) return texts.unavailable;
  if (error.status === 404) return texts.notFound;
  if (error.status === 403) return texts.forbidden;
  return texts.failed;
}
