import type { PublicUser } from '@vetnow/contracts/user';
import { useApiResource } from '@vetnow/web-kit/use-api-resource';
import { fetchOwnerProfile } from '../../../shared/api/profile-api';

export type OwnerProfileState =
  | { status: 'loading'; profile: null }
  | { status: 'error'; profile: null }
  | { status: 'ready'; profile: PublicUser };

// Spec §8: profile failures are only logged (never the answer body); the screen offers a retry.
const logFailure = (error: unknown) => console.warn('Profile could not be loaded', error instanceof Error ? error.message : error);

/** Loads the owner's profile; `reload()` tries again, `replace()` takes an answer (e.g. of the update). */
export function useOwnerProfile() {
  const { status, data, reload, replace } = useApiResource(fetchOwnerProfile, logFailure);
  const state: OwnerProfileState =
    status === 'ready' && data ? { status: 'ready', profile: data } : { status: status === 'failed' ? 'error' : 'loading', profile: null };
  return { ...state, reload, replace };
}
