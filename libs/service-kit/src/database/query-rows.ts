import type { SQL } from 'drizzle-orm';
import type { Database, Tx } from './database.tokens.js';

/**
 * Runs raw SQL and returns its rows. node-postgres answers `{ rows }`, but drizzle's generic `Database` type
 * cannot say so: this is the one place that bridges it.
 */
export async function queryRows<T>(db: Database | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
