import { useCallback, useEffect, useRef, useState } from 'react';

export interface ApiResource<T> {
  /** `loading` only until the first answer: a reload keeps showing the data it replaces. */
  status: 'loading' | 'ready' | 'failed';
  data: T | null;
  /** Fetches again (after a change, or as a Retry). */
  reload: () => void;
  /** Takes a fresher value the caller already has (e.g. the answer of an update). */
  replace: (data: T) => void;
}

/**
 * One GET a screen depends on: fetched on mount and on `reload()`, aborted on unmount, with `onError` told of a
 * failure (toast or log, as the spec says for that list). `fetcher` must be stable (a module-level function).
 */
export function useApiResource<T>(fetcher: (signal: AbortSignal) => Promise<T>, onError?: (error: unknown) => void): ApiResource<T> {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  useEffect(() => {
    const controller = new AbortController();
    fetcher(controller.signal).then(
      (value) => {
        setData(value);
        setFailed(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setFailed(true);
        onErrorRef.current?.(error);
      },
    );
    return () => controller.abort();
  }, [fetcher, attempt]);

  const reload = useCallback(() => {
    setFailed(false); // a Retry shows the loading state again
    setAttempt((n) => n + 1);
  }, []);
  const replace = useCallback((value: T) => setData(value), []);
  return { status: data !== null ? 'ready' : failed ? 'failed' : 'loading', data, reload, replace };
}
