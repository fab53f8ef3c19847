import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** Injection token of the service's drizzle database (PostgreSQL or embedded PGlite). */
export const DB = Symbol('vetnow.db');

/** A drizzle database over either driver; services write SQL through it and nothing else. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Database = PgDatabase<PgQueryResultHKT, any>;

/** The transaction handle drizzle passes to `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
