/**
 * The one place that shows toasts, so every feature uses the same container settings
 * (specification section 9: top-center, 5000 ms, colored). react-toastify is loaded with the
 * first toast, not with every page: `notify` imports it and asks `<Toasts />` (mounted once,
 * in layout/app-frame) to mount the container; a toast sent before the container is there
 * waits in react-toastify's own queue. The unstyled entry is used because the stylesheet is
 * linked from the root route, which makes the styles part of the server-rendered page.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';

export const TOAST_OPTIONS = { position: 'top-center', autoClose: 5000, theme: 'colored' } as const;

const library = () => import('react-toastify/unstyled');

/** Whether a toast was asked for yet: until then no container (and no library) is needed. */
let wanted = false;
const listeners = new Set<() => void>();

function show(kind: 'info' | 'error' | 'success', message: string) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void library().then(({ toast }) => toast[kind](message, { toastId: message }));
}

export const notify = {
  info: (message: string) => show('info', message),
  error: (message: string) => show('error', message),
  success: (message: string) => show('success', message),
};

const ToastContainer = lazy(() =>
  library().then((module) => ({ default: () => <module.ToastContainer {...TOAST_OPTIONS} /> })),
);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toast container, mounted once the first toast is asked for. */
export function Toasts() {
  const needed = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return needed ? (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  ) : null;
}
