// `npm run restore <archive>` (issue 41, ADR 0048): puts an archive of `npm run backup` back — the databases, the
// event stream, svc-auth's signing keys and the bus credentials. VetNow must be stopped (refused otherwise); the
// embedded PostgreSQL and the private nats-server are started here on their data and stopped after (with
// DATABASE_URL / NATS_URL, those servers are used).
//
// Nothing is replaced until everything is checked: the archive's checksums, then each database is loaded into a new
// database `<name>_restoring`, created and migrated by the service's own code (the kit's DDL and its drizzle
// migrations, as at boot) and refused when its migrations or tables differ from the archive's. Then the stream is
// replaced (its messages published again with their event ids; the services' durable consumers go with the old
// stream and start again from its first message: each inbox skips what its database had applied), outbox rows
// published after the stream snapshot are made unpublished again (the relays publish them once more), and each
// `<name>_restoring` takes its database's place.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import pg from 'pg';
import { loadEventBus } from '../nats-auth.mjs';
import { serviceDatabaseUrl } from '../stack.mjs';
import { abs } from '../workspaces.mjs';
import { unpackArchive } from './archive.mjs';
import { KEY_FILES } from './create-backup.mjs';
import { DATA_DIR_SECRETS } from './data-dir-secrets.mjs';
import { quoteIdent, republishMissingOutboxRows, restoreDatabase } from './database-dump.mjs';
import { SERVICE_NAMES, StackRunningError, busSettings, connectNats, dataDirOf, embeddedClusterOwner, loadKit, openNats, openPostgres } from './environment.mjs';
import { restoreStream } from './stream-snapshot.mjs';

const RESTORING_SUFFIX = '_restoring';
/** An outbox row published this long before the database's clock was read (just before the snapshot) may still be missing from it. */
const PUBLISH_MARGIN_MS = 5 * 60_000;

/**
 * @param {{ archive: string, env?: Record<string, string | undefined>, log?: (line: string) => void }} options
 * @returns {Promise<{ ms: number, manifest: object, rows: Record<string, number>, stream: { published: number, skipped: number }, republished: Record<string, number> }>}
 */
