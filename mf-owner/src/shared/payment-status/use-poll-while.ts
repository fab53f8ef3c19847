import { useEffect, useRef, useState } from 'react';

/**
 * Calls `poll` after each delay of `delays` while `active` is true (bounded backoff: one call per delay, the
 * next delay counted from the end of the previous call). `gaveUp` turns true when every delay was used and
 * `active` is still true; it goes back to false (and the schedule starts over) when `active` becomes false.
 */
export function usePollWhile(active: boolean, poll: () => Promise<unknown> | void, delays: readonly number[]): { gaveUp: boolean } {
  const [gaveUp, setGaveUp] = useState(false);
  const pollRef = useRef(poll);
  useEffect(() => {
    pollRef.current = poll;
  });

  useEffect(() => {
    if (!active) {
      setGaveUp(false);
      return;
    }
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const step = (i: number) => {
      if (i >= delays.length) {
        setGaveUp(true);
        return;
      }
      timer = setTimeout(() => {
        void Promise.resolve()
          .then(() => pollRef.current())
          .catch(() => undefined) // a failed check is just retried at the next delay
          .then(() => {
            if (!stopped) step(i + 1);
          });
      }, delays[i]);
    };
    step(0);
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [active, delays]);

  return { gaveUp };
}
