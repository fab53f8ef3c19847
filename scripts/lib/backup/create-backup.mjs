// `npm run backup` (issue 41, ADR 0048): one archive of everything VetNow needs to come back — each service's
// database, the event stream, svc-auth's signing keys and the bus credentials — taken online (the stack may run:
// it finds the embedded PostgreSQL and the private nats-server of a running `npm start`, or starts them on their data
// for the occasion when it is stopped; with DATABASE_URL / NATS_URL it uses those).
//
// Order: the databases' clocks, then the stream snapshot, then every database's REPEATABLE READ snapshot (taken side
// by side), then their rows. An event published after the stream snapshot is in its producer's dump as published
// but not in the archived stream: the restore publishes it again (republishMissingOutboxRows). None is lost, and
// none is applied twice, since every consumer's inbox is restored with its data.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { serviceDatabaseUrl } from '../stack.mjs';
import { ROOT, abs } from '../workspaces.mjs';
import { ARCHIVE_FORMAT, archiveName, packArchive, pruneArchives } from './archive.mjs';
import { DATA_DIR_SECRETS } from './data-dir-secrets.mjs';
import { dumpDatabase } from './database-dump.mjs';
import { SERVICE_NAMES, busSettings, connectNats, dataDirOf, loadKit, openNats, openPostgres } from './environment.mjs';
import { snapshotStream } from './stream-snapshot.mjs';

/** svc-auth's signing key files under DATA_DIR/keys (svc-auth/src/keys/signing-keys.ts). */
export const KEY_FILES = ['jwt-ed25519-private.pem', 'jwt-ed25519-public.pem'];

/**
 * @param {{ env?: Record<string, string | undefined>, keep?: number, backupDir?: string, log?: (line: string) => void }} [options]
 * @returns {Promise<{ file: string, bytes: number, ms: number, manifest: object, pruned: string[] }>}
 */
