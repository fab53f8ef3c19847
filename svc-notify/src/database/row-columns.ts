import { getTableColumns, sql, type InferSelectModel, type SQL, type Table } from 'drizzle-orm';

/**
 * A table's columns in a raw statement, read from `alias` under its row type's field names (`a.starts_at AS
 * "startsAt"`…), and the mapping of such a row as drizzle maps its own (dates, integers, jsonb) on either
 * driver: for a statement that reads the row beside other work (ADR 0033). The columns come from the table's
 * definition, so they cannot drift from it.
 */
export function rowColumns<T extends Table>(table: T, alias: string): { columns: SQL; rowOf(row: Record<string, unknown>): InferSelectModel<T> } {
  const entries = Object.entries(getTableColumns(table));
  return {
    columns: sql.join(
      entries.map(([field, column]) => sql`${sql.identifier(alias)}.${sql.identifier(column.name)} AS ${sql.identifier(field)}`),
      sql`, `,
    ),
    rowOf: (row) =>
      Object.fromEntries(entries.map(([field, column]) => [field, row[field] == null ? row[field] : column.mapFromDriverValue(row[field])])) as InferSelectModel<T>,
  };
}
