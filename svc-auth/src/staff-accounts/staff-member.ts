import type { StaffMember } from '@vetnow/contracts/front-desk';
import type { AccountRow } from '../database/schema.js';

/** A front-desk account as the admin's Staff tab sees it (contracts `staffMemberSchema`), field by field: no hash. */
export function toStaffMember(row: AccountRow): StaffMember {
  return {
    _id: row.id,
    fullName: row.fullName,
    email: row.email ?? '',
    contactNumber: row.contactNumber,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}
