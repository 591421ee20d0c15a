/**
 * The confirm button's click, sent once: a double click (or a second click before the first
 * request settles) is ignored, and the button shows it is busy. The guard is a ref, not state,
 * because the second click of a double click arrives before React renders the first one's
 * `loading`. It opens again when the action settles: its promise, or the caller's `loading`
 * going from true back to false (a failed request may be tried again), or a new opening.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export function useConfirmOnce(onConfirm: () => unknown, opened: boolean, loading = false) {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const release = useCallback(() => {
    busy.current = false;
    setPending(false);
  }, []);

  useEffect(() => {
    if (opened) release();
  }, [opened, release]);

  const wasLoading = useRef(loading);
  useEffect(() => {
    if (wasLoading.current && !loading) release();
    wasLoading.current = loading;
  }, [loading, release]);

  const confirm = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    const result = onConfirm();
    if (result instanceof Promise) {
      try {
        await result;
      } finally {
        release();
      }
    }
  }, [onConfirm, release]);

  return { confirm, pending: pending || loading };
}
