import { Inject, Injectable } from '@nestjs/common';
import type { NotificationKind, SmsPreferences } from '@vetnow/contracts/api';
import { DB, type Database, type Tx } from '@vetnow/service-kit/database';
import { eq, sql } from 'drizzle-orm';
import { smsPreferences } from '../../database/schema.js';
import { categoryOf } from '../../preferences/email-preferences.service.js';

/**
 * Reminders on, updates off (ADR 0031): the reminder is what cuts missed visits; updates already come by e-mail
 * and in the app, and every SMS costs the clinic.
 */
export const SMS_DEFAULTS: SmsPreferences = { reminders: true, updates: false };

/** What each account wants by SMS (no row: {@link SMS_DEFAULTS}). */
@Injectable()
export class SmsPreferencesService {
  constructor(@Inject(DB) private readonly db: Database) {}

  async get(userId: string, tx: Tx | Database = this.db): Promise<SmsPreferences> {
    const [row] = await tx.select().from(smsPreferences).where(eq(smsPreferences.userId, userId));
    return row ? { reminders: row.reminders, updates: row.updates } : { ...SMS_DEFAULTS };
  }

  /** Sets the categories given, keeps the others; answers the result. */
  async set(userId: string, change: Partial<SmsPreferences>, tx: Tx | Database = this.db): Promise<SmsPreferences> {
    const next = { ...(await this.get(userId, tx)), ...change };
    await tx
      .insert(smsPreferences)
      .values({ userId, ...next })
      .onConflictDoUpdate({
        target: smsPreferences.userId,
        set: {
          ...(change.reminders !== undefined ? { reminders: change.reminders } : {}),
          ...(change.updates !== undefined ? { updates: change.updates } : {}),
          updatedAt: sql`now()`,
        },
      });
    return this.get(userId, tx);
  }

  async wants(tx: Tx, userId: string, kind: NotificationKind): Promise<boolean> {
    return (await this.get(userId, tx))[categoryOf(kind)];
  }
}
