import { useCallback, useEffect, useState } from 'react';
import type { Doctor } from '@vetnow/contracts/doctor';
import { fetchDoctorProfile } from '../api/doctor-profile-api';

export type DoctorProfileState =
  | { status: 'loading'; profile: null }
  | { status: 'error'; profile: null }
  | { status: 'ready'; profile: Doctor };

/** Loads the doctor's profile; `reload()` tries again, `replace()` takes an answer (e.g. of the update). */
export function useDoctorProfile() {
  const [state, setState] = useState<DoctorProfileState>({ status: 'loading', profile: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading', profile: null });
    fetchDoctorProfile(controller.signal).then(
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
  const replace = useCallback((profile: Doctor) => setState({ status: 'ready', profile }), []);
  return { ...state, reload, replace };
}
