// Where `npm run backup` and `npm run restore` find what they save and restore (issue 41, ADR 0048): the databases
// (DATABASE_URL, else the embedded PostgreSQL under DATA_DIR/postgres — the running one, or one started for the
// occasion), the event bus (NATS_URL with NATS_OPS_USER/NATS_OPS_PASSWORD, else the private nats-server on
// DATA_DIR/nats — the running one, or one started for the occasion on its store), the stream's settings and the
// secrets' files. Nothing here prints a password.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEventStream, preparePrivateNatsAuth } from '../nats-auth.mjs';
import { runningNatsServer, startNatsServer } from '../nats-server.mjs';
import { findFreePort, redactUrl, serviceDatabaseUrl } from '../stack.mjs';
import { ROOT, SERVICES, abs } from '../workspaces.mjs';
import { isAlive } from '../process-alive.mjs';

export const SERVICE_NAMES = SERVICES.map((s) => s.service);

/** DATA_DIR (default ./data), absolute. */
export const dataDirOf = (env) => resolve(ROOT, env.DATA_DIR || 'data');

/** The kit's compiled modules the backup runs exactly as the services do (build first). */
export async function loadKit() {
  const file = (rel) => {
    const path = abs(`libs/service-kit/dist/${rel}`);
    if (!existsSync(path)) throw new Error(`libs/service-kit is not built (${rel} missing): run \`npm run build\`.`);
    return import(pathToFileURL(path).href);
  };
  const [{ KIT_DDL }, { openDatabase, migrationsTableOf }, { ensureEventStream }] = await Promise.all([
    file('kit.module.js'),
    file('database/open-database.js'),
    file('event-stream/index.js'),
  ]);
  return { KIT_DDL, openDatabase, migrationsTableOf, ensureEventStream };
}

/**
 * The event stream's settings: NATS_STREAM, EVENT_SUBJECT_PREFIX, EVENT_RETENTION_DAYS, NATS_STREAM_REPLICAS; for the
 * private server the stream and prefix its generated config was written for, else the contracts' defaults.
 */
export async function busSettings(env, dataDir) {
  let generated = {};
  const conf = join(dataDir, 'nats', 'nats.conf');
  if (!env.NATS_URL && existsSync(conf)) {
    const m = /for prefix "([^"]+)", stream (\S+?)\.\s*$/m.exec(readFileSync(conf, 'utf8').split('\n')[0] ?? '');
    if (m) generated = { subjectPrefix: m[1], stream: m[2] };
  }
  const { eventStreamSettingsFromEnv } = await loadEventStream();
  return eventStreamSettingsFromEnv({
    ...env,
    NATS_STREAM: env.NATS_STREAM || generated.stream,
    EVENT_SUBJECT_PREFIX: env.EVENT_SUBJECT_PREFIX || generated.subjectPrefix,
  });
}

