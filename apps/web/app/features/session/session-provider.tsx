/**
 * Holds the session and applies the session rules of the specification (sections 4 and 8)
 * exactly:
 * - whenever the token from the cookie (root loader) differs from the client's token, it is
 *   posted to /api/auth;
 *   - success with a token: the client uses it and the user is loaded;
 *   - success with an empty token (logout): goodbye toast, then `/` unless on a checkout path;
 *   - failure: "Sesión finalizada por error" toast, then `/`; the same for the post that
 *     signing in makes (`establishSession`).
 * - loading the user: parse the token, wait 400 ms, fetch the user; a failed parse is
 *   silent, a failed fetch shows "App: Error obteniendo informacion".
 */
import { createApiClient } from '@catedra/client';
import type { Scope } from '@catedra/contract';
import { hasAdminPanelAccess } from '@catedra/contract/browser';
import { type ReactNode, useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { useSiteMessages } from '../../i18n/site';
import { ApiAccessContext } from '../../lib/api-access';
import { useShallowMemo } from '../../lib/use-shallow-memo';
import { notify } from '../../ui/toast';
import { postAuthToken } from './auth-endpoint';
import { loadSessionUser, type SessionUser } from './load-user';
import { type Session, SessionContext, type SessionStatus } from './session-context';
import { useGeolocatedCurrency } from './use-geolocated-currency';
import { useMiniMenu, useTheme } from './use-preferences';

type AuthState = {
  token: string;
  user: SessionUser | null;
  scopes: Scope[];
  hasAdminPanelAccess: boolean;
  userFailed: boolean;
};

const SIGNED_OUT: AuthState = {
  token: '',
  user: null,
  scopes: [],
  hasAdminPanelAccess: false,
  userFailed: false,
};

export type SessionProviderProps = {
  /** The token read from the session cookie by the root loader ('' without one). */
  cookieToken: string;
  apiBaseUrl: string;
  geolocationUrl: string;
  children: ReactNode;
};

function statusOf(auth: AuthState, cookieToken: string): SessionStatus {
  if (auth.user) return 'ready';
  if (!cookieToken && !auth.token) return 'anonymous';
  return auth.userFailed ? 'error' : 'loading';
}

export function SessionProvider({ cookieToken, apiBaseUrl, geolocationUrl, children }: SessionProviderProps) {
  const messages = useSiteMessages();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [auth, setAuth] = useState<AuthState>(SIGNED_OUT);

  // The token the API client sends. A ref, because calls read it at the moment they are made.
  const clientToken = useRef('');

  const [client] = useState(() =>
    createApiClient({ baseUrl: apiBaseUrl, getToken: () => clientToken.current }),
  );

  const endSession = useCallback(() => {
    clientToken.current = '';
    setAuth(SIGNED_OUT);
  }, []);

  const endSessionByError = useCallback(() => {
    endSession();
    notify.error(messages.session.endedByError);
    navigate('/');
  }, [endSession, messages, navigate]);

  // An effect event: it reads the latest helpers without making them reasons to re-run the
  // sync, which must happen only when the cookie token changes.
  const syncWithCookie = useEffectEvent(async (token: string, signal: AbortSignal) => {
    const accepted = await postAuthToken(token, signal);
    if (signal.aborted) return;
    if (!accepted) return endSessionByError();
    if (token === '') {
      endSession();
      notify.info(messages.session.goodbye);
      // Read when the answer arrives: the visitor may have moved on meanwhile.
      if (!window.location.pathname.includes('checkout')) navigate('/');
      return;
    }

    clientToken.current = token;
    setAuth({ ...SIGNED_OUT, token });
    const result = await loadSessionUser(client, { signal });
    if (signal.aborted) return;
    if (result.kind === 'loaded') {
      const scopes = result.user.scopes;
      setAuth({
        token,
        user: result.user,
        scopes,
        hasAdminPanelAccess: hasAdminPanelAccess(scopes),
        userFailed: false,
      });
      return;
    }
    if (result.kind === 'user-failed') notify.error(messages.session.userLoadFailed);
    setAuth((state) => ({ ...state, userFailed: true }));
  });

  useEffect(() => {
    if (cookieToken === clientToken.current) return;
    const controller = new AbortController();
    syncWithCookie(cookieToken, controller.signal).catch(() => {
      // Only an abort lands here: a newer cookie token took over.
    });
    return () => controller.abort();
  }, [cookieToken]);

  // Any failure of POST /api/auth ends the session with the error toast and `/` (section 8),
  // including the one signing in makes: the form shows no error of its own for it.
  const establishSession = useCallback(
    async (token: string) => {
      const accepted = await postAuthToken(token);
      if (!accepted) endSessionByError();
      return accepted;
    },
    [endSessionByError],
  );

  const renewSession = useCallback(
    async (token: string) => {
      if (!(await establishSession(token))) return false;
      // The client takes the token before the root loader reads it from the cookie again, so
      // the cookie rule above finds nothing new and the signed-in user is not loaded again.
      clientToken.current = token;
      setAuth((state) => ({ ...state, token }));
      await revalidator.revalidate();
      return true;
    },
    [establishSession, revalidator],
  );

  // No 400 ms wait here: that delay belongs to loading the user after a new token only.
  const reloadUser = useCallback(async () => {
    const userId = auth.user?.id;
    if (!userId) return;
    try {
      const user = await client.findUserById({ userId });
      setAuth((state) =>
        state.user?.id === user.id
          ? { ...state, user, scopes: user.scopes, hasAdminPanelAccess: hasAdminPanelAccess(user.scopes) }
          : state,
      );
    } catch {
      // The screen that asked already shows its own outcome; the header keeps the old name.
    }
  }, [auth.user?.id, client]);

  const signOut = useCallback(async () => {
    if (!(await postAuthToken(''))) return endSessionByError();
    // The root loader now reads no cookie; the rule above then says goodbye and redirects.
    await revalidator.revalidate();
  }, [endSessionByError, revalidator]);

  const { userCurrency, setUserCurrency, geoData } = useGeolocatedCurrency(geolocationUrl);
  const { theme, toggleTheme } = useTheme();
  const [miniMenu, setMiniMenu] = useMiniMenu();

  const session = useShallowMemo<Session>({
    token: auth.token,
    user: auth.user,
    scopes: auth.scopes,
    hasAdminPanelAccess: auth.hasAdminPanelAccess,
    status: statusOf(auth, cookieToken),
    userCurrency,
    geoData,
    theme,
    miniMenu,
    client,
    apiBaseUrl,
    setUserCurrency,
    toggleTheme,
    setMiniMenu,
    establishSession,
    renewSession,
    reloadUser,
    signOut,
  });

  const access = useMemo(() => ({ client, scopes: session.scopes }), [client, session.scopes]);
  return (
    <SessionContext value={session}>
      <ApiAccessContext value={access}>{children}</ApiAccessContext>
    </SessionContext>
  );
}
