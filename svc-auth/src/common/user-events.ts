import type { AccountRow } from '../database/schema.js';

export const USER_REGISTERED = 'user.registered';
export const USER_PROFILE_UPDATED = 'user.profile-updated';

/** What other services may know of an owner (no password, no hash). */
export function userEventPayload(row: AccountRow) {
  return {
    userId: row.id,
    username: row.username ?? '',
    email: row.email,
    fullName: row.fullName,
    contactNumber: row.contactNumber,
    address: { street: row.street, city: row.city, location: row.location },
  };
}
