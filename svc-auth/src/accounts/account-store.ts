import { Inject, Injectable } from '@nestjs/common';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@vetnow/contracts/auth-claims';
import { DB, type Database, type Tx, withoutQueryParams } from '@vetnow/service-kit/database';
import { accounts, type AccountRow, type NewAccountRow } from '../database/schema.js';

/** Reads and writes through either the database or a transaction. */
export type Executor = Database | Tx;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Account ids are UUIDs (a doctor's is its svc-clinic `_id`). */
export function isAccountId(id: string): boolean {
  return UUID.test(id);
}

/** Data access of the `accounts` table; the one place that writes SQL for it. */
@Injectable()
export class AccountStore {
  constructor(@Inject(DB) private readonly db: Database) {}

  async findById(id: string, ex: Executor = this.db): Promise<AccountRow | undefined> {
    if (!UUID.test(id)) return undefined;
    const [row] = await ex.select().from(accounts).where(eq(accounts.id, id)).limit(1);
    return row;
  }

  /** Locks the row for the rest of the transaction. */
  async findByIdForUpdate(tx: Tx, id: string): Promise<AccountRow | undefined> {
    if (!UUID.test(id)) return undefined;
    const [row] = await tx.select().from(accounts).where(eq(accounts.id, id)).for('update').limit(1);
    return row;
  }

  /**
   * The account a sign-in names, within one role. The identifier is matched case-insensitively against the
   * email, the username (owners, admins) or the id (doctors: the doctor ID). A NULL e-mail (an owner the front desk
   * created, unclaimed) never equals anything in SQL: such an account is found by no e-mail.
   */
  async findForLogin(
    identifier: string,
    role: Role,
    ex: Executor = this.db,
  ): Promise<AccountRow | undefined> {
    const id = identifier.trim().toLowerCase();
    const matches: SQL[] = [eq(accounts.email, id)];
    if (role === 'doctor') {
      if (UUID.test(id)) matches.push(eq(accounts.id, id));
    } else {
      matches.push(sql`lower(${accounts.username}) = ${id}`);
    }
    const rows = await ex
      .select()
      .from(accounts)
      .where(and(eq(accounts.role, role), or(...matches)))
      .limit(2);
    // An email and another account's username could both match: the email wins.
    return rows.find((r) => r.email === id) ?? rows[0];
  }

  async usernameTaken(username: string, ex: Executor = this.db): Promise<boolean> {
    const rows = await ex
      .select({ id: accounts.id })
      .from(accounts)
      .where(sql`lower(${accounts.username}) = ${username.trim().toLowerCase()}`)
      .limit(1);
    return rows.length > 0;
  }

  async emailTaken(email: string, role: Role, ex: Executor = this.db): Promise<boolean> {
    const rows = await ex
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.role, role), eq(accounts.email, email.trim().toLowerCase())))
      .limit(1);
    return rows.length > 0;
  }

  /** Whether any account, of any role, has this e-mail (a staff account is created only with an e-mail of its own). */
  async emailTakenByAnyRole(email: string, ex: Executor = this.db): Promise<boolean> {
    const rows = await ex
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, email.trim().toLowerCase()))
      .limit(1);
    return rows.length > 0;
  }

  /** Every account of a role, by name (then e-mail). */
  async listByRole(role: Role, ex: Executor = this.db): Promise<AccountRow[]> {
    return ex
      .select()
      .from(accounts)
      .where(eq(accounts.role, role))
      .orderBy(sql`lower(${accounts.fullName})`, accounts.email);
  }

  /** Writes carry password hashes: their errors are rethrown without bound parameters. */
  async insert(ex: Executor, values: NewAccountRow): Promise<AccountRow> {
    const [row] = await withoutQueryParams(() => ex.insert(accounts).values(values).returning());
    return row!;
  }

  async update(ex: Executor, id: string, values: Partial<NewAccountRow>): Promise<AccountRow | undefined> {
    const [row] = await withoutQueryParams(() =>
      ex
        .update(accounts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(accounts.id, id))
        .returning(),
    );
    return row;
  }

  async delete(ex: Executor, id: string): Promise<boolean> {
    const rows = await ex.delete(accounts).where(eq(accounts.id, id)).returning({ id: accounts.id });
    return rows.length > 0;
  }
}
