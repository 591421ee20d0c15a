/**
 * The student area is for signed-in users: a visitor is sent to sign in and comes back here
 * afterwards (the same `rToGo` return the admin panel uses).
 */
import { Center, Loader } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { rememberReturnTo, useSession } from '../session';

export function MeGate({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (status !== 'anonymous') return;
    rememberReturnTo(window.sessionStorage, `${pathname}${search}`);
    navigate('/login', { replace: true });
  }, [status, pathname, search, navigate]);

  if (status === 'ready') return children;
  return (
    <Center py={80}>
      <Loader />
    </Center>
  );
}
