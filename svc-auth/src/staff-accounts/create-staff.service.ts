import { Injectable, Logger } from '@nestjs/common';
import type { API, RouteBodyData } from '@vetnow/contracts/api';
import type { StaffMember } from '@vetnow/contracts/front-desk';
import { DomainError } from '@vetnow/service-kit/errors';
import { UnitOfWork } from '@vetnow/service-kit/messaging';
import { AccountStore } from '../accounts/account-store.js';
import { ContactFactsService } from '../accounts/contact-facts.service.js';
import { uniqueViolation } from '../common/unique-violation.js';
import { hashPassword } from '../passwords/password-hasher.js';
import { passwordProblem, passwordRefused } from '../passwords/password-policy.js';
import { toStaffMember } from './staff-member.js';

export type CreateStaffData = RouteBodyData<typeof API.auth.createStaff>;

/** POST /admin/staff: the admin creates a front-desk account (issue 39), which signs in as Front Desk. */
@Injectable()
export class CreateStaffService {
  private readonly logger = new Logger('StaffAccounts');

  constructor(
    private readonly store: AccountStore,
    private readonly uow: UnitOfWork,
    private readonly contacts: ContactFactsService,
  ) {}

  /**
   * The password rules as for owners (not a common password, not the e-mail); an e-mail any account already has →
   * 409 AUTH_EMAIL_TAKEN. The early check answers cheaply; between two staff accounts the unique (role, email) index
   * decides a race. The contact facts go to svc-notify in the same transaction (user.contact-changed, role staff).
   */
  async create(data: CreateStaffData, adminId: string): Promise<StaffMember> {
    const problem = passwordProblem(data.password, [data.email]);
    if (problem) throw passwordRefused(problem);
    if (await this.store.emailTakenByAnyRole(data.email)) throw new DomainError('AUTH_EMAIL_TAKEN');
    const passwordHash = await hashPassword(data.password);
    let row;
    try {
      row = await this.uow.run(async (tx) => {
        const created = await this.store.insert(tx, {
          role: 'staff',
          email: data.email,
          passwordHash,
          fullName: data.fullName,
          contactNumber: data.contactNumber,
          isActive: true,
        });
        await this.contacts.sync(tx, created);
        return created;
      });
    } catch (err) {
      if (uniqueViolation(err) === undefined) throw err;
      throw new DomainError('AUTH_EMAIL_TAKEN', { cause: err });
    }
    this.logger.log({ msg: 'staff account created', accountId: row.id, by: adminId });
    return toStaffMember(row);
  }
}
