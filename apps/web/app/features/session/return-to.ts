/**
 * Return after login (specification section 2): a visitor without a token who opens any
 * path containing `/admin` has that path kept in session storage under `rToGo`.
 */

import type { Scope } from '@catedra/contract';
import { SCOPE_GROUPS } from '@catedra/contract/browser';

export const RETURN_TO_KEY = 'rToGo';

export function isAdminPath(pathname: string): boolean {
  return pathname.includes('/admin');
}

/**
 * Only a path of this site is a place to return to: the value comes from storage, and a
 * `//host` or absolute URL there must never become an open redirect.
 */
export function isLocalPath(value: string | null | undefined): value is string {
  return !!value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

export function rememberReturnTo(storage: Storage, path: string): void {
  storage.setItem(RETURN_TO_KEY, path);
}

/** Reads and removes the stored path, so it is used once. */
export function takeReturnTo(storage: Storage): string | null {
  const value = storage.getItem(RETURN_TO_KEY);
  storage.removeItem(RETURN_TO_KEY);
  return isLocalPath(value) ? value : null;
}

/** Who works in the sales area (`/ventas`): the sellers, their admins and top administration. */
export const SALES_AREA_SCOPES: readonly Scope[] = SCOPE_GROUPS.sales;

/** Whether these scopes open the sales area. */
export function sellsWith(scopes: readonly string[]): boolean {
  return scopes.some((scope) => (SALES_AREA_SCOPES as readonly string[]).includes(scope));
}

/**
 * A signed-in person's own area: the admin panel for staff, the sales area for a seller
 * without the panel (SELLER_EXTERNAL), the student area for everyone else.
 */
export function homeAreaOf(hasAdminPanelAccess: boolean, sells = false): '/admin' | '/ventas' | '/me' {
  if (hasAdminPanelAccess) return '/admin';
  return sells ? '/ventas' : '/me';
}

/** Where sign-in leads: the stored path, else the person's own area (issue 9: people land where they work). */
export function pathAfterSignIn(
  returnTo: string | null,
  hasAdminPanelAccess: boolean,
  sells = false,
): string {
  if (isLocalPath(returnTo)) return returnTo;
  return homeAreaOf(hasAdminPanelAccess, sells);
}
