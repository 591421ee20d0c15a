/**
 * A public list's data without TanStack Query (issue 18): the first page comes from the
 * route's loader (so it is in the server's HTML), the others are fetched when asked for, each
 * kept by its key so going back shows it at once; while one loads the previous one stays on
 * screen. A newer request aborts the older one.
 */
import { useEffect, useRef, useState } from 'react';

export type Remote<T> = {
  /** What to show: the answer for the current key, else the last one shown. */
  data: T | undefined;
  pending: boolean;
  error: unknown;
  retry: () => void;
};

export function useRemote<T>({
  key,
  load,
  initialKey,
  initialData,
}: {
  key: string;
  load: (signal: AbortSignal) => Promise<T>;
  initialKey: string;
  initialData: T | null | undefined;
}): Remote<T> {
  const answers = useRef(new Map<string, T>(initialData == null ? [] : [[initialKey, initialData]]));
  const [shown, setShown] = useState<T | undefined>(initialData ?? undefined);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const loadLatest = useRef(load);
  loadLatest.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on retry
  useEffect(() => {
    const known = answers.current.get(key);
    if (known !== undefined) {
      setShown(known);
      setError(null);
      return;
    }
    const controller = new AbortController();
    setError(null);
    loadLatest
      .current(controller.signal)
      .then((answer) => {
        answers.current.set(key, answer);
        setShown(answer);
      })
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) setError(failure);
      });
    return () => controller.abort();
  }, [key, attempt]);

  return {
    data: shown,
    pending: !answers.current.has(key) && !error,
    error,
    retry: () => setAttempt((count) => count + 1),
  };
}
