import { Inject, Injectable } from '@nestjs/common';
import type { EmailCategory, EmailPreferences, NotificationKind } from '@vetnow/contracts/api';
import { DB, type Database, type Tx } from '@vetnow/service-kit/database';
import { eq, sql } from 'drizzle-orm';
import { emailPreferences } from '../database/schema.js';

/** Reminders are their own category; everything else an account is told about its visits is an update. */
export function categoryOf(kind: NotificationKind): EmailCategory {
  return kind === 'reminder' ? 'reminders' : 'updates';
}

const DEFAULTS: EmailPreferences = { reminders: true, updates: true };

/** What each account wants by e-mail (no row: everything). In-app notifications are always made. */
@Injectable()
export class EmailPreferencesService {
  constructor(@Inject(DB) private readonly db: Database) {}

  async get(userId: string, tx: Tx | Database = this.db): Promise<EmailPreferences> {
    const [row] = await tx.select().from(emailPreferences).where(eq(emailPreferences.userId, userId));
    return row ? { reminders: row.reminders, updates: row.updates } : { ...DEFAULTS };
  }

  /** Sets the categories given, keeps the others; answers the result. */
  async set(userId: string, change: Partial<EmailPreferences>, tx: Tx | Database = this.db): Promise<EmailPreferences> {
    const next = { ...(await this.get(userId, tx)), ...change };
    await tx
      .insert(emailPreferences)
      .values({ userId, ...next })
      .onConflictDoUpdate({
        target: emailPreferences.userId,
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
