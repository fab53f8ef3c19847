// The whole VetNow stack started in isolation for one bench run or one fault spec file: free ports, a fresh
// temporary DATA_DIR, a private nats-server with per-service users (or NATS_URL's, with a stream and subject prefix
// of its own), and PostgreSQL: databases of its own on a given server (BENCH_POSTGRES_URL, TEST_DATABASE_URL — which
// `npm test` and Jest set to the run's PostgreSQL — or `postgresServer`), else, as `npm start` runs it, an embedded
// PostgreSQL of the stack's own under DATA_DIR/postgres. `cleanUp()` stops it and removes everything it made.
// In scripts/lib beside stack.mjs: the bench and the whole-stack suites (tests/faults, tests/integration) share it.
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort, serviceDatabaseUrl, startStack } from './stack.mjs';
import { removeStackLeftovers, withDatabaseName } from './stack-cleanup.mjs';
import { failedTestsSoFar, printStackLogTail } from './stack-log.mjs';

export const SERVICE_NAMES = ['auth', 'clinic', 'booking', 'payments', 'notify'];

/**
 * What every test stack (these, tests/proof's, the backup drill's) runs with, whatever the developer's shell holds:
 * the demo data seeded, warnings and errors logged, and none of the shell's NODE_ENV, admin account or signing keys
 * (the stack makes its own keys; the seeded demo admin signs in).
 */
export const TEST_STACK_ENV = Object.freeze({
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'true',
  NODE_ENV: undefined,
  ADMIN_EMAIL: undefined,
  ADMIN_PASSWORD: undefined,
  JWT_PRIVATE_KEY: undefined,
  JWT_PUBLIC_KEY: undefined,
});

/**
 * The PostgreSQL server (any database in the path) a stack makes its databases on unless told otherwise:
 * BENCH_POSTGRES_URL, else TEST_DATABASE_URL (set by `npm test` and Jest's global setup), else undefined — the stack
 * then starts an embedded PostgreSQL of its own, as `npm start` does. Read at each call (Jest's global setup sets
 * TEST_DATABASE_URL after this module may have been loaded).
 * @returns {string | undefined}
 */
export function defaultPostgresServer() {
  return process.env.BENCH_POSTGRES_URL || process.env.TEST_DATABASE_URL || undefined;
}

/**
 * @param {object} options
 * @param {string} options.label short lowercase word naming the user (bench, faults…), in names and dirs
 * @param {'postgres'} [options.database] PostgreSQL, the only database (callers that name it need not change)
 * @param {string} [options.postgresServer] the PostgreSQL server to make the databases on (default
 *   defaultPostgresServer(); the fault drills pass a private cluster of their own); none: the stack's own embedded one
 * @param {boolean} [options.privateNats] always a nats-server of its own (startStack's, on a free port, store in the
 *   data dir), which `stack.kill('nats')` / `stack.restart('nats')` can stop and start, even when NATS_URL is set;
 *   default: NATS_URL's server when set, else that private one
 * @param {'stale'|'missing'|false} [options.build] default 'missing'
 * @param {Partial<Record<'clinic'|'booking'|'payments', number>>} [options.copies] copies of a service (startStack's
 *   `copies`)
 * @param {number} [options.natsNodes] a private NATS cluster of this many nodes (implies privateNats; startStack's
 *   `natsNodes`)
 * @param {Record<string, string|undefined>} [options.env]
 * @param {(line: string) => void} [options.log]
 */
