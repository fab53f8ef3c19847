// A logical dump of one service database through node-postgres, and its restore (issue 41, ADR 0048). No pg_dump:
// the embedded PostgreSQL ships none, and a pg_dump older than the server refuses it.
//
// Dump: inside one REPEATABLE READ READ ONLY transaction (the caller begins it, so that every database's snapshot is
// taken at nearly the same moment), every user table's rows as JSON lines (`row_to_json` of its stored columns: the
// server's own text form of every value, so a restore through `json_populate_recordset` gives back the same values),
// its columns and types, every sequence's position, and the service's applied drizzle migrations.
// Restore: into a fresh database migrated by the service's own code (the caller's `migrate`), refused when its
// migrations or tables differ from the archive's; rows inserted parents first (foreign keys) with the tables' own
// triggers off (their effects are in the rows already), sequences set.
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/** Schemas that are not the service's data: the catalogue, and drizzle's migrations bookkeeping (compared, not copied). */
const SKIPPED_SCHEMAS = ['pg_catalog', 'information_schema', 'drizzle', 'pg_toast'];
const FETCH_ROWS = 1000;
const INSERT_BATCH_BYTES = 4 * 1024 * 1024;

export const quoteIdent = (name) => `"${String(name).replace(/"/g, '""')}"`;
const qualified = (t) => `${quoteIdent(t.schema)}.${quoteIdent(t.name)}`;

/**
 * The user tables with their stored columns (generated columns are left out: the server computes them again).
 * @param {import('pg').ClientBase} client
 * @returns {Promise<Array<{ schema: string, name: string, columns: Array<{ name: string, type: string, identity: string }> }>>}
 */
export async function userTables(client) {
  const { rows } = await client.query(
    `SELECT n.nspname AS schema, c.relname AS name,
            json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod), 'identity', a.attidentity)
                     ORDER BY a.attnum) FILTER (WHERE a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '') AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       LEFT JOIN pg_attribute a ON a.attrelid = c.oid
      WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
        AND n.nspname <> ALL($1::text[]) AND n.nspname NOT LIKE 'pg\\_%'
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
      GROUP BY n.nspname, c.relname
      ORDER BY n.nspname, c.relname`,
    [SKIPPED_SCHEMAS],
  );
  return rows.map((r) => ({ schema: r.schema, name: r.name, columns: r.columns ?? [] }));
}

/** Every sequence outside the catalogue with its position (`last_value` null: never used). */
async function sequences(client) {
  const { rows } = await client.query(
    `SELECT schemaname AS schema, sequencename AS name, last_value::text AS "lastValue"
       FROM pg_sequences WHERE schemaname <> ALL($1::text[]) ORDER BY 1, 2`,
    [SKIPPED_SCHEMAS],
  );
  return rows;
}

/** The applied drizzle migrations of the service (`drizzle.__drizzle_migrations_<service>`), oldest first. */
export async function appliedMigrations(client, migrationsTable) {
  const exists = await client.query('SELECT to_regclass($1) IS NOT NULL AS present', [`drizzle.${quoteIdent(migrationsTable)}`]);
  if (!exists.rows[0].present) return [];
  const { rows } = await client.query(`SELECT hash, created_at::text AS "createdAt" FROM drizzle.${quoteIdent(migrationsTable)} ORDER BY id`);
  return rows;
}

/**
 * Dumps the database `client` is connected to, inside the REPEATABLE READ READ ONLY transaction the caller began,
 * into `dir`: `<schema>.<table>.jsonl` per table. Returns what `restoreDatabase` needs (to be kept as schema.json).
 * @param {import('pg').ClientBase} client
 * @param {string} dir
 * @param {{ migrationsTable: string }} options
 */
