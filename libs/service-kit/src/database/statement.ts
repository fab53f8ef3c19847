import { is, sql, SQL, type Placeholder, type Query } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, Tx } from './database.tokens.js';

/** The placeholders a statement's text is built with: `p.userId` stands for the value passed as `userId`. */
export type Placeholders<P> = { readonly [K in keyof P & string]: Placeholder<K> };

/** Runs the statement in `db` (the database or a transaction) with these values; resolves to its rows. */
export type Statement<P, R> = (db: Database | Tx, values: P) => Promise<R[]>;

const dialect = new PgDialect();
const names = new Set<string>();

/**
 * A drizzle query builder whose rows drizzle maps (an insert/update `.returning()`): its text and its
 * returning fields are taken once, from the first call's builder.
 */
export interface MappedBuilder {
  toSQL(): Query;
}

/**
 * A statement on a hot path (booking, rate limits, the outbox): its text is built once, from drizzle's `sql` or
 * a query builder with placeholders, instead of on every call — building is most of a small query's
 * client-side CPU — and it is a named prepared statement, parsed and planned once per pooled connection. It runs in whatever it is given, the database or a transaction, which
 * drizzle's own `.prepare()` cannot (its prepared query is bound to the connection it was prepared on).
 * Values that are the same on every call may stay inline in the text. ADR 0033.
 *
 * `build` gets the placeholders (`p.userId` stands for the value passed as `userId`) and the first call's
 * database, for a builder: `(p, db) => db.insert(t).values({ a: p.a }).returning()` answers rows as drizzle maps
 * them (column names, numbers, dates); raw `sql` answers the driver's rows.
 *
 * `name` must be unique in the process and its text must not change (a named statement is bound to its text).
 */
export function statement<P extends Record<string, unknown>, R = Record<string, unknown>>(
  name: string,
  build: (p: Placeholders<P>, db: Database | Tx) => SQL | MappedBuilder,
): Statement<P, R> {
  if (names.has(name)) throw new Error(`statement "${name}" is defined twice`);
  if (name.length > 63) throw new Error(`statement "${name}" is longer than PostgreSQL's 63-byte names`);
  names.add(name);
  let built: { query: Query; fields: unknown } | undefined;
  return async (db, values) => {
    if (!built) {
      const made = build(new Proxy({}, { get: (_, key) => sql.placeholder(String(key)) }) as Placeholders<P>, db);
      built = is(made, SQL)
        ? { query: dialect.sqlToQuery(made), fields: undefined }
        : // drizzle keeps a builder's returning fields in its (internal) config: they map the rows as its execute() would.
          { query: made.toSQL(), fields: (made as unknown as { config: { returning?: unknown } }).config.returning };
    }
    const { query, fields } = built;
    const session = db._.session as unknown as {
      prepareQuery(q: Query, fields: unknown, name: string, arrayMode: boolean): { execute(v: P): Promise<unknown> };
    };
    const result = await session.prepareQuery(query, fields, name, fields !== undefined).execute(values);
    // With fields drizzle answers the mapped rows; without, the driver's `{ rows }` (as queryRows bridges).
    return (fields !== undefined ? result : (result as { rows: unknown }).rows) as R[];
  };
}