export async function startIsolatedStack({ label, database = 'postgres', postgresServer = defaultPostgresServer(), privateNats = false, build = 'missing', copies, natsNodes, env = {}, log }) {
  if (database !== 'postgres') throw new Error(`database: '${database}' is gone: PostgreSQL is the only database (ADR 0044)`);
  const id = randomBytes(4).toString('hex');
  const dataDir = mkdtempSync(join(tmpdir(), `vetnow-${label}-`));
  const logFile = join(dataDir, 'stack.log');
  const streamName = `${label.toUpperCase()}_${id.toUpperCase()}`;
  const subjectPrefix = `${label}-${id}.vetnow`;
  // On a given server: databases of this stack's own (dropped by cleanUp). Without one: the embedded cluster's, which
  // goes with the data dir.
  const baseDatabaseUrl = postgresServer ? withDatabaseName(postgresServer, `vetnow_${label}_${id}`) : undefined;
  const ownDatabaseUrls = baseDatabaseUrl ? SERVICE_NAMES.map((s) => serviceDatabaseUrl(baseDatabaseUrl, s)) : [];
  const ports = await freePorts(6);
  // Unset → startStack runs a private, authenticated nats-server (ADR 0010).
  const externalNatsUrl = privateNats || (natsNodes ?? 1) > 1 ? undefined : process.env.NATS_URL;
  const lines = [];

  const removeAll = async (stack) => {
    if (stack) await stack.stop();
    // The log goes with the data dir: when a test of the file failed, its end is printed first (the 500 behind a
    // failed assertion is in it).
    if (failedTestsSoFar() > 0) printStackLogTail(logFile, { label });
    const problems = await removeStackLeftovers({ natsUrl: externalNatsUrl, streamName, databaseUrls: ownDatabaseUrls, dataDir });
    if (problems.length) process.stderr.write(`[${label} stack] cleanup incomplete: ${problems.join('; ')}\n`);
  };

  let stack;
  try {
    stack = await startStack({
      ports: { gateway: ports[0], auth: ports[1], clinic: ports[2], booking: ports[3], payments: ports[4], notify: ports[5] },
      dataDir,
      quiet: true,
      logFile,
      build,
      copies,
      natsNodes,
      log: (line) => {
        lines.push(line);
        // The stack's own messages (a child that died, …) go to the log file too, beside the children's lines.
        appendFileSync(logFile, `stack    │ ${line}\n`);
        log?.(line);
      },
      env: {
        NATS_URL: externalNatsUrl,
        DATABASE_URL: baseDatabaseUrl,
        NATS_STREAM: streamName,
        EVENT_SUBJECT_PREFIX: subjectPrefix,
        ...TEST_STACK_ENV,
        // One address registers and books for hundreds of owners, each booking many slots: raise the request
        // rates and the per-owner cap of issue 10 (the services' suites prove them) unless `env` says otherwise.
        RATE_LIMIT_SCALE: '1000',
        MAX_ACTIVE_APPOINTMENTS: '10000',
        ...env,
      },
    });
  } catch (err) {
    await removeAll(undefined);
    throw new Error(`The stack did not start: ${err.message}\n${lines.join('\n')}`, { cause: err });
  }
  let cleaned;
  return {
    stack,
    gatewayUrl: `http://127.0.0.1:${stack.ports.gateway}`,
    serviceUrls: Object.fromEntries(SERVICE_NAMES.map((s) => [s, `http://127.0.0.1:${stack.ports[s]}`])),
    natsUrl: stack.natsUrl,
    dataDir,
    logFile,
    streamName,
    /** The PostgreSQL server's `postgres` database: the given server's, or the embedded cluster's (while it runs). */
    postgresServer: withDatabaseName(stack.databaseUrl, 'postgres'),
    /** The embedded cluster the stack started (no server given): its directory and port; else undefined. */
    embeddedPostgres: stack.embeddedPostgres,
    databaseUrls: Object.fromEntries(SERVICE_NAMES.map((s) => [s, serviceDatabaseUrl(stack.databaseUrl, s)])),
    /** Stops the stack, deletes its stream and databases, removes its data dir. Idempotent. */
    cleanUp: () => (cleaned ??= removeAll(stack)),
  };
}

async function freePorts(n) {
  const ports = new Set();
  while (ports.size < n) ports.add(await findFreePort());
  return [...ports];
}
