/** POST /api/auth: keeps (or clears) the session cookie. The rules are in auth.server.ts. */
import { cookieSecureForced, publicConfig } from '../../config.server';
import { apiTokenVerifier, handleAuthRequest } from '../../features/session/index.server';
import type { Route } from './+types/auth';

export function action({ request }: Route.ActionArgs) {
  return handleAuthRequest(request, {
    verifyToken: apiTokenVerifier(publicConfig().apiBaseUrl),
    forceSecure: cookieSecureForced(),
  });
}
