/**
 * The session token as the web server keeps it: the httpOnly cookie `catedra_token`
 * (DESIGN.md section 1), read server-side from the request (specification section 4).
 */
import { parseCookies } from '../../lib/cookies';

export const SESSION_COOKIE = 'catedra_token';

/** The cookie lives as long as the API's JWT: 12 hours. */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

/** Specification section 9: a `Bearer ` prefix on the cookie value is stripped. */
export const BEARER_PREFIX = 'Bearer ';

export function stripBearerPrefix(value: string): string {
  return value.startsWith(BEARER_PREFIX) ? value.slice(BEARER_PREFIX.length) : value;
}

/** The token in a `Cookie` header, without its `Bearer ` prefix; '' when there is none. */
export function readSessionToken(cookieHeader: string | null | undefined): string {
  const value = parseCookies(cookieHeader)[SESSION_COOKIE];
  return value ? stripBearerPrefix(value).trim() : '';
}
