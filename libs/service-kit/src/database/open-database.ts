import { setTimeout as delay } from 'node:timers/promises';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { ServiceConfig } from '../config/service-config.js';
import type { Database, DatabaseConnection } from './database.tokens.js';

/** The slice of a pino logger the database needs. */
export interface DatabaseLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface OpenDatabaseOptions {
  /** The service's drizzle migrations folder (with `meta/_journal.json`); none → no migrations. */
  migrationsFolder?: string;
  /** Idempotent SQL of the kit's own tables (outbox, inbox, revocations), run before the migrations. */
  kitDdl: readonly string[];
  logger?: DatabaseLogger;
  /** How long to keep retrying while PostgreSQL is not reachable at boot. Default 30 s. */
  connectRetryMs?: number;
}

/** One drizzle migrations table per service, so services can share a database (tests, small setups). */
export function migrationsTableOf(service: string): string {
  return `__drizzle_migrations_${service}`;
}
const MIGRATIONS_SCHEMA = 'drizzle';
/** Serialises schema setup between replicas (and services) booting against one PostgreSQL database. */
const SCHEMA_LOCK_KEY = 'vetnow.schema-setup';
const PING_TIMEOUT_MS = 3000;

const consoleLogger: DatabaseLogger = {
  info: () => undefined,
  warn: (obj, msg) => console.warn(msg, obj),
};

/** Thrown when the service has no database to open: the message says what to set. */
export class DatabaseConfigError extends Error {
  override readonly name = 'DatabaseConfigError';
}

/**
 * Opens the service's PostgreSQL database (creating it if missing), then runs the kit DDL and the service's
 * migrations. `npm start` gives every service a `DATABASE_URL`: the operator's server or its embedded PostgreSQL
 * (ADR 0044).
 */
export async function openDatabase(
  config: Pick<ServiceConfig, 'service' | 'databaseUrl'>,
  options: OpenDatabaseOptions,
): Promise<DatabaseConnection> {
  if (!config.databaseUrl) {
    throw new DatabaseConfigError(
      `svc-${config.service}: DATABASE_URL is not set. Point it at a PostgreSQL 15+ database ` +
        '(postgres://user:password@host:5432/name; a missing database is created), or run the whole product with `npm start`, ' +
        'which starts an embedded PostgreSQL when DATABASE_URL is unset.',
    );
  }
  return openPostgres(config.service, config.databaseUrl, options, options.logger ?? consoleLogger);
}

async function openPostgres(
  service: string,
  url: string,
  options: OpenDatabaseOptions,
  logger: DatabaseLogger,
): Promise<DatabaseConnection> {
  await retryWhileUnreachable(() => ensureDatabaseExists(url, logger), options.connectRetryMs ?? 30_000, logger);

  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
    application_name: `vetnow-${service}`,
  });
  // An idle client losing its connection (PostgreSQL restart, network) is emitted here; without a listener
  // it would crash the process. The pool drops the broken client and opens fresh ones on the next query.
  pool.on('error', (err) => logger.warn({ err: describeError(err) }, `svc-${service}: idle database connection lost`));
  // A client that loses its connection while checked out (in a transaction, mid-request) emits 'error' on
  // itself, not on the pool: without this listener the process dies. The query in flight fails (a 503 for its
  // request, a redelivery for its event) and the pool replaces the client. Found by tests/faults/crash-faults.spec.ts.
  pool.on('connect', (client) =>
    client.on('error', (err) => logger.warn({ err: describeError(err) }, `svc-${service}: database connection lost`)),
  );

  try {
    const db = drizzlePg(pool);
    const lockClient = await pool.connect();
    try {
      await lockClient.query('SELECT pg_advisory_lock(hashtext($1))', [SCHEMA_LOCK_KEY]);
      try {
        await lockClient.query('CREATE EXTENSION IF NOT EXISTS btree_gist');
        for (const ddl of options.kitDdl) await lockClient.query(ddl);
        if (options.migrationsFolder) {
          await migratePg(db, {
            migrationsFolder: options.migrationsFolder,
            migrationsTable: migrationsTableOf(service),
            migrationsSchema: MIGRATIONS_SCHEMA,
          });
        }
      } finally {
        await lockClient.query('SELECT pg_advisory_unlock(hashtext($1))', [SCHEMA_LOCK_KEY]).catch(() => undefined);
      }
    } finally {
      lockClient.release();
    }
    logger.info({ database: databaseNameOf(url) }, `svc-${service}: PostgreSQL database ready`);
    let closed = false;
    return {
      db: db as unknown as Database,
      async close() {
        if (closed) return;
        closed = true;
        await pool.end();
      },
      async ping() {
        if (closed) return false;
        return withTimeout(
          pool.query('SELECT 1').then(
            () => true,
            () => false,
          ),
          PING_TIMEOUT_MS,
        );
      },
    };
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw err;
  }
}

/** The database named in a PostgreSQL URL (default: the user name, as libpq does). */
export function databaseNameOf(url: string): string {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  return name || decodeURIComponent(parsed.username) || 'postgres';
}

/** Connects to the database of `url`; if it does not exist (3D000), creates it from the `postgres` database. */
async function ensureDatabaseExists(url: string, logger: DatabaseLogger): Promise<void> {
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await probe.connect();
    return;
  } catch (err) {
    if (sqlState(err) !== '3D000') throw err;
  } finally {
    await probe.end().catch(() => undefined);
  }
  const name = databaseNameOf(url);
  const maintenanceUrl = new URL(url);
  maintenanceUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenanceUrl.toString(), connectionTimeoutMillis: 5_000 });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${quoteIdent(name)}`);
    logger.info({ database: name }, 'created missing PostgreSQL database');
  } catch (err) {
    // 42P04 duplicate_database; 23505 when two CREATE DATABASE race on pg_database's unique index.
    const code = sqlState(err);
    if (code !== '42P04' && code !== '23505') throw err;
  } finally {
    await admin.end().catch(() => undefined);
  }
}

async function retryWhileUnreachable(
  attempt: () => Promise<void>,
  budgetMs: number,
  logger: DatabaseLogger,
): Promise<void> {
  const deadline = Date.now() + budgetMs;
  for (let wait = 250; ; wait = Math.min(wait * 2, 2_000)) {
    try {
      return await attempt();
    } catch (err) {
      if (!isUnreachable(err) || Date.now() + wait > deadline) throw err;
      logger.warn({ err: describeError(err) }, `PostgreSQL not reachable yet, retrying in ${wait} ms`);
      await delay(wait);
    }
  }
}

function isUnreachable(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === '57P03' || code === '53300') return true; // starting up / too many connections
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return true; // ECONNREFUSED, ECONNRESET, ETIMEDOUT…
  return err instanceof Error && /timeout|terminated|ECONNREFUSED/i.test(err.message);
}

/** SQLSTATE of a pg error, also when drizzle wrapped it (`err.cause.code`). */
export function sqlState(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === 'string' && /^(?=.*\d)[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

function describeError(err: unknown): { message: string; code?: string } {
  const e = err as { message?: unknown; code?: unknown };
  return { message: String(e?.message ?? err), ...(typeof e?.code === 'string' ? { code: e.code } : {}) };
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function withTimeout(promise: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
    timer.unref();
  });
  return Promise.race([promise.catch(() => false), timeout]).finally(() => clearTimeout(timer));
}
