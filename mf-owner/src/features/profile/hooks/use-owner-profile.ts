import { useCallback, useEffect, useState } from 'react';
import type { PublicUser } from '@vetnow/contracts/user';
import { fetchOwnerProfile } from '../api/profile-api';

export type OwnerProfileState =
  | { status: 'loading'; profile: null }
  | { status: 'error'; profile: null }
  | { status: 'ready'; profile: PublicUser };

/** Loads the owner's profile; `reload()` tries again, `replace()` takes an answer (e.g. of the update). */
export function useOwnerProfile() {
  const [state, setState] = useState<OwnerProfileState>({ status: 'loading', profile: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading', profile: null });
    fetchOwnerProfile(controller.signal).then(
      (profile) => setState({ status: 'ready', profile }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // Spec §8: profile failures are only logged (never the answer body); the screen offers a retry.
        console.warn('Profile could not be loaded', error instanceof Error ? error.message : error);
        setState({ status: 'error', profile: null });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((profile: PublicUser) => setState({ status: 'ready', profile }), []);
  return { ...state, reload, replace };
}
