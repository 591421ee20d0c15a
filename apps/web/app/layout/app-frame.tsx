/**
 * What every page shares once the session exists: the return-after-login guard, the
 * informational-page skeleton and the toast container, mounted with the first toast
 * (specification sections 2 and 9).
 */
import type { ReactNode } from 'react';
import { useReturnToGuard } from '../features/session';
import { PageSkeleton } from '../ui/page-skeleton';
import { Toasts } from '../ui/toast';
import { usePageSkeleton } from './use-page-skeleton';

export function AppFrame({ children }: { children: ReactNode }) {
  useReturnToGuard();
  const skeleton = usePageSkeleton();
  return (
    <>
      {children}
      {skeleton && <PageSkeleton />}
      <Toasts />
    </>
  );
}
