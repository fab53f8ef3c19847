import { DomainError } from '@vetnow/service-kit/errors';
import { isUuid } from '../../common/ids.js';
import type { OwnerRow } from '../../database/schema.js';
import type { OwnerDirectory } from '../../directory/owner-directory.js';

/**
 * The owner the desk acts for (issue 39 phase B, ADR 0061), from booking's read model of svc-auth's user.registered:
 * a malformed id → 400 DESK_OWNER_INVALID_ID before any query; an owner booking does not know → 404
 * DESK_OWNER_NOT_FOUND (an account the desk just created is known once its user.registered has arrived).
 */
export async function deskOwnerOrThrow(directory: OwnerDirectory, rawId: string): Promise<OwnerRow> {
  const id = rawId.trim();
  if (!isUuid(id)) throw new DomainError('DESK_OWNER_INVALID_ID');
  const owner = await directory.find(id);
  if (!owner) throw new DomainError('DESK_OWNER_NOT_FOUND');
  return owner;
}
