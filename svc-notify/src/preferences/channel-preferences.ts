import type { EmailCategory, NotificationKind } from '@vetnow/contracts/api';
import type { Database, Tx } from '@vetnow/service-kit/database';
import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ChannelPreferencesTable } from '../database/schema.js';

/** What an account wants on one channel: visit reminders, updates about its visits. */
export interface ChannelChoices {
  reminders: boolean;
  updates: boolean;
}

/** Reminders are their own category; everything else an account is told about its visits is an update. */
export function categoryOf(kind: NotificationKind): EmailCategory {
  return kind === 'reminder' ? 'reminders' : 'updates';
}

/**
 * Whether `userId` wants `category` ('reminders' or 'updates', categoryOf) on the channel whose choices are `table`
 * (its row's, else `defaults`), as an SQL boolean: for a statement that decides it beside other work (the
 * notification's, ADR 0033).
 */
export function wantsSql(table: ChannelPreferencesTable, defaults: ChannelChoices, userId: SQLWrapper, category: SQLWrapper): SQL {
  const chosen = (reminders: SQL, updates: SQL) => sql`CASE WHEN ${category}::text = 'reminders' THEN ${reminders} ELSE ${updates} END`;
  return sql`coalesce((SELECT ${chosen(sql`reminders`, sql`updates`)} FROM ${table} WHERE user_id = ${userId}),
                      ${chosen(sql.raw(String(defaults.reminders)), sql.raw(String(defaults.updates)))})`;
}

/**
 * The choices of one channel (e-mail, SMS), one row per account that changed them; no row: `defaults`. In-app
 * notifications are always made whatever the channels say.
 */
export class ChannelPreferences {
  constructor(
    protected readonly db: Database,
    private readonly table: ChannelPreferencesTable,
    private readonly defaults: ChannelChoices,
  ) {}

  async get(userId: string, tx: Tx | Database = this.db): Promise<ChannelChoices> {
    const [row] = await tx.select().from(this.table).where(eq(this.table.userId, userId));
    return row ? { reminders: row.reminders, updates: row.updates } : { ...this.defaults };
  }

  /** Sets the categories given, keeps the others; answers the result. */
  async set(userId: string, change: Partial<ChannelChoices>, tx: Tx | Database = this.db): Promise<ChannelChoices> {
    const next = { ...(await this.get(userId, tx)), ...change };
    await tx
      .insert(this.table)
      .values({ userId, ...next })
      .onConflictDoUpdate({
        target: this.table.userId,
        set: {
          ...(change.reminders !== undefined ? { reminders: change.reminders } : {}),
          ...(change.updates !== undefined ? { updates: change.updates } : {}),
          updatedAt: sql`now()`,
        },
      });
    return this.get(userId, tx);
  }
}
