/**
 * The areas for signed-in people outside the panel (`/me`, `/ventas`): a visitor is sent to
 * sign in and comes back to this address afterwards (the same `rToGo` return the admin
 * panel uses). Answers the session's status, for the gate to show what follows.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { rememberReturnTo } from './return-to';
import { type SessionStatus, useSession } from './session-context';

export function useSignInFirst(): SessionStatus {
  const { status } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (status !== 'anonymous') return;
    rememberReturnTo(window.sessionStorage, `${pathname}${search}`);
    navigate('/login', { replace: true });
  }, [status, pathname, search, navigate]);

  return status;
}
