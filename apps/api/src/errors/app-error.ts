/**
 * The API's one error type. Services throw `AppError` with a code from the table below;
 * the error handler (plugins/error-handler.ts) is the only place that turns it, or any
 * other error, into problem+json.
 */
export const ERROR_CODES = {
  /** Input failed validation; `errors` names each offending parameter. */
  VALIDATION_FAILED: { status: 400, title: 'Datos inválidos' },
  /** No token, or the token is invalid, expired or revoked. */
  UNAUTHENTICATED: { status: 401, title: 'No autenticado' },
  /** Wrong e-mail or password (same answer for both, so accounts cannot be probed). */
  INVALID_CREDENTIALS: { status: 401, title: 'Credenciales inválidas' },
  /** The caller's scopes or ownership do not allow the operation. */
  FORBIDDEN: { status: 403, title: 'Acceso denegado' },
  /** The addressed record does not exist (or is not visible to the caller). */
  NOT_FOUND: { status: 404, title: 'No encontrado' },
  /** The path exists but not with this method; `Allow` lists the methods it has. */
  METHOD_NOT_ALLOWED: { status: 405, title: 'Método no admitido' },
  /** The request conflicts with the current state (duplicate e-mail, closed course…). */
  CONFLICT: { status: 409, title: 'Conflicto' },
  /** A business rule refused the request. */
  RULE_VIOLATION: { status: 422, title: 'Regla de negocio incumplida' },
  /** The body is larger than the server accepts. */
  PAYLOAD_TOO_LARGE: { status: 413, title: 'Solicitud demasiado grande' },
  /** The body is not JSON. */
  UNSUPPORTED_MEDIA_TYPE: { status: 415, title: 'Tipo de contenido no admitido' },
  /** Too many requests; `Retry-After` says when to come back. */
  RATE_LIMITED: { status: 429, title: 'Demasiadas solicitudes' },
  /** Declared in the contract, built by a later issue. */
  NOT_IMPLEMENTED: { status: 501, title: 'Operación no implementada' },
  /** A dependency (the database) is down. */
  SERVICE_UNAVAILABLE: { status: 503, title: 'Servicio no disponible' },
  /** Anything unexpected; the details go to the log, never to the client. */
  INTERNAL: { status: 500, title: 'Error interno' },
} as const satisfies Record<string, { status: number; title: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export type FieldError = { path: string; message: string };

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

  /** A rule about one field of the input: 400 naming the field. */
  static invalidField(path: string, message: string): AppError {
    return new AppError('VALIDATION_FAILED', `Datos inválidos: ${path} ${message}`, [{ path, message }]);
  }

  static forbidden(detail = 'No tenés permiso para realizar esta operación'): AppError {
    return new AppError('FORBIDDEN', detail);
  }
}
