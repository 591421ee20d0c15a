/**
 * Return after login (specification section 2): a visitor without a token who opens a path
 * containing `/admin` has the path (with its query) kept under `rToGo` and is sent to sign
 * in. It reacts to opening a path only, not to the session ending while already on one:
 * a logout from the admin panel goes to `/`, as the session rules say.
 */
import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isAdminPath, rememberReturnTo } from './return-to';
import { useSession } from './session-context';

export function useReturnToGuard(): void {
  const { status } = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  const onPathOpened = useEffectEvent((path: string, query: string) => {
    if (status !== 'anonymous' || !isAdminPath(path)) return;
    rememberReturnTo(window.sessionStorage, `${path}${query}`);
    navigate('/login', { replace: true });
  });

  useEffect(() => onPathOpened(pathname, search), [pathname, search]);
}
