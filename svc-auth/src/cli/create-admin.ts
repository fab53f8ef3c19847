import { readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { EMAIL_PATTERN } from '@vetnow/contracts/common';
import { loadServiceConfig } from '@vetnow/service-kit/config';
import { openDatabase } from '@vetnow/service-kit/database';
import { KIT_DDL } from '@vetnow/service-kit';
import { MIGRATIONS_FOLDER } from '../database/migrations-folder.js';
import { ensureAdmin, type EnsureAdminResult } from '../seed/ensure-admin.js';

export const USAGE = `Usage: node svc-auth/dist/cli/create-admin.js --email <email> [--password <password>] [--name <full name>]
Creates an admin account, or sets a new password if that admin exists.
The password may come from ADMIN_PASSWORD instead of --password (keeps it out of shell history and ps).
Reads DATABASE_URL like svc-auth. Without it, it finds the embedded PostgreSQL that \`npm start\` runs under DATA_DIR
(default ./data): start VetNow first.`;

export class CliUsageError extends Error {
  override readonly name = 'CliUsageError';
}

export const ADMIN_PASSWORD_MIN_LENGTH = 8;

/** Parses the arguments, opens svc-auth's database (running its migrations) and creates or resets the admin. */
export async function createAdminCli(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
): Promise<{ result: EnsureAdminResult; email: string }> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
      strict: true,
    }));
  } catch (err) {
    throw new CliUsageError(err instanceof Error ? err.message : String(err));
  }
  const email = values.email?.trim().toLowerCase() ?? '';
  const password = values.password ?? env['ADMIN_PASSWORD'] ?? '';
  if (!EMAIL_PATTERN.test(email)) throw new CliUsageError('--email must be an email address');
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH || password.length > 128) {
    throw new CliUsageError(
      `the password must be ${ADMIN_PASSWORD_MIN_LENGTH} to 128 characters (--password or ADMIN_PASSWORD)`,
    );
  }
  const config = loadServiceConfig('auth', env);
  const databaseUrl = config.databaseUrl ?? embeddedDatabaseUrl(config.dataDir);
  const connection = await openDatabase({ ...config, databaseUrl }, {
    kitDdl: KIT_DDL,
    migrationsFolder: MIGRATIONS_FOLDER,
  });
  try {
    const result = await ensureAdmin(
      connection.db,
      { email, password, ...(values.name?.trim() ? { fullName: values.name.trim() } : {}) },
      { resetPassword: true },
    );
    return { result, email };
  } finally {
    await connection.close();
  }
}

/**
 * svc-auth's database on the embedded PostgreSQL `npm start` runs under DATA_DIR (ADR 0044): its port from the
 * cluster's postmaster.pid (4th line), the password from DATA_DIR/postgres/password, the database `vetnow_auth`.
 */
export function embeddedDatabaseUrl(dataDir: string): string {
  const dir = join(dataDir, 'postgres');
  let port: string | undefined;
  let password: string;
  try {
    port = readFileSync(join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[3]?.trim();
    password = readFileSync(join(dir, 'password'), 'utf8').trim();
  } catch {
    port = undefined;
    password = '';
  }
  if (!port || !/^\d+$/.test(port)) {
    throw new CliUsageError(`DATABASE_URL is not set and no embedded PostgreSQL runs under ${dir}: start VetNow (npm start) first, or set DATABASE_URL`);
  }
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/vetnow_auth`;
}

function isMain(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMain()) {
  // Not a top-level await: the tests load this module as CommonJS (ADR 0076).
  void (async () => {
    try {
      const { result, email } = await createAdminCli(process.argv.slice(2));
      const said = {
        created: 'created',
        exists: 'already exists',
        'password-reset': 'exists; password updated',
      }[result];
      console.log(`admin ${email}: ${said}`);
    } catch (err) {
      console.error(
        err instanceof CliUsageError
          ? `${err.message}\n\n${USAGE}`
          : `create-admin failed: ${err instanceof Error ? err.message : String(err)}`,
      );
      process.exitCode = err instanceof CliUsageError ? 2 : 1;
    }
  })();
}
