/**
 * The two ways a call fails on the client side (specification section 8): a required
 * argument was missing (nothing was sent), or the call was sent and failed.
 */

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

/** RFC 9457 problem details, as the API answers every error. */
export type ProblemDetails = {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  code?: string;
  errors?: { path: string; message: string }[];
  [key: string]: unknown;
};

/**
 * A failed call: a status outside 200–299 (`status` and the problem+json body), or a
 * network error or abort (`status` 0, the cause kept).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly operationId: string,
    readonly status: number,
    readonly problem: ProblemDetails | undefined,
    options?: { cause?: unknown },
  ) {
    super(problem?.detail ?? problem?.title ?? (status === 0 ? 'Network error' : `HTTP ${status}`), options);
  }

  get code(): string | undefined {
    return this.problem?.code;
  }
}
