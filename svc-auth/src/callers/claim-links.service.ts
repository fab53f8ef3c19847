import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull } from 'drizzle-orm';
import { toE164 } from '@vetnow/domain/phone';
import { DB, type Database, type Tx } from '@vetnow/service-kit/database';
import { OutboxService } from '@vetnow/service-kit/messaging';
import type { Executor } from '../accounts/account-store.js';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth-config.js';
import { accounts, claimLinks, type AccountRow, type ClaimLinkRow } from '../database/schema.js';

export const ACCOUNT_CLAIM_LINK = 'account.claim-link' as const;

/** What is stored of a claim token: its SHA-256, hex. The token itself is never stored nor logged. */
export function claimTokenHash(token: string): string {
  return createHash('sha256').update(token.trim()).digest('hex');
}

/** A claim link and its account, as a token names them. */
export interface ClaimLinkWithAccount {
  readonly link: ClaimLinkRow;
  readonly account: AccountRow;
}

/**
 * The claim links of owners the front desk created (issue 39 phase B): 32 random bytes (base64url) carried by the SMS
 * (`account.claim-link`, a private event only svc-notify reads), valid CLAIM_LINK_HOURS, single-use. A new link
 * replaces the account's earlier unused ones (they are marked used).
 */
@Injectable()
export class ClaimLinksService {
  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly outbox: OutboxService,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  /**
   * A new link for `account`, in the caller's transaction: the earlier unused links stop working, and the SMS is
   * asked for through the outbox. Answers when the new link expires.
   */
  async issue(tx: Tx, account: AccountRow): Promise<Date> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    const expiresAt = new Date(now.getTime() + this.config.claimLinkHours * 3_600_000);
    await tx
      .update(claimLinks)
      .set({ usedAt: now })
      .where(and(eq(claimLinks.accountId, account.id), isNull(claimLinks.usedAt)));
    await tx.insert(claimLinks).values({ accountId: account.id, tokenHash: claimTokenHash(token), expiresAt });
    await this.outbox.add(tx, ACCOUNT_CLAIM_LINK, {
      accountId: account.id,
      fullName: account.fullName,
      phone: toE164(account.contactNumber) ?? account.contactNumber,
      language: account.language,
      token,
      expiresAt: expiresAt.toISOString(),
    });
    return expiresAt;
  }

  /** The link a token names and its account; `forUpdate` locks the link row for the rest of the transaction. */
  async find(token: string, ex: Executor = this.db, forUpdate = false): Promise<ClaimLinkWithAccount | undefined> {
    const query = ex
      .select({ link: claimLinks, account: accounts })
      .from(claimLinks)
      .innerJoin(accounts, eq(accounts.id, claimLinks.accountId))
      .where(eq(claimLinks.tokenHash, claimTokenHash(token)))
      .limit(1);
    const [row] = forUpdate ? await query.for('update', { of: claimLinks }) : await query;
    return row;
  }

  /** Uses the link up (in the claim's transaction). */
  async markUsed(tx: Tx, linkId: string): Promise<void> {
    await tx.update(claimLinks).set({ usedAt: new Date() }).where(eq(claimLinks.id, linkId));
  }
}
