/**
 * What of a failed request's error goes to the log. A failing query's error carries the
 * SQL and its parameters (Drizzle puts both in the message; PostgreSQL's `detail` repeats
 * the offending values), which may be a password hash, an e-mail or names: none of it is
 * logged. What is kept tells what went wrong and where: PostgreSQL's message, SQLSTATE,
 * constraint, table and column, and the stack below its first line.
 */
import type { FastifyRequest } from 'fastify';

type DatabaseError = Error & {
  code: string;
  severity?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
};

/** A PostgreSQL error (pg's DatabaseError) anywhere in the error's cause chain. */
function databaseErrorIn(error: unknown): DatabaseError | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as Partial<DatabaseError>;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code) && 'severity' in candidate)
      return candidate as DatabaseError;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Carries a query or its parameters (Drizzle's DrizzleQueryError, or an error of pg). */
function carriesQuery(error: unknown): boolean {
  const fields = error as { query?: unknown; params?: unknown };
  return fields?.query !== undefined || fields?.params !== undefined || databaseErrorIn(error) !== undefined;
}

/** Data exceptions (SQLSTATE class 22) quote the refused value: `invalid input syntax …: "x"`. */
function withoutQuotedValues(message: string, code: string): string {
  return code.startsWith('22') ? message.replace(/"[^"]*"/g, '"[redacted]"') : message;
}

/** The error as it may be logged. */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  if (!carriesQuery(error)) return { type: error.name, message: error.message, stack: error.stack };
  const database = databaseErrorIn(error);
  const message = database
    ? withoutQuotedValues(database.message, database.code)
    : 'database query failed (query and parameters not logged)';
  // The stack's first line repeats the message, query and parameters included.
  const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type: error.name,
    message,
    ...(database
      ? {
          code: database.code,
          constraint: database.constraint,
          table: database.table,
          column: database.column,
          routine: database.routine,
        }
      : {}),
    stack: [`${error.name}: ${message}`, ...(frames ?? [])].join('\n'),
  };
}

/**
 * Logs a failed request: a 5xx as an error with what may be logged of it; a 501 (an
 * operation not built yet) is expected, so it is an info line without a stack.
 */
export function logFailedRequest(request: FastifyRequest, status: number, error: unknown): void {
  if (status === 501) {
    request.log.info({ operationId: request.routeOptions.config.operationId }, 'operation not implemented');
  } else if (status >= 500) {
    request.log.error({ err: loggableError(error) }, 'request failed');
  }
}
