import { Inject, Injectable, Logger } from '@nestjs/common';
import type { LoginResponse } from '@vetnow/contracts/user';
import type { LoginRole } from '@vetnow/contracts/constants';
import { AccountStore } from '../accounts/account-store.js';
import { toDoctorSessionUser, toPublicUser } from '../accounts/public-user.js';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth-config.js';
import type { AccountRow } from '../database/schema.js';
import { TokenSigner } from '../keys/token-signer.js';
import { verifyPassword } from '../passwords/password-hasher.js';
import { DomainError } from '@vetnow/service-kit/errors';
import { OutboxService, UnitOfWork } from '@vetnow/service-kit/messaging';
import { RateLimitStore } from '@vetnow/service-kit/rate-limit';
import { LoginRateLimiter, type SignInSubject } from './login-rate-limiter.js';

export interface LoginInput {
  /** The identifier: email or username (owners, admins), email or doctor ID (doctors), email (front-desk staff). */
  readonly email: string;
  readonly password: string;
  readonly userType: LoginRole;
}

/** 429 with the seconds after which a new attempt may succeed (answered as `Retry-After`). */
export function tooManySignInAttempts(retryAfterSeconds: number): DomainError {
  return new DomainError('AUTH_TOO_MANY_SIGN_IN_ATTEMPTS', { headers: { 'Retry-After': String(retryAfterSeconds) } });
}

/**
 * Whether this account exists for signing in at all (besides the password and the active flag). An owner the front
 * desk created who has not claimed the account (issue 39 phase B: no password, perhaps an e-mail the desk noted) is
 * not: refused with the same 401, after the same dummy argon2id work as an unknown account (verifyPassword).
 */
function known(row: AccountRow): boolean {
  if (!row.passwordHash) return false;
  // A doctor exists only once svc-clinic has announced it (doctor.created).
  return row.role !== 'doctor' || row.clinicSyncedAt !== null;
}

/** POST /auth/login. */
@Injectable()
export class LoginService {
  private readonly logger = new Logger('Login');
  private readonly limiter: LoginRateLimiter;

  constructor(
    private readonly store: AccountStore,
    private readonly signer: TokenSigner,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    rateLimits: RateLimitStore,
    private readonly uow: UnitOfWork,
    private readonly outbox: OutboxService,
  ) {
    this.limiter = new LoginRateLimiter(rateLimits, config.login);
  }

  /**
   * Signs in. Unknown account, wrong password, wrong role or not-yet-announced doctor: the same 401
   * 'Invalid credentials', after the same argon2id work. A deactivated account whose password is right: 403
   * 'This account is inactive…' — only after the password verified, so it tells nothing to anyone else.
   * Rate limited per (identifier, client address) with growing delays and per client address, in the shared
   * store (LoginRateLimiter): strangers' failures elsewhere never lock the owner out on the owner's address.
   * And per account, from any addresses (ADR 0046): after LOGIN_MAX_FAILURES_PER_ACCOUNT failures the account's
   * sign-ins are delayed with growing pauses — refused before the password is checked, a right one included, so a
   * guesser rotating addresses learns nothing during a delay — and the owner is told once per streak
   * (`account.sign-in-delayed` → svc-notify's e-mail).
   * `sessionId`: the session the access token belongs to (claim `sid`; the refresh family the caller starts).
   */
  async login(input: LoginInput, clientIp: string, sessionId?: string): Promise<LoginResponse> {
    const decision = await this.limiter.begin(input.email, clientIp);
    if (!decision.allowed) throw tooManySignInAttempts(decision.retryAfterSeconds);

    const row = await this.store.findForLogin(input.email, input.userType);
    const subject: SignInSubject = row ? { accountId: row.id } : { identifier: input.email };
    const account = await this.limiter.beginAccount(subject, input.email, clientIp);
    if (!account.allowed) throw tooManySignInAttempts(account.retryAfterSeconds);

    const passwordOk = await verifyPassword(row?.passwordHash, input.password);
    if (!row || !passwordOk || !known(row)) {
      if (row && known(row) && account.capReached) await this.announceDelay(row, account.failures);
      throw new DomainError('AUTH_INVALID_CREDENTIALS');
    }
    if (!row.isActive) throw new DomainError('AUTH_ACCOUNT_INACTIVE');
    await this.limiter.succeeded(input.email, clientIp, subject);

    const token = await this.signer.sign({
      sub: row.id,
      role: row.role,
      email: row.email ?? '',
      name: row.fullName,
      ...(sessionId ? { sid: sessionId } : {}),
    });
    return { token, user: row.role === 'doctor' ? toDoctorSessionUser(row) : toPublicUser(row) };
  }

  /**
   * The account's failures have just reached the cap: its first delay starts now. svc-notify e-mails the owner
   * (`account.sign-in-delayed`, through the outbox: never lost once committed). Logged by account id only — never the
   * identifier typed, the address or a password.
   */
  private async announceDelay(row: AccountRow, failures: number): Promise<void> {
    const delayedUntil = new Date(Date.now() + this.config.login.accountBackoffBaseMs).toISOString();
    await this.uow.run((tx) => this.outbox.add(tx, 'account.sign-in-delayed', { accountId: row.id, failures, delayedUntil }));
    this.logger.warn({ msg: 'sign-in cap reached: the account is delayed', accountId: row.id, role: row.role, failures });
  }
}
