import { Inject, Injectable } from '@nestjs/common';
import { and, eq, ne, sql } from 'drizzle-orm';
import { toE164 } from '@vetnow/domain/phone';
import { DB, type Database, type Tx } from '@vetnow/service-kit/database';
import type { Executor } from '../accounts/account-store.js';
import { accounts, type AccountRow } from '../database/schema.js';
import { OWNER_SEARCH_LIMIT, ownerSearch } from './owner-search.js';

/** The accounts queries of the front desk's callers (issue 39 phase B): search, and what makes a new caller a duplicate. */
@Injectable()
export class CallerStore {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** Owners matching `q` (phone, name or e-mail): at most 20, exact phone matches first, then by name. */
  async search(q: string): Promise<AccountRow[]> {
    const { where, orderBy } = ownerSearch(q);
    return this.db
      .select()
      .from(accounts)
      .where(where)
      .orderBy(...orderBy)
      .limit(OWNER_SEARCH_LIMIT);
  }

  /**
   * Serializes the creation of callers with one phone number (a transaction-level advisory lock), so two desks
   * adding the same caller at once cannot both pass {@link ownerWithPhone}.
   */
  async lockPhone(tx: Tx, e164: string): Promise<void> {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`vetnow.auth.caller-phone:${e164}`}, 0))`);
  }

  /**
   * Whether an owner already has this number (E.164), however it was stored: the candidates whose digits end with the
   * national number are compared in E.164 (numbers typed before issue 17 are free text).
   */
  async ownerWithPhone(e164: string, ex: Executor = this.db): Promise<boolean> {
    const national = e164.slice(3);
    const rows = await ex
      .select({ contactNumber: accounts.contactNumber })
      .from(accounts)
      .where(
        and(
          eq(accounts.role, 'user'),
          sql`regexp_replace(${accounts.contactNumber}, '\\D', '', 'g') LIKE ${`%${national}`}`,
        ),
      );
    return rows.some((r) => toE164(r.contactNumber) === e164);
  }

  /** Whether an owner other than `exceptId` signs in with this e-mail. */
  async ownerEmailTaken(email: string, exceptId?: string, ex: Executor = this.db): Promise<boolean> {
    const rows = await ex
      .select({ id: accounts.id })
      .from(accounts)
      .where(
        and(
          eq(accounts.role, 'user'),
          eq(accounts.email, email.trim().toLowerCase()),
          ...(exceptId ? [ne(accounts.id, exceptId)] : []),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }
}
