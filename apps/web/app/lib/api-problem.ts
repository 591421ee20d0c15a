/**
 * The one place where a failed API call (problem+json, `ApiError`) becomes what the user
 * reads: a message per form field, from `errors[].path` (`body.email` → `email`), and one
 * Spanish sentence for the whole form, a toast or an alert.
 *
 * Ajv's own messages are English ("must NOT have fewer than 10 characters"), so a form can
 * give a Spanish fallback per field; the API's own rule messages are already Spanish and are
 * kept, written as sentences.
 */
import { ApiError } from '@catedra/client';

export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/** The texts a screen uses for failures (`messages.forms`, `messages.academic.errors`). */
export type ProblemTexts = {
  /** Anything else: not an API error, a server failure. */
  failed: string;
  /** No connection (status 0). */
  unavailable: string;
  forbidden: string;
  /** A 400 that names fields: the form marks them. */
  checkFields: string;
  /** A 404; without it, `failed`. */
  notFound?: string;
  /** A 409 with no detail; without it, `failed`. */
  conflict?: string;
};

/**
 * The form field of an API error path: `body.links.0.url` → `links.0.url`,
 * `query.fromDate` → `fromDate`. Other locations (path parameters) have no field.
 */
export function fieldOfPath(path: string): string | null {
  const [location, ...rest] = path.split('.');
  if ((location !== 'body' && location !== 'query') || rest.length === 0) return null;
  return rest.join('.');
}

/** Ajv's messages are English and start like this; the API's own are Spanish. */
const AJV_MESSAGE = /^(must|should)\b/;

function sentence(message: string): string {
  const text = message.trim();
  const capitalised = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/**
 * The field messages of a failed call; the first message of a field wins.
 *
 * - Without `fields`, every field the API names: `resources.0.url` and also `resources`, so a
 *   form that shows a list as one field still gets a message.
 * - With `fields`, only those (a nested path lands on its field; others are for the form
 *   message), and `fallback` gives the Spanish message where the API's is Ajv's English.
 */
export function fieldErrorsOf(error: unknown): Record<string, string>;
export function fieldErrorsOf<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallback?: (field: F) => string,
): FieldErrors<F>;
export function fieldErrorsOf(
  error: unknown,
  fields?: readonly string[],
  fallback?: (field: string) => string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!(error instanceof ApiError)) return errors;
  for (const issue of error.problem?.errors ?? []) {
    const path = fieldOfPath(issue.path);
    if (!path) continue;
    const keys = fields
      ? fields.filter((name) => path === name || path.startsWith(`${name}.`)).slice(0, 1)
      : [path, path.split('.')[0] ?? path];
    for (const key of keys) {
      errors[key] ??= fallback && AJV_MESSAGE.test(issue.message) ? fallback(key) : sentence(issue.message);
    }
  }
  return errors;
}

/**
 * One sentence for the failure: connection, permission, not found, "check the marked fields";
 * a 4xx's Spanish detail, written by the API for people ("Ya existe una cuenta con ese
 * e-mail"); else the screen's generic failure.
 */
export function problemMessage(error: unknown, texts: ProblemTexts): string {
  if (!(error instanceof ApiError)) return texts.failed;
  const { status } = error;
  if (status === 0) return texts.unavailable;
  if (status === 403) return texts.forbidden;
  if (status === 404) return texts.notFound ?? texts.failed;
  if (status === 400 && (error.problem?.errors?.length ?? 0) > 0) return texts.checkFields;
  const detail = error.problem?.detail;
  if (status >= 400 && status < 500 && detail) return sentence(detail);
  if (status === 409 && texts.conflict) return texts.conflict;
  return texts.failed;
}

export function isApiStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}

export const isNotFound = (error: unknown): boolean => isApiStatus(error, 404);
