import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** Injection token of the service's drizzle database (PostgreSQL through node-postgres). */
export const DB = Symbol('vetnow.db');

/** A drizzle PostgreSQL database; services write SQL through it and nothing else. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Database = PgDatabase<PgQueryResultHKT, any>;

/** The transaction handle drizzle passes to `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Injection token of the {@link DatabaseConnection} behind {@link DB} (health ping, close). */
export const DATABASE_CONNECTION = Symbol('vetnow.database-connection');

/** An open database: the drizzle instance plus what the kit needs to watch and close it. */
export interface DatabaseConnection {
  readonly db: Database;
  /** Closes the pool; safe to call twice. */
  close(): Promise<void>;
  /** `true` when the database answers `SELECT 1` (within a few seconds). */
  ping(): Promise<boolean>;
}
