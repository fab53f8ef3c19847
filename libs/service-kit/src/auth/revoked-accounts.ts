import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { queryRows } from '../database/query-rows.js';
import { sql } from 'drizzle-orm';
import type { EventPayload } from '@vetnow/contracts/events';
import { DB, type Database, type Tx } from '../database/database.tokens.js';
import { type EventContext, OnEvent } from '../messaging/on-event.decorator.js';

/**
 * Accounts whose tokens are refused before they expire: deactivated or deleted doctors. One row per
 * subject that ever changed; `revoked_at` null means active again. `changed_at` is the time of the event
 * that set the row, so an older event delivered late never overrides a newer one.
 * `tokens_valid_after`: tokens of this subject issued (`iat`) before it are refused — set by svc-auth when a
 * password changes or sessions are ended (ADR 0012); rows it creates have `changed_at` -infinity so any
 * doctor event still applies.
 */
export const REVOCATION_DDL: string[] = [
  `CREATE TABLE IF NOT EXISTS kit_revoked_accounts (
    subject text PRIMARY KEY,
    revoked_at timestamptz,
    changed_at timestamptz NOT NULL
  )`,
  `ALTER TABLE kit_revoked_accounts ADD COLUMN IF NOT EXISTS tokens_valid_after timestamptz`,
  // Sessions ended by Sign Out (session.ended): their access tokens (claim `sid`) are refused until `until`, when
  // the last of them has expired anyway; then the row is pruned.
  `CREATE TABLE IF NOT EXISTS kit_ended_sessions (
    session_id text PRIMARY KEY,
    until timestamptz NOT NULL
  )`,
];

export type DoctorStatusChangedPayload = EventPayload<'doctor.status-changed'>;
export type DoctorDeletedPayload = EventPayload<'doctor.deleted'>;
export type SessionsEndedPayload = EventPayload<'account.sessions-ended'>;
export type SessionEndedPayload = EventPayload<'session.ended'>;

/** How often each replica re-reads the table (only one replica receives a given event). */
const REFRESH_INTERVAL_MS = 5_000;

/**
 * The revoked subjects, kept in memory for the guard and maintained from clinic's doctor events.
 * Loaded at boot, updated by the handlers, and refreshed every few seconds from the table so that
 * replicas that did not receive the event agree too.
 */
