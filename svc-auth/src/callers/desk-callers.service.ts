import { Injectable, Logger } from '@nestjs/common';
import type { API, RouteBodyData } from '@vetnow/contracts/api';
import type { CallerOwner, ClaimLinkSent } from '@vetnow/contracts/callers';
import { DomainError } from '@vetnow/service-kit/errors';
import { OutboxService, UnitOfWork } from '@vetnow/service-kit/messaging';
import { AccountStore } from '../accounts/account-store.js';
import { ContactFactsService } from '../accounts/contact-facts.service.js';
import { uniqueViolation } from '../common/unique-violation.js';
import { USER_EVENT_VERSION, USER_REGISTERED, userEventPayload } from '../common/user-events.js';
import { CallerStore } from './caller-store.js';
import { isUnclaimedOwner, toCallerOwner } from './caller-owner.js';
import { ClaimLinksService } from './claim-links.service.js';

export type CreateCallerData = RouteBodyData<typeof API.desk.createCaller>;

/**
 * The front desk's owners (issue 39 phase B): GET /desk/owners (search), POST /desk/owners (an owner for a caller, with
 * no password: the SMS carries a claim link) and POST /desk/owners/:id/claim-link (a new link). Staff only (the
 * route table's access).
 */
@Injectable()
export class DeskCallersService {
  private readonly logger = new Logger('DeskCallers');

  constructor(
    private readonly accountsStore: AccountStore,
    private readonly callers: CallerStore,
    private readonly links: ClaimLinksService,
    private readonly contacts: ContactFactsService,
    private readonly uow: UnitOfWork,
    private readonly outbox: OutboxService,
  ) {}

  async search(q: string): Promise<CallerOwner[]> {
    return (await this.callers.search(q)).map(toCallerOwner);
  }

  /**
   * Creates the owner (role user, no username, no password, language en) with `user.registered` (svc-booking's owners),
   * `user.contact-changed` (svc-notify; e-mail '' when none) and `account.claim-link` (the SMS) in one transaction.
   * An owner with this number (compared in E.164, under a lock on the number) → 409 AUTH_CALLER_PHONE_TAKEN; an owner
   * with this e-mail → 409 AUTH_EMAIL_TAKEN (the unique (role, email) index decides a race).
   */
  async create(data: CreateCallerData, staffId: string): Promise<ClaimLinkSent> {
    if (data.email && (await this.callers.ownerEmailTaken(data.email))) throw new DomainError('AUTH_EMAIL_TAKEN');
    let answer;
    try {
      answer = await this.uow.run(async (tx) => {
        await this.callers.lockPhone(tx, data.contactNumber);
        if (await this.callers.ownerWithPhone(data.contactNumber, tx)) throw new DomainError('AUTH_CALLER_PHONE_TAKEN');
        const created = await this.accountsStore.insert(tx, {
          role: 'user',
          email: data.email ?? null,
          passwordHash: null,
          fullName: data.fullName,
          contactNumber: data.contactNumber,
          language: 'en',
          pets: [],
        });
        await this.outbox.add(tx, USER_REGISTERED, userEventPayload(created), { version: USER_EVENT_VERSION });
        await this.contacts.sync(tx, created);
        const expiresAt = await this.links.issue(tx, created);
        return { owner: toCallerOwner(created), claimLinkExpiresAt: expiresAt.toISOString() };
      });
    } catch (err) {
      if (uniqueViolation(err) === undefined) throw err;
      throw new DomainError('AUTH_EMAIL_TAKEN', { cause: err });
    }
    this.logger.log({ msg: 'caller account created, claim link sent', accountId: answer.owner._id, by: staffId });
    return answer;
  }

  /**
   * A new claim link for an owner who has not claimed the account (the earlier ones stop working). Unknown id, not a
   * UUID or not an owner → 404 AUTH_OWNER_NOT_FOUND; an owner with a password → 409 AUTH_ACCOUNT_ALREADY_CLAIMED.
   * The account row is locked, so a claim under way finishes first (or sees its link replaced).
   */
  async resend(ownerId: string, staffId: string): Promise<ClaimLinkSent> {
    const answer = await this.uow.run(async (tx) => {
      const row = await this.accountsStore.findByIdForUpdate(tx, ownerId);
      if (!row || row.role !== 'user') throw new DomainError('AUTH_OWNER_NOT_FOUND');
      if (!isUnclaimedOwner(row)) throw new DomainError('AUTH_ACCOUNT_ALREADY_CLAIMED');
      const expiresAt = await this.links.issue(tx, row);
      return { owner: toCallerOwner(row), claimLinkExpiresAt: expiresAt.toISOString() };
    });
    this.logger.log({ msg: 'claim link sent again', accountId: answer.owner._id, by: staffId });
    return answer;
  }
}
