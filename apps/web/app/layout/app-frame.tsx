/**
 * What every page shares once the session exists: the return-after-login guard, the
 * informational-page skeleton and the toast container (specification sections 2 and 9).
 */
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import { useReturnToGuard } from '../features/session';
import { PageSkeleton } from '../ui/page-skeleton';
import { TOAST_OPTIONS } from '../ui/toast';
import { usePageSkeleton } from './use-page-skeleton';

export function AppFrame({ children }: { children: ReactNode }) {
  useReturnToGuard();
  const skeleton = usePageSkeleton();
  return (
    <>
      {children}
      {skeleton && <PageSkeleton />}
      <ToastContainer {...TOAST_OPTIONS} />
    </>
  );
}