@Injectable()
export class RevokedAccounts implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('RevokedAccounts');
  private revoked = new Set<string>();
  /** subject → epoch ms before which its tokens are refused. */
  private validAfter = new Map<string, number>();
  /** Ended session id (`sid`) → epoch ms until which its tokens are refused. */
  private endedSessions = new Map<string, number>();
  /**
   * Doctor events applied in this process, by subject: the state they set and their time. A reload may read the table
   * before such a change commits; until the table shows it (or a newer one), the reload keeps it.
   */
  private appliedStatus = new Map<string, { revoked: boolean; changedAt: number }>();
  private timer?: NodeJS.Timeout;

  constructor(@Inject(DB) private readonly db: Database) {}

  async onModuleInit(): Promise<void> {
    await this.reload();
    this.timer = setInterval(() => {
      this.reload().catch((err: unknown) => this.logger.warn({ msg: 'could not refresh revoked accounts', err }));
    }, REFRESH_INTERVAL_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /**
   * Whether a token of `subject` is refused: the account is revoked, or the token was issued (`iat`, seconds,
   * possibly fractional) before the subject's `tokens_valid_after`. A token without `iat` counts as old.
   */
  isRevoked(subject: string, issuedAt?: number, sessionId?: string): boolean {
    if (this.revoked.has(subject)) return true;
    if (sessionId !== undefined && (this.endedSessions.get(sessionId) ?? 0) > Date.now()) return true;
    const after = this.validAfter.get(subject);
    return after !== undefined && (issuedAt === undefined || issuedAt * 1000 < after);
  }

  /**
   * Refuses every token of `subject` issued before `at` (inside the caller's transaction). Takes effect in
   * this process at once and in the other replicas at their next reload.
   */
  async revokeTokensIssuedBefore(tx: Database | Tx, subject: string, at: Date): Promise<void> {
    await queryRows(tx, sql`
      INSERT INTO kit_revoked_accounts (subject, revoked_at, changed_at, tokens_valid_after)
      VALUES (${subject}, NULL, '-infinity'::timestamptz, ${at.toISOString()}::timestamptz)
      ON CONFLICT (subject) DO UPDATE
        SET tokens_valid_after = GREATEST(kit_revoked_accounts.tokens_valid_after, EXCLUDED.tokens_valid_after)`);
    const ms = at.getTime();
    this.validAfter.set(subject, Math.max(this.validAfter.get(subject) ?? 0, ms));
  }

  /**
   * Refuses the access tokens of session `sessionId` until `until` (inside the caller's transaction). Takes effect
   * in this process at once and in the other replicas at their next reload.
   */
  async endSession(tx: Database | Tx, sessionId: string, until: Date): Promise<void> {
    await queryRows(tx, sql`
      INSERT INTO kit_ended_sessions (session_id, until) VALUES (${sessionId}, ${until.toISOString()}::timestamptz)
      ON CONFLICT (session_id) DO UPDATE SET until = GREATEST(kit_ended_sessions.until, EXCLUDED.until)`);
    this.endedSessions.set(sessionId, Math.max(this.endedSessions.get(sessionId) ?? 0, until.getTime()));
  }

  /**
   * Re-reads the tables (also what the timer does); ended sessions whose tokens have all expired are pruned. A change
   * this process made whose transaction had not committed when the reads ran is kept, not undone for a few seconds
   * (a password reset's old tokens let in again): `tokens_valid_after` and an ended session's `until` only grow in the
   * tables, so the larger of the two values holds; a doctor event holds until the table shows it or a newer one. A
   * change whose transaction rolled back stays in this process, refusing more, never less (its event is redelivered).
   */
  async reload(): Promise<void> {
    await queryRows(this.db, sql`DELETE FROM kit_ended_sessions WHERE until < now() - interval '1 minute'`);
    const sessions = await queryRows<{ session_id: string; until: string | Date }>(
      this.db,
      sql`SELECT session_id, until FROM kit_ended_sessions`,
    );
    type Row = {
      subject: string;
      revoked: boolean;
      changed_at: string | Date | number;
      valid_after: string | Date | null;
    };
    const rows = await queryRows<Row>(
      this.db,
      sql`SELECT subject, (revoked_at IS NOT NULL) AS revoked, changed_at, tokens_valid_after AS valid_after
          FROM kit_revoked_accounts`,
    );
    const prunedBefore = Date.now() - 60_000;
    const endedSessions = new Map(sessions.map((r) => [r.session_id, new Date(r.until).getTime()]));
    for (const [sessionId, until] of this.endedSessions) {
      if (until >= prunedBefore) endedSessions.set(sessionId, Math.max(endedSessions.get(sessionId) ?? 0, until));
    }
    const validAfter = new Map(
      rows.filter((r) => r.valid_after !== null).map((r) => [r.subject, new Date(r.valid_after!).getTime()]),
    );
    for (const [subject, ms] of this.validAfter) validAfter.set(subject, Math.max(validAfter.get(subject) ?? 0, ms));
    const revoked = new Set(rows.filter((r) => r.revoked).map((r) => r.subject));
    const changedAt = new Map(rows.map((r) => [r.subject, epochMs(r.changed_at)]));
    for (const [subject, applied] of this.appliedStatus) {
      if ((changedAt.get(subject) ?? -Infinity) >= applied.changedAt) this.appliedStatus.delete(subject);
      else if (applied.revoked) revoked.add(subject);
      else revoked.delete(subject);
    }
    this.endedSessions = endedSessions;
    this.validAfter = validAfter;
    this.revoked = revoked;
  }

  @OnEvent('doctor.status-changed')
  async onDoctorStatusChanged(payload: DoctorStatusChangedPayload, ctx: EventContext<DoctorStatusChangedPayload>): Promise<void> {
    // The consumer has already validated the payload against the contracts' event catalogue.
    const { doctorId, isActive } = payload;
    await this.apply(ctx, doctorId, !isActive);
  }

  @OnEvent('doctor.deleted')
  async onDoctorDeleted(payload: DoctorDeletedPayload, ctx: EventContext<DoctorDeletedPayload>): Promise<void> {
    const { doctorId } = payload;
    await this.apply(ctx, doctorId, true);
  }

  /**
   * account.sessions-ended (svc-auth, after a password change or an admin reset): this service refuses the
   * account's access tokens issued before `validAfter` too, not only svc-auth (ADR 0012).
   */
  @OnEvent('account.sessions-ended')
  async onSessionsEnded(payload: SessionsEndedPayload, ctx: EventContext<SessionsEndedPayload>): Promise<void> {
    await this.revokeTokensIssuedBefore(ctx.tx, payload.accountId, new Date(payload.validAfter));
    this.logger.log({ msg: 'sessions ended: older tokens refused', subject: payload.accountId });
  }

  /** session.ended (svc-auth, Sign Out): this service refuses the session's access tokens at once too. */
  @OnEvent('session.ended')
  async onSessionEnded(payload: SessionEndedPayload, ctx: EventContext<SessionEndedPayload>): Promise<void> {
    await this.endSession(ctx.tx, payload.sessionId, new Date(payload.until));
    this.logger.log({ msg: 'session ended: its tokens refused', sessionId: payload.sessionId });
  }

  private async apply(ctx: EventContext, subject: string, revoke: boolean): Promise<void> {
    const at = ctx.event.occurredAt;
    const [row] = await queryRows<{ revoked: boolean }>(ctx.tx, sql`
      INSERT INTO kit_revoked_accounts (subject, revoked_at, changed_at)
      VALUES (${subject}, ${revoke ? at : null}::timestamptz, ${at}::timestamptz)
      ON CONFLICT (subject) DO UPDATE
        SET revoked_at = EXCLUDED.revoked_at, changed_at = EXCLUDED.changed_at
        WHERE kit_revoked_accounts.changed_at <= EXCLUDED.changed_at
      RETURNING (revoked_at IS NOT NULL) AS revoked`);
    if (!row) return; // an older event than the one already applied
    // Applied before the commit: if the transaction rolls back, the event is redelivered and re-applied.
    if (row.revoked) this.revoked.add(subject);
    else this.revoked.delete(subject);
    this.appliedStatus.set(subject, { revoked: row.revoked, changedAt: epochMs(at) });
    this.logger.log({ msg: revoke ? 'account revoked' : 'account re-activated', subject });
  }
}

/** A timestamptz as read (a Date, an ISO string, or ±Infinity for PostgreSQL's ±infinity) in epoch ms. */
function epochMs(value: string | Date | number): number {
  if (typeof value === 'number') return value;
  if (value === '-infinity') return -Infinity;
  if (value === 'infinity') return Infinity;
  return new Date(value).getTime();
}
