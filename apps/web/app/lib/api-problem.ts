/**
 * The one place where a failed API call (problem+json, `ApiError`) becomes what the user
 * reads: a message per form field, from `errors[].path` (`body.email` → `email`), and one
 * Spanish sentence for the whole form, a toast or an alert.
 *
 * Everything is read from codes, never from the API's wording (`detail`, `errors[].message`
 * are for logs and API users, and name API parameters): the problem's `code` picks the
 * catalogue's message (`i18n/es-problems.ts`, one per code of the contract), and each
 * refused field's `code` — a JSON Schema keyword with its params (`maxLength`,
 * `{ limit: 200 }`) or the domain code of a rule on the field — builds the field's message.
 */
import { ApiError, type ProblemFieldError } from '@catedra/client';
import type { DomainErrorCode, ErrorCode } from '@catedra/contract';
import { DOMAIN_ERROR_CODES, isErrorCode, patternNameOf } from '@catedra/contract/browser';
import { format, getMessages } from '../i18n';
import { formatNumber } from './formats';

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
  /** A 409 with no code the catalogue knows; without it, `failed`. */
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

const problems = () => getMessages().problems;

function isDomainCode(code: unknown): code is DomainErrorCode {
  return typeof code === 'string' && Object.hasOwn(DOMAIN_ERROR_CODES, code);
}

/** The catalogue's message of an error code. */
export function codeMessage(code: ErrorCode): string {
  return problems().codes[code];
}

const numberParam = (params: Record<string, unknown> | undefined, name: string) =>
  typeof params?.[name] === 'number' ? (params[name] as number) : undefined;

/** A range's two ends, when the API sent both (`minimum` and `maximum` of the field's schema). */
function rangeMessage(params: Record<string, unknown> | undefined, low: string, high: string) {
  const min = numberParam(params, low);
  const max = numberParam(params, high);
  return min !== undefined && max !== undefined ? { min, max } : undefined;
}

/**
 * The Spanish message of a JSON Schema keyword and its Ajv params; undefined where the
 * keyword alone says nothing a person can act on (an unknown pattern, a union), so the form's own
 * text for the field is used instead.
 */
export function keywordMessage(keyword: string, params?: Record<string, unknown>): string | undefined {
  const texts = problems().fields;
  const limit = numberParam(params, 'limit');
  switch (keyword) {
    case 'required':
      return texts.required;
    case 'minLength':
    case 'maxLength': {
      const range = rangeMessage(params, 'minLength', 'maxLength');
      if (keyword === 'minLength' && limit === 1) return texts.required;
      if (range && range.min > 1) return format(texts.lengthBetween, range);
      if (limit === undefined) return undefined;
      if (keyword === 'maxLength')
        return limit === 1 ? texts.maxLengthOne : format(texts.maxLength, { limit });
      return format(texts.minLength, { limit });
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      // Values as an Argentine writes them: "entre 1 y 100.000", "mayor o igual a 0,5".
      const range = rangeMessage(params, 'minimum', 'maximum');
      if (range) return format(texts.between, { min: formatNumber(range.min), max: formatNumber(range.max) });
      return limit === undefined ? undefined : format(texts[keyword], { limit: formatNumber(limit) });
    }
    case 'type':
      return params?.type === 'integer'
        ? texts.integer
        : params?.type === 'number'
          ? texts.number
          : undefined;
    case 'enum':
      return texts.enum;
    case 'minItems':
      if (limit === undefined) return undefined;
      return limit === 1 ? texts.minItemsOne : format(texts.minItems, { limit });
    case 'maxItems':
      return limit === undefined ? undefined : format(texts.maxItems, { limit });
    case 'maxMonths':
      return limit === undefined ? undefined : format(texts.maxMonths, { limit });
    case 'uniqueItems':
      return texts.uniqueItems;
    case 'pattern': {
      const name = patternNameOf(params?.pattern);
      return name ? texts.patterns[name] : undefined;
    }
    case 'format': {
      const name = String(params?.format ?? '');
      return Object.hasOwn(texts.formats, name)
        ? texts.formats[name as keyof typeof texts.formats]
        : undefined;
    }
    default:
      return undefined;
  }
}

/** A refused field's message: its domain code's, its keyword's, the form's own, or a generic one. */
function fieldMessage(issue: ProblemFieldError, fallback: (() => string) | undefined): string {
  if (isErrorCode(issue.code)) return codeMessage(issue.code);
  const fromKeyword = issue.code ? keywordMessage(issue.code, issue.params) : undefined;
  return fromKeyword ?? fallback?.() ?? problems().fields.invalid;
}

/**
 * The field messages of a failed call; the first message of a field wins.
 *
 * - Without `fields`, every field the API names: `resources.0.url` and also `resources`, so a
 *   form that shows a list as one field still gets a message.
 * - With `fields`, only those (a nested path lands on its field; others are for the form
 *   message), and `fallback` gives the field's Spanish message where the keyword alone says
 *   nothing useful (a pattern: "Ingresá el teléfono con código de país").
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
      errors[key] ??= fieldMessage(issue, fallback && (() => fallback(key)));
    }
  }
  return errors;
}

/**
 * One sentence for the failure, by the problem's code: connection, permission and not found
 * in the screen's words; "check the marked fields" when fields are marked; a business rule
 * (`EMAIL_TAKEN`, `COURSE_HAS_CLASSES`…) and the other generic codes from the catalogue;
 * anything unknown or a server failure as the screen's generic failure.
 */
export function problemMessage(error: unknown, texts: ProblemTexts): string {
  if (!(error instanceof ApiError)) return texts.failed;
  if (error.status === 0) return texts.unavailable;
  const code = error.problem?.code;
  if (isDomainCode(code)) return codeMessage(code);
  switch (code) {
    case 'FORBIDDEN':
      return texts.forbidden;
    case 'NOT_FOUND':
      return texts.notFound ?? texts.failed;
    case 'VALIDATION_FAILED':
      return (error.problem?.errors?.length ?? 0) > 0 ? texts.checkFields : codeMessage(code);
    case 'UNAUTHENTICATED':
    case 'RATE_LIMITED':
    case 'PAYLOAD_TOO_LARGE':
    case 'UNSUPPORTED_MEDIA_TYPE':
    case 'NOT_IMPLEMENTED':
    case 'SERVICE_UNAVAILABLE':
      return codeMessage(code);
    default:
      // No code we know (a proxy's answer, INTERNAL): say it in the screen's words.
      if (error.status === 403) return texts.forbidden;
      if (error.status === 404) return texts.notFound ?? texts.failed;
      if (error.status === 409) return texts.conflict ?? texts.failed;
      return texts.failed;
  }
}

export function isApiStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}

export const isNotFound = (error: unknown): boolean => isApiStatus(error, 404);
