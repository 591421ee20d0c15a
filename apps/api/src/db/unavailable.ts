/**
 * Tells a database that is down or restarting apart from a query that failed: the first
 * answers 503 SERVICE_UNAVAILABLE (retry later), the second stays a 500.
 */

/** Socket-level failures reaching the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * SQLSTATEs of a server going away or not yet back: class 08 (connection exception),
 * 57P01-57P03 (shut down by an administrator, crashed, cannot connect now: starting up or
 * in recovery), 53300 (too many connections).
 */
function isUnavailableState(code: string): boolean {
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code);
}

/** Messages of `pg` and `pg-pool` for a connection lost or never made. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Connection ended unexpectedly',
];

/** True for an error, or any error in its `cause` chain (Drizzle wraps the driver's). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableState(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.includes(text))) return true;
    current = cause;
  }
  return false;
}