export async function dumpDatabase(client, dir, { migrationsTable }) {
  const tables = [];
  for (const table of await userTables(client)) {
    const file = `${table.schema}.${table.name}.jsonl`;
    const cols = table.columns.map((c) => quoteIdent(c.name)).join(', ');
    const out = createWriteStream(join(dir, file), { mode: 0o600 });
    let rows = 0;
    const cursor = quoteIdent(`vetnow_backup_${tables.length}`);
    await client.query(`DECLARE ${cursor} NO SCROLL CURSOR FOR SELECT row_to_json(r)::text AS j FROM (SELECT ${cols} FROM ${qualified(table)}) r`);
    for (;;) {
      const batch = await client.query(`FETCH ${FETCH_ROWS} FROM ${cursor}`);
      for (const { j } of batch.rows) {
        if (!out.write(`${j}\n`)) await once(out, 'drain');
      }
      rows += batch.rows.length;
      if (batch.rows.length < FETCH_ROWS) break;
    }
    await client.query(`CLOSE ${cursor}`);
    out.end();
    await once(out, 'finish');
    tables.push({ ...table, rows, file });
  }
  return { tables, sequences: await sequences(client), migrations: await appliedMigrations(client, migrationsTable) };
}

/**
 * Why an archived database cannot be restored into a database migrated by today's code: its migrations or its
 * tables and columns differ. Empty when they agree.
 * @param {{ tables: Array<{ schema: string, name: string, columns: Array<{ name: string, type: string }> }>, migrations: Array<{ hash: string, createdAt: string }> }} archived
 * @param {{ tables: Array<{ schema: string, name: string, columns: Array<{ name: string, type: string }> }>, migrations: Array<{ hash: string }> }} current
 */
export function schemaDifferences(archived, current) {
  const problems = [];
  const hashes = (list) => list.map((m) => m.hash).join(',');
  if (hashes(archived.migrations) !== hashes(current.migrations)) {
    problems.push(`the archive has ${archived.migrations.length} migration(s), this code ${current.migrations.length} (or they differ)`);
  }
  const shape = (t) => t.columns.map((c) => `${c.name} ${c.type}`).join(', ');
  const now = new Map(current.tables.map((t) => [`${t.schema}.${t.name}`, shape(t)]));
  const then = new Map(archived.tables.map((t) => [`${t.schema}.${t.name}`, shape(t)]));
  for (const [name, columns] of then) {
    if (!now.has(name)) problems.push(`table ${name} is not in this code's schema`);
    else if (now.get(name) !== columns) problems.push(`table ${name}: archived (${columns}), this code (${now.get(name)})`);
  }
  for (const name of now.keys()) if (!then.has(name)) problems.push(`table ${name} is not in the archive`);
  return problems;
}

/** Tables ordered so that each comes after those its foreign keys reference; `cyclic` when no such order exists. */
export function loadOrder(tables, references) {
  const key = (t) => `${t.schema}.${t.name}`;
  const byKey = new Map(tables.map((t) => [key(t), t]));
  const ordered = [];
  const state = new Map();
  let cyclic = false;
  const visit = (k) => {
    if (state.get(k) === 'done') return;
    if (state.get(k) === 'visiting') {
      cyclic = true;
      return;
    }
    state.set(k, 'visiting');
    for (const parent of references.get(k) ?? []) if (parent !== k && byKey.has(parent)) visit(parent);
    state.set(k, 'done');
    ordered.push(byKey.get(k));
  };
  for (const t of tables) visit(key(t));
  return { ordered, cyclic };
}

async function foreignKeys(client) {
  const { rows } = await client.query(
    `SELECT cn.nspname || '.' || c.relname AS child, pn.nspname || '.' || p.relname AS parent
       FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace cn ON cn.oid = c.relnamespace
       JOIN pg_class p ON p.oid = k.confrelid JOIN pg_namespace pn ON pn.oid = p.relnamespace
      WHERE k.contype = 'f'`,
  );
  const references = new Map();
  for (const { child, parent } of rows) references.set(child, [...(references.get(child) ?? []), parent]);
  return references;
}

/**
 * Loads a dump into the database `client` is connected to — which today's code has just created and migrated —
 * in one transaction: refuses (throws, nothing loaded) when its migrations or tables differ from the archive's,
 * empties every table (a migration or the kit may have inserted rows), inserts each table's rows parents first
 * with the tables' own triggers disabled (what they write is in the archive already), and sets every sequence to its archived position.
 * @param {import('pg').ClientBase} client
 * @param {string} dir the dump's directory
 * @param {{ tables: any[], sequences: any[], migrations: any[] }} dump schema.json
 * @param {{ migrationsTable: string }} options
 * @returns {Promise<Record<string, number>>} rows loaded per table
 */