export async function restoreBackup({ archive, env = process.env, log = (line) => console.log(line) }) {
  const started = Date.now();
  if (!existsSync(archive)) throw new Error(`No such archive: ${archive}`);
  const dataDir = dataDirOf(env);
  if (!env.DATABASE_URL) {
    const owner = embeddedClusterOwner(dataDir);
    if (owner) throw new StackRunningError(`process ${owner} runs the embedded PostgreSQL under ${join(dataDir, 'postgres')}`);
  }
  const staging = mkdtempSync(join(existsSync(dirname(archive)) ? dirname(archive) : tmpdir(), '.restoring-'));
  const cleanups = [];
  try {
    const manifest = await unpackArchive(archive, staging);
    log(`archive of ${manifest.createdAt}: ${SERVICE_NAMES.map((s) => `${s} ${manifest.services[s]?.migration}`).join(', ')}; ${manifest.stream.messages} events`);
    const bus = await busSettings(env, dataDir);
    if (bus.subjectPrefix !== manifest.stream.subjectPrefix) {
      throw new Error(`the archive's events are under the subject prefix "${manifest.stream.subjectPrefix}", this VetNow's under "${bus.subjectPrefix}" (EVENT_SUBJECT_PREFIX)`);
    }
    const kit = await loadKit();
    const dumps = Object.fromEntries(SERVICE_NAMES.map((s) => [s, JSON.parse(readFileSync(join(staging, 'databases', s, 'schema.json'), 'utf8'))]));
    // Refused before anything is touched: an archive of other migrations than this code's.
    for (const service of SERVICE_NAMES) {
      const expected = codeMigrations(service);
      const archived = dumps[service].migrations.map((m) => m.hash);
      if (expected.join(',') !== archived.join(',')) {
        throw new Error(`svc-${service}: the archive has ${archived.length} migration(s) and this code ${expected.length}, or they differ: restore it with the VetNow version that made it (${manifest.vetnow})`);
      }
    }

    // The secrets first: the nats-server started below reads the restored credentials.
    restoreSecrets(staging, manifest, dataDir, env, log);

    const postgres = await openPostgres(env, dataDir, { mayUseRunning: false, log: (l) => log(`  ${l}`) });
    cleanups.push(() => postgres.close());
    await refuseWhileServicesConnected(postgres.baseUrl);
    const nats = await openNats(env, dataDir, bus, { mayUseRunning: false });
    cleanups.push(() => nats.close());
    log(`restoring into ${postgres.describe} and stream ${bus.stream} on ${nats.describe}`);

    // 1. Each database into <name>_restoring, migrated by the service's code, then loaded.
    const rows = {};
    const restoring = {};
    for (const service of SERVICE_NAMES) {
      const target = serviceDatabaseUrl(postgres.baseUrl, service);
      const temp = withDatabase(target, `${databaseOf(target)}${RESTORING_SUFFIX}`);
      await dropDatabase(postgres.baseUrl, databaseOf(temp));
      const connection = await kit.openDatabase({ service, databaseUrl: temp }, { kitDdl: kit.KIT_DDL, migrationsFolder: abs(`svc-${service}/migrations`), logger: quietLogger });
      await connection.close();
      restoring[service] = { target, temp };
      const client = await connected(temp);
      try {
        const loaded = await restoreDatabase(client, join(staging, 'databases', service), dumps[service], { migrationsTable: kit.migrationsTableOf(service) });
        rows[service] = Object.values(loaded).reduce((a, b) => a + b, 0);
      } finally {
        await client.end();
      }
    }

    // 2. The stream, published again by each event's owner.
    const { eventOwner, natsInboxPrefix } = await loadEventBus();
    const publishers = new Map();
    const ops = await connectNats(nats.url, nats.ops, 'vetnow-restore');
    cleanups.push(async () => {
      for (const nc of publishers.values()) await nc.close().catch(() => undefined);
      await ops.close().catch(() => undefined);
    });
    const archivedPasswords = readArchivedPasswords(staging);
    const publisherOf = async ({ data }) => {
      const owner = eventOwner(JSON.parse(data.toString('utf8')).type);
      if (!owner) throw new Error('the archive holds an event of a type this VetNow does not know');
      if (!publishers.has(owner)) publishers.set(owner, await connectNats(nats.url, publisherCredentials(owner, nats, env, archivedPasswords), `vetnow-restore-${owner}`, natsInboxPrefix(owner)));
      return publishers.get(owner);
    };
    const notBefore = new Date(Date.now() - bus.retentionDays * 24 * 3600_000);
    const stream = await restoreStream({ ops, ensureEventStream: kit.ensureEventStream, settings: bus, file: join(staging, 'stream', 'messages.jsonl'), publisherOf, notBefore });

    // 3. Events published after the stream snapshot: published again by the relays.
    const republished = {};
    for (const service of SERVICE_NAMES) {
      const since = new Date(new Date(dumps[service].clockBeforeStreamSnapshot).getTime() - PUBLISH_MARGIN_MS).toISOString();
      const client = await connected(restoring[service].temp);
      try {
        republished[service] = await republishMissingOutboxRows(client, stream.eventIds, since);
      } finally {
        await client.end();
      }
    }

    // 4. Each restored database takes its place.
    for (const service of SERVICE_NAMES) {
      const { target, temp } = restoring[service];
      await dropDatabase(postgres.baseUrl, databaseOf(target));
      await admin(postgres.baseUrl, (c) => c.query(`ALTER DATABASE ${quoteIdent(databaseOf(temp))} RENAME TO ${quoteIdent(databaseOf(target))}`));
    }
    return { ms: Date.now() - started, manifest, rows, stream: { published: stream.published, skipped: stream.skipped }, republished };
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
    rmSync(staging, { recursive: true, force: true });
  }
}

/** The hashes drizzle records for the service's migration files (sha256 of each file), in journal order. */
function codeMigrations(service) {
  return readMigrationHashes(abs(`svc-${service}/migrations`));
}

/** As drizzle's readMigrationFiles: sha256 (hex) of each journal entry's `<tag>.sql`. */
export function readMigrationHashes(folder) {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8'));
  return journal.entries.map((e) => createHashOf(readFileSync(join(folder, `${e.tag}.sql`), 'utf8')));
}

