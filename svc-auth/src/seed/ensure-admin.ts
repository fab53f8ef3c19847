import { and, eq } from 'drizzle-orm';
import { type Database, withoutQueryParams } from '@vetnow/service-kit/database';
import { accounts } from '../database/schema.js';
import { hashPassword } from '../passwords/password-hasher.js';

export interface AdminAccount {
  readonly email: string;
  readonly password: string;
  readonly fullName?: string;
}

export type EnsureAdminResult = 'created' | 'exists' | 'password-reset';

/**
 * Makes sure an admin with this email exists. An existing admin keeps its password unless `resetPassword`
 * (the CLI's explicit choice); boot-time seeding never overwrites a password someone may have changed.
 * Safe when replicas run it at the same time (insert … on conflict do nothing).
 */
export async function ensureAdmin(
  db: Database,
  admin: AdminAccount,
  options: { resetPassword?: boolean } = {},
): Promise<EnsureAdminResult> {
  const email = admin.email.trim().toLowerCase();
  const where = and(eq(accounts.role, 'admin'), eq(accounts.email, email));
  const [existing] = await db.select({ id: accounts.id }).from(accounts).where(where).limit(1);
  if (existing && !options.resetPassword) return 'exists';
  const passwordHash = await hashPassword(admin.password);
  if (existing) {
    await withoutQueryParams(() =>
      db.update(accounts).set({ passwordHash, isActive: true, updatedAt: new Date() }).where(where),
    );
    return 'password-reset';
  }
  const inserted = await withoutQueryParams(() =>
    db
      .insert(accounts)
      .values({
        role: 'admin',
        email,
        passwordHash,
        fullName: admin.fullName ?? 'VetNow Admin',
        isActive: true,
      })
      .onConflictDoNothing()
      .returning({ id: accounts.id }),
  );
  return inserted.length > 0 ? 'created' : 'exists';
}
