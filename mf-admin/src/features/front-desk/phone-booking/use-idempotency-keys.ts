import { newIdempotencyKey } from '@vetnow/web-kit/idempotency-key';
import { useCallback, useRef } from 'react';

/**
 * The Idempotency-Key of each booking request: the same request sent again (Book pressed after an answer was lost)
 * gets the key it had, so the server books it once; a changed request gets a new key.
 */
export function useIdempotencyKeys(): (request: unknown) => string {
  const last = useRef<{ key: string; request: string } | null>(null);
  return useCallback((request: unknown) => {
    const sent = JSON.stringify(request);
    if (last.current?.request !== sent) last.current = { key: newIdempotencyKey(), request: sent };
    return last.current.key;
  }, []);
}
