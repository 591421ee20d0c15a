/**
 * Signing in with e-mail and password, shared by the sign-in form and sign-up: the API's
 * signin gives a token, the web server keeps it in the session cookie, and the visitor goes
 * back to the admin path kept under `rToGo`, else to his own area (admin panel for staff,
 * `/ventas` for an external seller, `/me` for students). Returns false when the web server refused to keep the token (the
 * session rules have then ended the session: toast and `/`); API failures are thrown.
 */
import { createApiClient } from '@catedra/client';
import { hasAdminPanelAccess } from '@catedra/contract/browser';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { pathAfterSignIn, sellsWith, takeReturnTo } from './return-to';
import { useSession } from './session-context';

export function useSignIn(): (credentials: { email: string; password: string }) => Promise<boolean> {
  const { client, apiBaseUrl, establishSession } = useSession();
  const navigate = useNavigate();
  return useCallback(
    async ({ email, password }) => {
      const { token } = await client.signin({ userCredentials: { email: email.trim(), password } });
      if (!(await establishSession(token))) return false;
      // The session client still carries the previous token (if any): ask with the new one.
      const scopes = await createApiClient({ baseUrl: apiBaseUrl, getToken: () => token })
        .getParsedToken()
        .then((parsed) => parsed.scopes)
        .catch(() => []);
      const returnTo = takeReturnTo(window.sessionStorage);
      navigate(pathAfterSignIn(returnTo, hasAdminPanelAccess(scopes), sellsWith(scopes)), { replace: true });
      return true;
    },
    [client, apiBaseUrl, establishSession, navigate],
  );
}