export async function createBackup(options = {}) {
  const env = options.env ?? process.env;
  const log = options.log ?? ((line) => console.log(line));
  const started = Date.now();
  const dataDir = dataDirOf(env);
  const backupDir = options.backupDir ?? backupDirOf(env);
  mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  const bus = await busSettings(env, dataDir);
  const kit = await loadKit();
  const staging = mkdtempSync(join(backupDir, '.staging-'));
  const cleanups = [];
  const clients = [];
  try {
    const postgres = await openPostgres(env, dataDir, { mayUseRunning: true, log: (l) => log(`  ${l}`) });
    cleanups.push(() => postgres.close());
    const nats = await openNats(env, dataDir, bus, { mayUseRunning: true });
    cleanups.push(() => nats.close());
    log(`backing up ${postgres.describe} and stream ${bus.stream} on ${nats.describe}`);

    // 1. Every database's clock, then the stream.
    for (const service of SERVICE_NAMES) {
      const client = new pg.Client({ connectionString: serviceDatabaseUrl(postgres.baseUrl, service), application_name: 'vetnow-backup' });
      client.on('error', () => undefined);
      await client.connect();
      clients.push({ service, client });
    }
    const clocks = Object.fromEntries(await Promise.all(clients.map(async ({ service, client }) => [service, (await client.query('SELECT now() AS now')).rows[0].now.toISOString()])));
    mkdirSync(join(staging, 'stream'), { mode: 0o700 });
    const nc = await connectNats(nats.url, nats.ops, 'vetnow-backup');
    let snapshot;
    try {
      snapshot = await snapshotStream(nc, bus.stream, join(staging, 'stream', 'messages.jsonl'));
    } finally {
      await nc.close();
    }

    // 2. The databases: snapshots side by side, then the rows.
    const snapshotStart = Date.now();
    await Promise.all(clients.map(({ client }) => client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY; SET LOCAL TIME ZONE 'UTC'; SELECT 1")));
    const snapshotSpreadMs = Date.now() - snapshotStart;
    const services = {};
    for (const { service, client } of clients) {
      const dir = join(staging, 'databases', service);
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const dump = await dumpDatabase(client, dir, { migrationsTable: kit.migrationsTableOf(service) });
      await client.query('COMMIT');
      writeFileSync(join(dir, 'schema.json'), `${JSON.stringify({ ...dump, clockBeforeStreamSnapshot: clocks[service] }, null, 2)}\n`, { mode: 0o600 });
      services[service] = {
        database: new URL(serviceDatabaseUrl(postgres.baseUrl, service)).pathname.slice(1),
        migration: migrationTag(service, dump.migrations.at(-1)?.createdAt),
        migrations: dump.migrations.length,
        rows: Object.fromEntries(dump.tables.map((t) => [`${t.schema}.${t.name}`, t.rows])),
      };
    }

    // 3. The secrets: svc-auth's signing keys, the bus credentials, svc-payments' key of the saved cards' tokens.
    const secrets = { signingKeys: 'none', natsCredentials: 'none', cardTokenKey: 'none' };
    const keysDir = join(dataDir, 'keys');
    if (env.JWT_PRIVATE_KEY) secrets.signingKeys = 'environment (JWT_PRIVATE_KEY): not archived, keep it with your configuration';
    else if (existsSync(join(keysDir, KEY_FILES[0]))) {
      mkdirSync(join(staging, 'secrets', 'keys'), { recursive: true, mode: 0o700 });
      for (const f of KEY_FILES) if (existsSync(join(keysDir, f))) copySecret(join(keysDir, f), join(staging, 'secrets', 'keys', f));
      secrets.signingKeys = 'archived (DATA_DIR/keys)';
    }
    const passwords = nats.users
      ? Object.fromEntries(Object.values(nats.users).map((u) => [u.user, u.password]))
      : natsPasswordsFromEnv(env);
    if (Object.keys(passwords).length) {
      mkdirSync(join(staging, 'secrets', 'nats'), { recursive: true, mode: 0o700 });
      writeFileSync(join(staging, 'secrets', 'nats', 'credentials.json'), `${JSON.stringify({ passwords }, null, 2)}\n`, { mode: 0o600 });
      secrets.natsCredentials = nats.users ? 'archived (DATA_DIR/nats/credentials.json)' : 'archived (from the NATS_*_PASSWORD environment)';
    }

    // The secrets the services made in DATA_DIR (the saved cards' token key, the VAPID pair), unless given by the environment.
    for (const secret of DATA_DIR_SECRETS) {
      const from = join(dataDir, ...secret.file.split('/'));
      if (env[secret.env]) secrets[secret.key] = `environment (${secret.env}): not archived, keep it with your configuration`;
      else if (existsSync(from)) {
        const to = join(staging, 'secrets', ...secret.file.split('/'));
        mkdirSync(dirname(to), { recursive: true, mode: 0o700 });
        copySecret(from, to);
        secrets[secret.key] = `archived (DATA_DIR/${secret.file})`;
      }
    }

    // 4. The archive.
    const createdAt = new Date();
    const file = join(backupDir, archiveName(createdAt, backupDir));
    const manifest = await packArchive(staging, file, {
      format: ARCHIVE_FORMAT,
      createdAt: createdAt.toISOString(),
      vetnow: vetnowVersion(),
      databaseSnapshotSpreadMs: snapshotSpreadMs,
      services,
      stream: { name: bus.stream, subjectPrefix: bus.subjectPrefix, messages: snapshot.messages, firstSeq: snapshot.firstSeq, lastSeq: snapshot.lastSeq },
      secrets,
    });
    const pruned = options.keep ? pruneArchives(backupDir, options.keep) : [];
    return { file, bytes: statSync(file).size, ms: Date.now() - started, manifest, pruned };
  } finally {
    for (const { client } of clients) await client.end().catch(() => undefined);
    for (const cleanup of cleanups.reverse()) await cleanup();
    rmSync(staging, { recursive: true, force: true });
  }
}

/** BACKUP_DIR, default DATA_DIR/backups. */
export function backupDirOf(env) {
  return env.BACKUP_DIR ? resolve(ROOT, env.BACKUP_DIR) : join(dataDirOf(env), 'backups');
}

function copySecret(from, to) {
  writeFileSync(to, readFileSync(from), { mode: 0o600, flag: 'wx' });
}

/** With NATS_URL: the bus users' passwords the environment holds (compose's NATS_<SERVICE>_PASSWORD, NATS_OPS_PASSWORD). */
function natsPasswordsFromEnv(env) {
  const out = {};
  for (const service of SERVICE_NAMES) {
    const password = env[`NATS_${service.toUpperCase()}_PASSWORD`];
    if (password) out[env[`NATS_${service.toUpperCase()}_USER`] || `svc-${service}`] = password;
  }
  if (env.NATS_OPS_PASSWORD) out[env.NATS_OPS_USER || 'ops'] = env.NATS_OPS_PASSWORD;
  return out;
}

/** The migration tag (`0003_calendar_and_slot_claims`) the service's journal gives the applied migration's time. */
function migrationTag(service, createdAt) {
  if (!createdAt) return null;
  try {
    const journal = JSON.parse(readFileSync(abs(`svc-${service}/migrations/meta/_journal.json`), 'utf8'));
    return journal.entries.find((e) => String(e.when) === String(createdAt))?.tag ?? `created_at ${createdAt}`;
  } catch {
    return `created_at ${createdAt}`;
  }
}

function vetnowVersion() {
  const read = (rel) => {
    try {
      return JSON.parse(readFileSync(abs(rel), 'utf8')).version;
    } catch {
      return undefined;
    }
  };
  return read('package.json') ?? read('libs/service-kit/package.json') ?? 'unknown';
}

