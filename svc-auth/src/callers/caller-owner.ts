import type { CallerOwner } from '@vetnow/contracts/callers';
import type { AccountRow } from '../database/schema.js';

/**
 * Unclaimed: an owner the front desk created (issue 39 phase B) who has not chosen an e-mail and a password yet. Such
 * an account cannot sign in; its claim links work.
 */
export function isUnclaimedOwner(row: AccountRow): boolean {
  return row.role === 'user' && row.passwordHash === null;
}

/** An owner as the desk sees them (contracts `callerOwnerSchema`), field by field: no hash, no pets. */
export function toCallerOwner(row: AccountRow): CallerOwner {
  return {
    _id: row.id,
    fullName: row.fullName,
    contactNumber: row.contactNumber,
    email: row.email,
    claimed: row.passwordHash !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
