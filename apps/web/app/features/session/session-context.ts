/**
 * The session context (specification section 3, "Session context"): token, user, scopes,
 * hasAdminPanelAccess, userCurrency, geoData, theme and miniMenu, plus the actions that
 * change them and the API client that carries the token.
 */
import type { ApiClient } from '@catedra/client';
import type { Scope } from '@catedra/contract';
import { createContext, useContext } from 'react';
import type { DisplayCurrency, GeoData } from './currency';
import type { SessionUser } from './load-user';

/**
 * - anonymous: no token at all.
 * - loading: a token is being confirmed or its user is being fetched.
 * - ready: the user is loaded.
 * - error: there is a token but its user could not be loaded.
 */
export type SessionStatus = 'anonymous' | 'loading' | 'ready' | 'error';

export type ThemeName = 'light' | 'dark';

export type Session = {
  token: string;
  user: SessionUser | null;
  scopes: Scope[];
  hasAdminPanelAccess: boolean;
  status: SessionStatus;
  userCurrency: DisplayCurrency;
  geoData: GeoData | null;
  theme: ThemeName;
  miniMenu: boolean;
  client: ApiClient;
  /** The API's base address, for a client bound to another token (sign-in). */
  apiBaseUrl: string;
  setUserCurrency: (currency: DisplayCurrency) => void;
  toggleTheme: () => void;
  setMiniMenu: (value: boolean) => void;
  /**
   * Keeps a token in the session cookie; true when the web server accepted it. When it did
   * not, the session has already ended by error (toast and `/`, specification section 8).
   */
  establishSession: (token: string) => Promise<boolean>;
  /**
   * The same person goes on with a new token (his password change ended every other
   * session, this one included): the cookie and the client take it, the user stays loaded.
   * False, as for `establishSession`, when the web server refused it.
   */
  renewSession: (token: string) => Promise<boolean>;
  /** Fetches the signed-in user again (after it edited its profile or its scopes changed). */
  reloadUser: () => Promise<void>;
  /** Clears the session cookie; the session rules then show the goodbye toast and redirect. */
  signOut: () => Promise<void>;
};

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** The typed API client with the session's token and the configured base address. */
export function useApiClient(): ApiClient {
  return useSession().client;
}
