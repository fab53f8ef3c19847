// Types of database-dump.mjs for TypeScript callers (its spec).
import type { ClientBase } from 'pg';

export interface DumpedColumn {
  name: string;
  type: string;
  identity: string;
}
export interface DumpedTable {
  schema: string;
  name: string;
  columns: DumpedColumn[];
  rows: number;
  file: string;
}
export interface Dump {
  tables: DumpedTable[];
  sequences: Array<{ schema: string; name: string; lastValue: string | null }>;
  migrations: Array<{ hash: string; createdAt: string }>;
}
export function quoteIdent(name: string): string;
export function userTables(client: ClientBase): Promise<Array<{ schema: string; name: string; columns: DumpedColumn[] }>>;
export function appliedMigrations(client: ClientBase, migrationsTable: string): Promise<Array<{ hash: string; createdAt: string }>>;
export function dumpDatabase(client: ClientBase, dir: string, options: { migrationsTable: string }): Promise<Dump>;
export function schemaDifferences(
  archived: Pick<Dump, 'migrations'> & { tables: Array<Pick<DumpedTable, 'schema' | 'name' | 'columns'>> },
  current: { migrations: Array<{ hash: string }>; tables: Array<Pick<DumpedTable, 'schema' | 'name' | 'columns'>> },
): string[];
export function loadOrder<T extends { schema: string; name: string }>(tables: T[], references: Map<string, string[]>): { ordered: T[]; cyclic: boolean };
export function restoreDatabase(client: ClientBase, dir: string, dump: Dump, options: { migrationsTable: string }): Promise<Record<string, number>>;
export class SchemaMismatchError extends Error {
  readonly problems: string[];
}
export function republishMissingOutboxRows(client: ClientBase, streamEventIds: Iterable<string>, since: string): Promise<number>;
