/**
 * POST /api/auth: keeps (or clears) the session cookie. The rules are in auth.server.ts.
 * Any other method (the loader answers GET and HEAD) is a 405 with `Allow: POST`.
 */
import { cookieSecureForced, publicConfig } from '../../config.server';
import { apiTokenVerifier, handleAuthRequest } from '../../features/session/index.server';
import type { Route } from './+types/auth';

function authEndpoint(request: Request) {
  return handleAuthRequest(request, {
    verifyToken: apiTokenVerifier(publicConfig().apiBaseUrl),
    forceSecure: cookieSecureForced(),
  });
}

export function action({ request }: Route.ActionArgs) {
  return authEndpoint(request);
}

export function loader({ request }: Route.LoaderArgs) {
  return authEndpoint(request);
}
