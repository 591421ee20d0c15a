/** The auth module's public surface: tokens, password hashing, rate limits, the authenticator. */
export { type Authenticator, bearerTokenOf, createAuthenticator } from './authenticate.js';
export { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.js';
export { createRateLimiter, type RateLimiter } from './rate-limiter.js';
export { createSigninFailures, type SigninAttempt, type SigninFailures } from './signin-failures.js';
export { createTokenService, type TokenClaims, type TokenService } from './tokens.js';
