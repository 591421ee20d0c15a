/**
 * The student area is for signed-in users: a visitor is sent to sign in and comes back here
 * afterwards (the same `rToGo` return the admin panel uses).
 */
import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSignInFirst } from '../session';

export function MeGate({ children }: { children: ReactNode }) {
  const status = useSignInFirst();
  if (status === 'ready') return children;
  return (
    <Center py={80}>
      <Loader />
    </Center>
  );
}