const createHashOf = (text) => createHash('sha256').update(text).digest('hex');

function restoreSecrets(staging, manifest, dataDir, env, log) {
  const keysFrom = join(staging, 'secrets', 'keys');
  if (existsSync(join(keysFrom, KEY_FILES[0]))) {
    const keysDir = join(dataDir, 'keys');
    mkdirSync(keysDir, { recursive: true, mode: 0o700 });
    for (const f of KEY_FILES) {
      if (!existsSync(join(keysFrom, f))) continue;
      const tmp = join(keysDir, `.${f}.restoring`);
      writeFileSync(tmp, readFileSync(join(keysFrom, f)), { mode: f.includes('private') ? 0o600 : 0o644 });
      renameSync(tmp, join(keysDir, f));
    }
    log('restored svc-auth\'s signing keys');
  } else {
    log(`signing keys: ${manifest.secrets?.signingKeys ?? 'none in the archive'}`);
  }
  for (const secret of DATA_DIR_SECRETS) {
    const from = join(staging, 'secrets', ...secret.file.split('/'));
    if (existsSync(from)) {
      const to = join(dataDir, ...secret.file.split('/'));
      mkdirSync(dirname(to), { recursive: true, mode: 0o700 });
      const tmp = join(dirname(to), `.${basename(to)}.restoring`);
      writeFileSync(tmp, readFileSync(from), { mode: 0o600 });
      renameSync(tmp, to);
      log(`restored ${secret.what}`);
    } else {
      log(`${secret.what}: ${manifest.secrets?.[secret.key] ?? 'none in the archive'}`);
    }
  }
  const credentials = join(staging, 'secrets', 'nats', 'credentials.json');
  if (!env.NATS_URL && existsSync(credentials) && manifest.secrets?.natsCredentials?.includes('credentials.json')) {
    const natsDir = join(dataDir, 'nats');
    mkdirSync(natsDir, { recursive: true, mode: 0o700 });
    const tmp = join(natsDir, '.credentials.json.restoring');
    writeFileSync(tmp, readFileSync(credentials), { mode: 0o600 });
    renameSync(tmp, join(natsDir, 'credentials.json'));
    log('restored the bus credentials');
  }
}

function readArchivedPasswords(staging) {
  try {
    return JSON.parse(readFileSync(join(staging, 'secrets', 'nats', 'credentials.json'), 'utf8')).passwords ?? {};
  } catch {
    return {};
  }
}

/**
 * The credentials an event's owner publishes with: the private server's user; with NATS_URL the environment's
 * NATS_<SERVICE>_PASSWORD (user NATS_<SERVICE>_USER, default svc-<service>), else the archived password; none for a
 * server without users.
 */
function publisherCredentials(service, nats, env, archived) {
  const user = `svc-${service}`;
  if (nats.users) return nats.users[user];
  const key = service.toUpperCase();
  const name = env[`NATS_${key}_USER`] || user;
  const password = env[`NATS_${key}_PASSWORD`] || archived[name];
  return password ? { user: name, password } : undefined;
}

const quietLogger = { info: () => undefined, warn: () => undefined };

function databaseOf(url) {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(name)}`;
  return u.toString();
}

async function connected(url) {
  const client = new pg.Client({ connectionString: url, application_name: 'vetnow-restore' });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

async function admin(baseUrl, fn) {
  const client = await connected(withDatabase(baseUrl, 'postgres'));
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function dropDatabase(baseUrl, name) {
  await admin(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
}

/** Services (their pools name themselves `vetnow-<service>`) connected to any of the databases: VetNow runs. */
async function refuseWhileServicesConnected(baseUrl) {
  const names = SERVICE_NAMES.map((s) => databaseOf(serviceDatabaseUrl(baseUrl, s)));
  const { rows } = await admin(baseUrl, (c) =>
    c.query(
      `SELECT DISTINCT application_name AS app, datname AS db FROM pg_stat_activity
        WHERE datname = ANY($1::text[]) AND application_name LIKE 'vetnow-%' AND application_name NOT IN ('vetnow-backup', 'vetnow-restore')`,
      [names],
    ),
  );
  if (rows.length) throw new StackRunningError(`${rows.map((r) => `${r.app} on ${r.db}`).join(', ')} connected`);
}

