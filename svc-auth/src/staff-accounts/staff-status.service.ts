import { Injectable, Logger } from '@nestjs/common';
import type { StaffMember } from '@vetnow/contracts/front-desk';
import { DomainError } from '@vetnow/service-kit/errors';
import { UnitOfWork } from '@vetnow/service-kit/messaging';
import { AccountStore } from '../accounts/account-store.js';
import { SessionService } from '../sessions/session.service.js';
import { toStaffMember } from './staff-member.js';

/** GET /admin/staff and PUT /admin/staff/:id/status: the admin's view of the front-desk accounts. */
@Injectable()
export class StaffStatusService {
  private readonly logger = new Logger('StaffAccounts');

  constructor(
    private readonly store: AccountStore,
    private readonly uow: UnitOfWork,
    private readonly sessions: SessionService,
  ) {}

  /** Every staff account, active and deactivated, by name. */
  async list(): Promise<StaffMember[]> {
    return (await this.store.listByRole('staff')).map(toStaffMember);
  }

  /**
   * Deactivates or activates a staff account (unknown id or not a staff account → 404 AUTH_ACCOUNT_NOT_FOUND).
   * Deactivating ends every session at once, as a password change does (SessionService.endAll, in the same
   * transaction: refresh families revoked, earlier access tokens refused here and, through account.sessions-ended,
   * everywhere); sign-in then answers AUTH_ACCOUNT_INACTIVE. Setting the status it already has changes nothing.
   */
  async setStatus(id: string, isActive: boolean, adminId: string): Promise<StaffMember> {
    const result = await this.uow.run(async (tx) => {
      const current = await this.store.findByIdForUpdate(tx, id);
      if (!current || current.role !== 'staff') return undefined;
      if (current.isActive === isActive) return { row: current, changed: false };
      const row = (await this.store.update(tx, id, { isActive }))!;
      if (!isActive) await this.sessions.endAll(tx, id);
      return { row, changed: true };
    });
    if (!result) throw new DomainError('AUTH_ACCOUNT_NOT_FOUND');
    if (result.changed) {
      this.logger.log({
        msg: isActive ? 'staff account activated' : 'staff account deactivated',
        accountId: id,
        by: adminId,
      });
    }
    return toStaffMember(result.row);
  }
}
