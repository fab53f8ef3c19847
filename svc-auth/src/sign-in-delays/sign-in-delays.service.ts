import { Inject, Injectable, Logger } from '@nestjs/common';
import type { SignInDelayList } from '@vetnow/contracts/user';
import { DB, queryRows, type Database } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { sql } from 'drizzle-orm';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth-config.js';
import { accounts } from '../database/schema.js';
import { ACCOUNT_KEY_PREFIX, accountKey } from '../auth/login-rate-limiter.js';

type DelayRow = {
  id: string;
  role: 'user' | 'doctor' | 'admin' | 'staff';
  full_name: string;
  email: string;
  hits: number | string;
  blocked_until: Date | string | null;
  window_ends_at: Date | string;
  blocked_now: boolean;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The admin's view of the per-account sign-in cap (ADR 0046): which accounts are delayed, and clearing one. The
 * streaks live in the kit's shared counters (`kit_rate_limit`, in svc-auth's own database), one row per account
 * under `login:account:<id>` (LoginRateLimiter's accountKey): hits = failures counted in the streak, window_ends_at =
 * when the streak is forgotten (sliding: the last failure + LOGIN_ACCOUNT_WINDOW_SECONDS), blocked_until = when the
 * running delay ends. Read here with SQL because the kit's store has no listing; the table's columns are the kit's
 * documented ones (rate-limit.ddl.ts).
 */
@Injectable()
export class SignInDelaysService {
  private readonly logger = new Logger('SignInDelays');

  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  /** Accounts whose live streak reached the cap, the most failures first. */
  async list(): Promise<SignInDelayList> {
    const cap = this.config.login.maxFailuresPerAccount;
    const rows = await queryRows<DelayRow>(
      this.db,
      sql`SELECT a.id, a.role, a.full_name, a.email, r.hits, r.blocked_until, r.window_ends_at,
                 (r.blocked_until IS NOT NULL AND r.blocked_until > now()) AS blocked_now
          FROM kit_rate_limit AS r
          JOIN ${accounts} AS a ON r.key = ${ACCOUNT_KEY_PREFIX} || a.id::text
          WHERE r.key LIKE ${`${ACCOUNT_KEY_PREFIX}%`} AND r.window_ends_at > now() AND r.hits >= ${cap}
          ORDER BY r.hits DESC, a.id`,
    );
    return {
      maxFailuresPerAccount: cap,
      delays: rows.map((r) => ({
        accountId: r.id,
        role: r.role,
        fullName: r.full_name,
        email: r.email,
        failures: Number(r.hits),
        delayedUntil: r.blocked_now && r.blocked_until ? iso(r.blocked_until) : null,
        streakEndsAt: iso(r.window_ends_at),
      })),
    };
  }

  /**
   * Forgets the account's failure streak and ends its delay: its owner may sign in at once. Also a streak below the
   * cap may be cleared (an owner who called the clinic). Nothing counted for the account (or its streak already
   * forgotten) → 404 AUTH_SIGN_IN_DELAY_NOT_FOUND.
   */
  async clear(accountId: string, by: string): Promise<void> {
    const [row] = await queryRows<{ live: boolean; hits: number | string }>(
      this.db,
      sql`DELETE FROM kit_rate_limit WHERE key = ${accountKey({ accountId })}
          RETURNING window_ends_at > now() AS live, hits`,
    );
    if (!row?.live) throw new DomainError('AUTH_SIGN_IN_DELAY_NOT_FOUND');
    this.logger.log({ msg: 'sign-in delay cleared by an admin', accountId: accountId.toLowerCase(), failures: Number(row.hits), by });
  }
}
