import { useEffect, useReducer } from 'react';

/**
 * Renders the screen again once a minute, so what it derives from "now" moves on by itself — how long a walk-in has
 * waited, which visits are still upcoming. A clock, not polling: nothing is asked of the server.
 */
export function useMinuteTick(): void {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const timer = setInterval(tick, 60_000);
    return () => clearInterval(timer);
  }, []);
}
