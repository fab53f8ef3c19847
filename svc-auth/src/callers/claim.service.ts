import { Injectable, Logger } from '@nestjs/common';
import type { API, RouteBodyData } from '@vetnow/contracts/api';
import type { ClaimLookupResponse } from '@vetnow/contracts/callers';
import { DomainError } from '@vetnow/service-kit/errors';
import { UnitOfWork } from '@vetnow/service-kit/messaging';
import { AccountStore } from '../accounts/account-store.js';
import { ContactFactsService } from '../accounts/contact-facts.service.js';
import { uniqueViolation } from '../common/unique-violation.js';
import type { AccountRow } from '../database/schema.js';
import { hashPassword } from '../passwords/password-hasher.js';
import { passwordProblem, passwordRefused } from '../passwords/password-policy.js';
import { CallerStore } from './caller-store.js';
import { isUnclaimedOwner } from './caller-owner.js';
import { ClaimLinksService, type ClaimLinkWithAccount } from './claim-links.service.js';

export type ClaimData = RouteBodyData<typeof API.auth.claim>;

/**
 * Whether the link still opens its account: 410 AUTH_CLAIM_LINK_INVALID when unknown, used or replaced, or when the
 * account is claimed already or inactive; 410 AUTH_CLAIM_LINK_EXPIRED when its time is over.
 */
export function liveLink(found: ClaimLinkWithAccount | undefined, now = new Date()): ClaimLinkWithAccount {
  if (!found || found.link.usedAt !== null || !isUnclaimedOwner(found.account) || !found.account.isActive) {
    throw new DomainError('AUTH_CLAIM_LINK_INVALID');
  }
  if (found.link.expiresAt.getTime() <= now.getTime()) throw new DomainError('AUTH_CLAIM_LINK_EXPIRED');
  return found;
}

/** POST /auth/claim/lookup and POST /auth/claim (public): an owner the front desk created claims the account. */
@Injectable()
export class ClaimService {
  private readonly logger = new Logger('Claim');

  constructor(
    private readonly links: ClaimLinksService,
    private readonly accountsStore: AccountStore,
    private readonly callers: CallerStore,
    private readonly contacts: ContactFactsService,
    private readonly uow: UnitOfWork,
  ) {}

  /** Whose account the link opens, to greet them; the link is not used up. */
  async lookup(token: string): Promise<ClaimLookupResponse> {
    const { link, account } = liveLink(await this.links.find(token));
    return { fullName: account.fullName, email: account.email, expiresAt: link.expiresAt.toISOString() };
  }

  /**
   * Sets the e-mail and the password (the registration rules; an e-mail another owner signs in with → 409
   * AUTH_EMAIL_TAKEN) and uses the link up, in one transaction: the account row, then the link row, are locked and the
   * link checked again, so of two claims at once exactly one wins (the other sees the link used: 410 INVALID).
   * `user.contact-changed` carries the new e-mail to svc-notify. Answers the claimed account; the caller signs it in.
   */
  async claim(data: ClaimData): Promise<AccountRow> {
    const { account } = liveLink(await this.links.find(data.token));
    const problem = passwordProblem(data.password, [data.email]);
    if (problem) throw passwordRefused(problem);
    if (await this.callers.ownerEmailTaken(data.email, account.id)) throw new DomainError('AUTH_EMAIL_TAKEN');
    const passwordHash = await hashPassword(data.password);
    let claimed: AccountRow;
    try {
      claimed = await this.uow.run(async (tx) => {
        // The account first, as a resend does (no deadlock between them), then the link.
        await this.accountsStore.findByIdForUpdate(tx, account.id);
        const { link } = liveLink(await this.links.find(data.token, tx, true));
        const updated = await this.accountsStore.update(tx, account.id, { email: data.email, passwordHash });
        await this.links.markUsed(tx, link.id);
        await this.contacts.sync(tx, updated!);
        return updated!;
      });
    } catch (err) {
      if (uniqueViolation(err) === undefined) throw err;
      throw new DomainError('AUTH_EMAIL_TAKEN', { cause: err });
    }
    this.logger.log({ msg: 'account claimed', accountId: claimed.id });
    return claimed;
  }
}