export async function restoreDatabase(client, dir, dump, { migrationsTable }) {
  const current = { tables: await userTables(client), migrations: await appliedMigrations(client, migrationsTable) };
  const problems = schemaDifferences(dump, current);
  if (problems.length) throw new SchemaMismatchError(problems);
  const loaded = {};
  await client.query('BEGIN');
  try {
    const { ordered, cyclic } = loadOrder(dump.tables, await foreignKeys(client));
    // Only with a cycle of foreign keys (none today): triggers and FK checks off for this transaction (superuser).
    if (cyclic) await client.query("SET LOCAL session_replication_role = 'replica'");
    if (ordered.length) await client.query(`TRUNCATE ${ordered.map(qualified).join(', ')}`);
    // The rows are the triggers' results already (svc-booking's appointment trigger writes its slot claim): the
    // service's own triggers stay off while they load, as pg_dump's data restore does. Foreign keys stay checked.
    for (const table of ordered) await client.query(`ALTER TABLE ${qualified(table)} DISABLE TRIGGER USER`);
    for (const table of ordered) loaded[`${table.schema}.${table.name}`] = await loadTable(client, join(dir, table.file), table);
    for (const table of ordered) await client.query(`ALTER TABLE ${qualified(table)} ENABLE TRIGGER USER`);
    for (const s of dump.sequences) {
      const name = `${quoteIdent(s.schema)}.${quoteIdent(s.name)}`;
      if (s.lastValue === null) await client.query(`ALTER SEQUENCE ${name} RESTART`);
      else await client.query('SELECT setval($1::regclass, $2::bigint, true)', [name, s.lastValue]);
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  }
  return loaded;
}

async function loadTable(client, file, table) {
  const cols = table.columns.map((c) => quoteIdent(c.name)).join(', ');
  const overriding = table.columns.some((c) => c.identity === 'a') ? ' OVERRIDING SYSTEM VALUE' : '';
  const sql = `INSERT INTO ${qualified(table)} (${cols})${overriding} SELECT ${cols} FROM json_populate_recordset(NULL::${qualified(table)}, $1::json)`;
  let batch = [];
  let bytes = 0;
  let count = 0;
  const flush = async () => {
    if (!batch.length) return;
    await client.query(sql, [`[${batch.join(',')}]`]);
    count += batch.length;
    batch = [];
    bytes = 0;
  };
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (!line) continue;
    batch.push(line);
    bytes += line.length;
    if (bytes >= INSERT_BATCH_BYTES || batch.length >= 5000) await flush();
  }
  await flush();
  if (count !== table.rows) throw new Error(`${table.schema}.${table.name}: ${count} rows in the archive's file, ${table.rows} in its manifest`);
  return count;
}

/** The archive was made by code with other migrations or tables than this code's: restoring it would lose data. */
export class SchemaMismatchError extends Error {
  constructor(problems) {
    super(`the archive's schema differs from this code's:\n  - ${problems.join('\n  - ')}`);
    this.name = 'SchemaMismatchError';
    this.problems = problems;
  }
}

/**
 * After a restore: the outbox rows the archive's databases say were published but whose events are not in the
 * restored stream — published after the stream snapshot, before the database dump — become unpublished again, so
 * that the relay publishes them (none lost; consumers that applied them already skip them by their inbox). Only rows
 * published since `since` (the database's clock shortly before the snapshot): older rows missing from the stream
 * expired from it (max age) and were consumed long ago.
 * @param {import('pg').ClientBase} client
 * @param {Iterable<string>} streamEventIds the Nats-Msg-Id of every event in the restored stream
 * @param {string} since an ISO timestamp
 * @returns {Promise<number>} rows made unpublished
 */
export async function republishMissingOutboxRows(client, streamEventIds, since) {
  const present = await client.query("SELECT to_regclass('kit_outbox') IS NOT NULL AS present");
  if (!present.rows[0].present) return 0;
  const result = await client.query(
    `UPDATE kit_outbox SET published_at = NULL, attempts = 0, last_error = NULL
      WHERE published_at IS NOT NULL AND published_at >= $2::timestamptz AND id <> ALL($1::uuid[])`,
    [[...streamEventIds].filter((id) => /^[0-9a-f-]{36}$/i.test(id)), since],
  );
  return result.rowCount ?? 0;
}
