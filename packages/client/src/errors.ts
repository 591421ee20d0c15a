/**
 * The two ways a call fails on the client side (specification section 8): a required
 * argument was missing (nothing was sent), or the call was sent and failed.
 */
import type { ErrorCode, OperationErrorCode, OperationId, Operations } from '@catedra/contract';

/** A required path parameter or body was null or undefined; the request was not sent. */
export class RequiredError extends Error {
  override readonly name = 'RequiredError';
  constructor(
    readonly field: string,
    readonly operationId: string,
  ) {
    super(`Required parameter ${field} was null or undefined when calling ${operationId}.`);
  }
}

/**
 * One refused field of a 400: `code` is a JSON Schema keyword (`maxLength`, with `params`
 * `{ limit: 200 }`) or the domain code of a rule on the field (`PASSWORD_IS_EMAIL`).
 */
export type ProblemFieldError = {
  path: string;
  message: string;
  code?: string;
  params?: Record<string, unknown>;
};

/** RFC 9457 problem details, as the API answers every error; `code` is one of `C`. */
export type ProblemDetails<C extends string = ErrorCode> = {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  code?: C;
  errors?: ProblemFieldError[];
  [key: string]: unknown;
};

/** The codes a failed call of the operation may carry: those it declares and the generic ones. */
export type ErrorCodeOf<Id extends OperationId> = OperationErrorCode<Operations[Id]>;

/**
 * A failed call: a status outside 200–299 (`status` and the problem+json body), or a
 * network error or abort (`status` 0, the cause kept). `ApiError<'createUser'>` types
 * `problem.code` as the codes createUser may answer (narrow with `isApiErrorOf`).
 */
export class ApiError<Id extends OperationId = OperationId> extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly operationId: Id,
    readonly status: number,
    readonly problem: ProblemDetails<ErrorCodeOf<Id>> | undefined,
    options?: { cause?: unknown },
  ) {
    super(problem?.detail ?? problem?.title ?? (status === 0 ? 'Network error' : `HTTP ${status}`), options);
  }

  get code(): ErrorCodeOf<Id> | undefined {
    return this.problem?.code;
  }
}

/** The failure of a call of that operation, its `problem.code` typed by what it declares. */
export function isApiErrorOf<Id extends OperationId>(error: unknown, operationId: Id): error is ApiError<Id> {
  return error instanceof ApiError && error.operationId === operationId;
}

/**
 * An API failure answering that code (`isProblem(error, 'EMAIL_TAKEN')`): narrows `error`
 * to an `ApiError` whose `problem.code` is exactly it.
 */
export function isProblem<C extends ErrorCode>(
  error: unknown,
  code: C,
): error is ApiError & { readonly code: C; readonly problem: ProblemDetails<C> } {
  return error instanceof ApiError && error.problem?.code === code;
}
