/**
 * The session feature's server-only surface (the /api/auth action): kept apart from
 * `index.ts`, which the browser bundle loads, because `.server` modules never reach it.
 */
export { apiTokenVerifier, handleAuthRequest } from './auth.server';
