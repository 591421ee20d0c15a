/**
 * The API's one error type. Services throw `AppError` with a code of the contract's table
 * (`@catedra/contract` core/error-codes.ts: status and title per code); the error handler
 * (plugins/error-handler.ts) is the only place that turns it, or any other error, into
 * problem+json. An operation may answer only the codes it declares or implies by its shape.
 */
import { ERROR_CODES, type ErrorCode, type FieldErrorCode } from '@catedra/contract';

export { ERROR_CODES, type ErrorCode };

/**
 * One refused field: where, the API's own words, and what was refused (a JSON Schema
 * keyword with its params, or the domain code of a rule on the field).
 */
export type FieldError = { path: string; message: string; code: string; params?: Record<string, unknown> };

export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    detail?: string,
    readonly errors?: FieldError[],
    /** For RATE_LIMITED: sent as the Retry-After header. */
    readonly retryAfterSeconds?: number,
  ) {
    super(detail ?? ERROR_CODES[code].title);
  }

  get status(): number {
    return ERROR_CODES[this.code].status;
  }

  static notFound(what: string): AppError {
    return new AppError('NOT_FOUND', `${what} no existe`);
  }

  /** A business rule about one field of the input: 400 with its code, naming the field. */
  static invalidField(code: FieldErrorCode, path: string, message: string): AppError {
    return new AppError(code, `Datos inválidos: ${path} ${message}`, [{ path, message, code }]);
  }

  static forbidden(detail = 'No tenés permiso para realizar esta operación'): AppError {
    return new AppError('FORBIDDEN', detail);
  }
}

/** What a lookup found, or NOT_FOUND naming what is missing (`AppError.notFound`'s words). */
export async function orNotFound<T>(lookup: PromiseLike<T>, what: string): Promise<NonNullable<T>> {
  const found = await lookup;
  if (!found) throw AppError.notFound(what);
  return found;
}
