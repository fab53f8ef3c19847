import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { LoginResponse } from '@vetnow/contracts/user';
import { RevokedAccounts } from '@vetnow/service-kit/auth';
import { DB, type Database, type Tx } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { AccountStore, type Executor } from '../accounts/account-store.js';
import { toDoctorSessionUser, toPublicUser } from '../accounts/public-user.js';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth-config.js';
import { refreshTokens, type AccountRow } from '../database/schema.js';
import { TokenSigner } from '../keys/token-signer.js';
import { OutboxService, UnitOfWork } from '@vetnow/service-kit/messaging';
import { openSuccessor, sealSuccessor } from './successor-seal.js';

/** A refresh token just issued: the value for the cookie (never stored) and how long it lives. */
export interface IssuedRefreshToken {
  readonly token: string;
  readonly maxAgeSeconds: number;
}

/** What POST /auth/refresh answers: a new access token, the account, and the next refresh token. */
export interface RefreshedSession extends LoginResponse {
  readonly refresh: IssuedRefreshToken;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether the account may hold a session at all (as for sign-in, besides the password). */
function mayHoldSession(row: AccountRow | undefined): row is AccountRow {
  if (!row || !row.isActive || !row.passwordHash) return false;
  return row.role !== 'doctor' || row.clinicSyncedAt !== null;
}

/**
 * Sessions (ADR 0012): short-lived access tokens plus rotating refresh tokens in families. Only SHA-256
 * hashes of refresh tokens are stored. Reuse of a rotated-out token revokes its family — except within the reuse
 * grace period while its successor is still unused, when it answers that same successor again (ADR 0039).
 */
@Injectable()
export class SessionService {
  private readonly logger = new Logger('Sessions');

  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly store: AccountStore,
    private readonly signer: TokenSigner,
    private readonly revoked: RevokedAccounts,
    private readonly outbox: OutboxService,
    private readonly uow: UnitOfWork,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  /**
   * Starts a new family for an account that has just proven its password (sign-in, registration). `sessionId` is
   * the family's id, which the access tokens of the session carry as `sid`.
   */
  async start(accountId: string, sessionId: string = randomUUID(), ex: Executor = this.db): Promise<IssuedRefreshToken> {
    // Housekeeping: this account's dead tokens go (expired a day ago or more).
    await ex
      .delete(refreshTokens)
      .where(and(eq(refreshTokens.accountId, accountId), lt(refreshTokens.expiresAt, new Date(Date.now() - 86_400_000))));
    return this.issue(ex, accountId, sessionId);
  }