/** The embedded cluster's running postmaster: its port and pid (postmaster.pid), else undefined. */
function runningEmbeddedPostgres(dir) {
  try {
    const lines = readFileSync(join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n');
    const pid = Number(lines[0]);
    const port = Number(lines[3]);
    return pid && port && isAlive(pid) ? { pid, port } : undefined;
  } catch {
    return undefined;
  }
}

/** The process that started the embedded cluster, when it still runs (a VetNow stack): its pid. */
export function embeddedClusterOwner(dataDir) {
  try {
    const pid = Number(readFileSync(join(dataDir, 'postgres', 'owner.pid'), 'utf8'));
    return pid && pid !== process.pid && isAlive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The PostgreSQL to work on: DATABASE_URL (the base URL each service's database name is derived from, as `npm start`
 * does), else the embedded cluster under DATA_DIR/postgres — the running one when `mayUseRunning`, else started here
 * (stopped by `close`).
 * @returns {Promise<{ baseUrl: string, describe: string, close: () => void, started: boolean }>}
 */
export async function openPostgres(env, dataDir, { mayUseRunning, log }) {
  if (env.DATABASE_URL) {
    serviceDatabaseUrl(env.DATABASE_URL, 'auth'); // throws on a malformed URL
    return { baseUrl: env.DATABASE_URL, describe: redactUrl(env.DATABASE_URL), close: () => {}, started: false };
  }
  const dir = join(dataDir, 'postgres');
  const running = runningEmbeddedPostgres(dir);
  if (running && mayUseRunning) {
    const password = readFileSync(join(dir, 'password'), 'utf8').trim();
    return {
      baseUrl: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${running.port}/vetnow`,
      describe: `the embedded PostgreSQL of the running VetNow (${dir})`,
      close: () => {},
      started: false,
    };
  }
  if (!running && !existsSync(join(dir, 'data', 'PG_VERSION')) && mayUseRunning) {
    throw new Error(`No VetNow data to back up: no embedded PostgreSQL under ${dir} and DATABASE_URL is not set.`);
  }
  const { startEmbeddedPostgres } = await import('../embedded-postgres.mjs');
  const cluster = await startEmbeddedPostgres({ dir, port: await findFreePort(), log });
  const url = new URL(cluster.url);
  url.pathname = '/vetnow';
  return { baseUrl: url.toString(), describe: `the embedded PostgreSQL under ${dir} (started for this)`, close: () => cluster.stop(), started: true };
}

/**
 * The event bus to work on, as the operator: NATS_URL with NATS_OPS_USER (ops) / NATS_OPS_PASSWORD (none: a server
 * without users), else the private nats-server on DATA_DIR/nats — the running one when `mayUseRunning`, else one
 * started here on its store and config (stopped by `close`). `users` are the private server's (every service's
 * password, from DATA_DIR/nats/credentials.json); undefined with NATS_URL.
 */
export async function openNats(env, dataDir, bus, { mayUseRunning }) {
  if (env.NATS_URL) {
    const ops = env.NATS_OPS_PASSWORD ? { user: env.NATS_OPS_USER || 'ops', password: env.NATS_OPS_PASSWORD } : undefined;
    return { url: env.NATS_URL, ops, users: undefined, describe: redactUrl(env.NATS_URL), close: async () => {}, started: false };
  }
  const storeDir = join(dataDir, 'nats');
  const running = runningNatsServer(storeDir);
  if (running && !mayUseRunning) throw new StackRunningError(`the nats-server of a running VetNow (pid ${running.pid}) uses ${storeDir}`);
  const auth = await preparePrivateNatsAuth(storeDir, bus);
  const ops = auth.users.ops;
  if (running) return { url: running.url, ops, users: auth.users, describe: `the private nats-server of the running VetNow (${running.url})`, close: async () => {}, started: false };
  const server = await startNatsServer({ configFile: auth.configFile, storeDir, port: await findFreePort() });
  return { url: server.url, ops, users: auth.users, describe: `a nats-server on ${storeDir} (started for this)`, close: server.stop, started: true };
}

/**
 * Connects to NATS (`servers` may list several, comma-separated). A service's user may only receive on its own
 * inbox prefix (`_INBOX_<service>`, ADR 0010): give it as `inboxPrefix`.
 */
export async function connectNats(url, credentials, name, inboxPrefix) {
  const { connect } = await import('@nats-io/transport-node');
  return connect({
    servers: url.split(',').map((s) => s.trim()),
    name,
    timeout: 5000,
    ...(inboxPrefix ? { inboxPrefix } : {}),
    ...(credentials ? { user: credentials.user, pass: credentials.password } : {}),
  });
}

/** VetNow runs on what a restore would replace. */
export class StackRunningError extends Error {
  constructor(what) {
    super(`VetNow is running: ${what}. Stop it (Ctrl-C in its terminal, or docker compose stop) and run the restore again.`);
    this.name = 'StackRunningError';
  }
}
