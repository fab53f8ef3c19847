import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { queryRows } from '../database/query-rows.js';
import { sql } from 'drizzle-orm';
import type { EventPayload } from '@vetnow/contracts/events';
import { DB, type Database } from '../database/database.tokens.js';
import { type EventContext, OnEvent } from '../messaging/on-event.decorator.js';

/**
 * Accounts whose tokens are refused before they expire: deactivated or deleted doctors. One row per
 * subject that ever changed; `revoked_at` null means active again. `changed_at` is the time of the event
 * that set the row, so an older event delivered late never overrides a newer one.
 */
export const REVOCATION_DDL: string[] = [
  `CREATE TABLE IF NOT EXISTS kit_revoked_accounts (
    subject text PRIMARY KEY,
    revoked_at timestamptz,
    changed_at timestamptz NOT NULL
  )`,
];

export type DoctorStatusChangedPayload = EventPayload<'doctor.status-changed'>;
export type DoctorDeletedPayload = EventPayload<'doctor.deleted'>;

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

  isRevoked(subject: string): boolean {
    return this.revoked.has(subject);
  }

  /** Re-reads the table (also what the timer does). */
  async reload(): Promise<void> {
    const rows = await queryRows<{ subject: string }>(this.db, sql`SELECT subject FROM kit_revoked_accounts WHERE revoked_at IS NOT NULL`);
    this.revoked = new Set(rows.map((r) => r.subject));
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
    this.logger.log({ msg: revoke ? 'account revoked' : 'account re-activated', subject });
  }
}
