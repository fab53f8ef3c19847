import type { Doctor } from '@vetnow/contracts/doctor';
import { useApiResource } from '@vetnow/web-kit/use-api-resource';
import { fetchDoctorProfile } from '../api/doctor-profile-api';

export type DoctorProfileState =
  | { status: 'loading'; profile: null }
  | { status: 'error'; profile: null }
  | { status: 'ready'; profile: Doctor };

// Spec §8: profile failures are only logged (never the answer body); the screen offers a retry.
const logFailure = (error: unknown) => console.warn('Profile could not be loaded', error instanceof Error ? error.message : error);

/** Loads the doctor's profile; `reload()` tries again, `replace()` takes an answer (e.g. of the update). */
export function useDoctorProfile() {
  const { status, data, reload, replace } = useApiResource(fetchDoctorProfile, logFailure);
  const state: DoctorProfileState =
    status === 'ready' && data ? { status: 'ready', profile: data } : { status: status === 'failed' ? 'error' : 'loading', profile: null };
  return { ...state, reload, replace };
}
