import type { EmailCategory, NotificationKind } from '@vetnow/contracts/api';
import type { Database, Tx } from '@vetnow/service-kit/database';
import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ChannelPreferencesTable } from '../database/schema.js';

/** What an account wants on one channel: visit reminders, updates about its visits, pet care reminders (issue 38). */
export interface ChannelChoices {
  reminders: boolean;
  updates: boolean;
  petCare: boolean;
}

/**
 * Visit reminders and pet care reminders (a vaccination or treatment due) are categories of their own; everything
 * else an account is told about its visits is an update.
 */
export function categoryOf(kind: NotificationKind): EmailCategory {
  if (kind === 'reminder') return 'reminders';
  if (kind === 'pet-care-due') return 'petCare';
  return 'updates';
}

/**
 * Whether `userId` wants `category` ('reminders', 'updates' or 'petCare', categoryOf) on the channel whose choices are `table`
 * (its row's, else `defaults`), as an SQL boolean: for a statement that decides it beside other work (the
 * notification's, ADR 0033).
 */
export function wantsSql(table: ChannelPreferencesTable, defaults: ChannelChoices, userId: SQLWrapper, category: SQLWrapper): SQL {
  const chosen = (reminders: SQL, updates: SQL, petCare: SQL) =>
    sql`CASE ${category}::text WHEN 'reminders' THEN ${reminders} WHEN 'petCare' THEN ${petCare} ELSE ${updates} END`;
  return sql`coalesce((SELECT ${chosen(sql`reminders`, sql`updates`, sql`pet_care`)} FROM ${table} WHERE user_id = ${userId}),
                      ${chosen(sql.raw(String(defaults.reminders)), sql.raw(String(defaults.updates)), sql.raw(String(defaults.petCare)))})`;
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
    return row ? { reminders: row.reminders, updates: row.updates, petCare: row.petCare } : { ...this.defaults };
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
          ...(change.petCare !== undefined ? { petCare: change.petCare } : {}),
          updatedAt: sql`now()`,
        },
      });
    return this.get(userId, tx);
  }
}
