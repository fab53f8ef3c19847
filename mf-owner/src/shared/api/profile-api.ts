import type { ChangePasswordData, LoginResponse, PublicUser, UpdateProfileData } from '@vetnow/contracts/user';
import { api } from '@vetnow/web-kit/api-client';

/** GET /users/profile: the signed-in owner. */
export function fetchOwnerProfile(signal?: AbortSignal): Promise<PublicUser> {
  return api.get<PublicUser>('/users/profile', { signal });
}

/** PUT /users/profile: fullName, contactNumber, address{street, city, location}. Answers the updated owner. */
export function updateOwnerProfile(body: UpdateProfileData): Promise<PublicUser> {
  return api.put<PublicUser>('/users/profile', body);
}

/**
 * PUT /users/profile/password: ends every session of the account (ADR 0012) and answers a new one for this tab
 * (`{token, user}`; the refresh cookie is replaced too).
 */
export function changeOwnerPassword(body: ChangePasswordData): Promise<LoginResponse> {
  return api.put<LoginResponse>('/users/profile/password', body);
}
