import type { EventPayloadInput } from '@vetnow/contracts/events';
import { EVENTS } from '@vetnow/contracts/events';
import type { AccountRow } from '../database/schema.js';

export const USER_REGISTERED = 'user.registered' as const;
export const USER_PROFILE_UPDATED = 'user.profile-updated' as const;
/** Version both user events are published with (the catalogue's). */
export const USER_EVENT_VERSION = EVENTS[USER_REGISTERED].version;

/** What other services may know of an owner (contracts `userEventV1`): no password, no hash, no e-mail. */
export function userEventPayload(row: AccountRow): EventPayloadInput<'user.registered'> {
  return {
    userId: row.id,
    fullName: row.fullName,
    contactNumber: row.contactNumber,
  };
}
