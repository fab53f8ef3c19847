import type { PublicUser, UpdateProfileData } from '@vetnow/contracts/user';
import { api } from '@vetnow/web-kit/api-client';

/** GET /users/profile: the signed-in owner. */
export function fetchOwnerProfile(signal?: AbortSignal): Promise<PublicUser> {
  return api.get<PublicUser>('/users/profile', { signal });
}

/** PUT /users/profile: fullName, contactNumber, address{street, city, location}. Answers the updated owner. */
export function updateOwnerProfile(body: UpdateProfileData): Promise<PublicUser> {
  return api.put<PublicUser>('/users/profile', body);
}