  /**
   * Exchanges a refresh token for a new access token and the family's next refresh token. Unknown, expired,
   * revoked → 401. Already rotated: within the grace period and while the successor is unused, the same successor
   * again (the answer that carried it was lost: a reload, a dropped connection); otherwise reuse → the whole family
   * is revoked, then 401.
   */
  async refresh(presented: string | undefined): Promise<RefreshedSession> {
    if (!presented) throw this.expired();
    const outcome = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashOf(presented)))
        .for('update')
        .limit(1);
      if (!row || row.revokedAt !== null) return { kind: 'refused' as const };
      if (row.rotatedAt !== null) {
        const again = await this.successorWithinGrace(tx, presented, row);
        if (again) {
          const account = await this.store.findById(row.accountId, tx);
          if (mayHoldSession(account)) return { kind: 'ok' as const, account, refresh: again, sessionId: row.familyId };
        }
        // A copy of the token is out there: the session ends, its access tokens with it.
        await this.endSession(tx, row.familyId);
        return { kind: 'reused' as const, familyId: row.familyId, accountId: row.accountId };
      }
      const account = await this.store.findById(row.accountId, tx);
      if (row.expiresAt.getTime() <= Date.now() || !mayHoldSession(account)) {
        await this.revokeFamily(tx, row.familyId);
        return { kind: 'refused' as const };
      }
      const refresh = await this.issue(tx, account.id, row.familyId);
      await tx
        .update(refreshTokens)
        .set({ rotatedAt: new Date(), successorSealed: sealSuccessor(presented, refresh.token) })
        .where(eq(refreshTokens.id, row.id));
      return { kind: 'ok' as const, account, refresh, sessionId: row.familyId };
    });
    if (outcome.kind === 'reused') {
      // A token that was already exchanged came back: a copy exists somewhere. End the family.
      this.logger.warn({ msg: 'refresh token reuse: family revoked', accountId: outcome.accountId, familyId: outcome.familyId });
      throw this.expired();
    }
    if (outcome.kind === 'refused') throw this.expired();
    const { account, refresh, sessionId } = outcome;
    return { ...(await this.accessFor(account, sessionId)), refresh };
  }

  /**
   * Sign-out: ends the session of the presented token (unknown or absent: nothing to do) — its family is revoked
   * and its access tokens are refused at once, here and, through session.ended, in every service.
   */
  async end(presented: string | undefined): Promise<void> {
    if (!presented) return;
    await this.uow.run(async (tx) => {
      const [row] = await tx
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashOf(presented)))
        .limit(1);
      if (row) await this.endSession(tx, row.familyId);
    });
  }

  /**
   * Ends every session of an account (password change, admin reset), inside the caller's transaction:
   * every refresh family is revoked and every access token issued before `at` is refused by the kit's guard.
   */
  async endAll(tx: Tx, accountId: string, at: Date = new Date()): Promise<void> {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokens.accountId, accountId), isNull(refreshTokens.revokedAt)));
    await this.revoked.revokeTokensIssuedBefore(tx, accountId, at);
    // Every other service refuses them too, once this event reaches it (same transaction: never lost).
    await this.outbox.add(tx, 'account.sessions-ended', { accountId, validAfter: at.toISOString() });
  }

  /** The login-shaped answer for an account: a fresh access token (of session `sessionId`) and the account. */
  async accessFor(account: AccountRow, sessionId?: string): Promise<LoginResponse> {
    const token = await this.signer.sign({
      sub: account.id,
      role: account.role,
      email: account.email ?? '',
      name: account.fullName,
      ...(sessionId ? { sid: sessionId } : {}),
    });
    return { token, user: account.role === 'doctor' ? toDoctorSessionUser(account) : toPublicUser(account) };
  }

  private async issue(ex: Executor, accountId: string, familyId: string): Promise<IssuedRefreshToken> {
    const token = randomBytes(32).toString('base64url');
    const maxAgeSeconds = this.config.sessions.refreshTokenTtlSeconds;
    await ex.insert(refreshTokens).values({
      familyId,
      accountId,
      tokenHash: hashOf(token),
      expiresAt: new Date(Date.now() + maxAgeSeconds * 1000),
    });
    return { token, maxAgeSeconds };
  }

  /**
   * The successor a rotated token was exchanged for, when the exchange is recent (the grace period) and the
   * successor has been neither used nor revoked: the client never got it. Otherwise undefined (reuse).
   */
  private async successorWithinGrace(
    tx: Tx,
    presented: string,
    row: { rotatedAt: Date | null; successorSealed: string | null },
  ): Promise<IssuedRefreshToken | undefined> {
    const graceMs = this.config.sessions.refreshReuseGraceSeconds * 1000;
    if (!row.rotatedAt || !row.successorSealed || Date.now() - row.rotatedAt.getTime() > graceMs) return undefined;
    const successor = openSuccessor(presented, row.successorSealed);
    if (!successor) return undefined;
    const [next] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOf(successor)))
      .for('update')
      .limit(1);
    if (!next || next.rotatedAt !== null || next.revokedAt !== null || next.expiresAt.getTime() <= Date.now()) return undefined;
    return { token: successor, maxAgeSeconds: Math.max(1, Math.floor((next.expiresAt.getTime() - Date.now()) / 1000)) };
  }

  /**
   * Ends a session: its refresh family is revoked, and its access tokens (claim `sid`) are refused until the last
   * of them expires — in this service at once, in the others through session.ended (same transaction: never lost).
   */
  private async endSession(tx: Tx, familyId: string): Promise<void> {
    await this.revokeFamily(tx, familyId);
    const until = new Date(Date.now() + this.signer.ttlSeconds * 1000);
    await this.revoked.endSession(tx, familyId, until);
    await this.outbox.add(tx, 'session.ended', { sessionId: familyId, until: until.toISOString() });
  }

  private async revokeFamily(ex: Executor, familyId: string): Promise<void> {
    await ex
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  private expired(): DomainError {
    return new DomainError('AUTH_SESSION_EXPIRED');
  }
}
