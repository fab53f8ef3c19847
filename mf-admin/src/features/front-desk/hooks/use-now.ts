import { useEffect, useState } from 'react';

/** setTimeout's longest delay; a moment further away is waited for in steps. */
const LONGEST_DELAY = 2 ** 31 - 1;

/**
 * The current time (ms), read again at the first of `moments` (ISO instants) still ahead — one timer to that
 * moment, nothing in between: a screen whose buttons open at a given time (the desk's No-show) re-renders then.
 * A moment already past when it arrives (new data on a screen left open) re-reads the clock at once, and a timer
 * that fired early waits again for the rest.
 */
export function useNowPassing(moments: readonly string[]): number {
  // An object, so every reading re-renders (and re-arms the timer) even if the clock read the same.
  const [reading, setReading] = useState(() => ({ at: Date.now() }));
  const now = reading.at;
  const ahead = moments.map((moment) => Date.parse(moment)).filter((at) => Number.isFinite(at) && at > now);
  const next = ahead.length > 0 ? Math.min(...ahead) : undefined;

  useEffect(() => {
    if (next === undefined) return undefined;
    // A few ms late rather than early: the moment has passed when the clock is read again.
    const delay = Math.min(Math.max(0, next - Date.now()) + 25, LONGEST_DELAY);
    const timer = setTimeout(() => setReading({ at: Date.now() }), delay);
    return () => clearTimeout(timer);
  }, [next, reading]);

  return now;
}
