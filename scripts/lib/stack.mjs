// Starts the whole VetNow stack on this machine as child processes: a private, authenticated nats-server (unless
// NATS_URL names one), the local PayHere-compatible checkout (unless PAYHERE_MERCHANT_ID names a merchant), svc-auth,
// svc-clinic, svc-booking, svc-payments, svc-notify and the gateway that serves the built frontends. Used by `npm start` (scripts/start.mjs), the e2e global setup, the proof and fault suites and the bench.
/* global AbortSignal */
import { spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { appendFileSync, chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { build } from './build.mjs';
import { startEmbeddedPostgres } from './embedded-postgres.mjs';
import { eventually } from './eventually.mjs';
import { loadEventBus, preparePrivateNatsAuth, setUpEventStream } from './nats-auth.mjs';
import { findNatsServer, natsServerArgs } from './nats-server.mjs';
import { startOrphanGuard } from './orphan-guard.mjs';
import { FRONTENDS, GATEWAY, ROOT, SERVICES, abs, backendEntry, frontendBuildable, hasTsconfig } from './workspaces.mjs';

// A service shuts down in order (consumer → relay → NATS → database), each step bounded (kit shutdownStep):
// well under a second normally, at most ~18 s when every step has to give up. SIGKILL only after that.
const STOP_GRACE_MS = 20_000;
/**
 * How the services and the gateway run (the Dockerfile's CMDs say the same; ADR 0044, issue 36):
 * - `--max-semi-space-size=2`: a young generation of 2 MiB semi-spaces instead of V8's 16; request garbage is small
 *   and short-lived, and each process holds about 25 MiB less.
 * - `--optimize-for-size`: V8 grows the heap more slowly. Without it, 3 minutes of 20 owners booking and cancelling
 *   grew svc-booking's heap from 41 to 111 MiB of which a heap snapshot found no more live objects than before (it
 *   was uncollected garbage: V8 had raised its limit), and its RSS to 194 MiB; with it, +10 MiB.
 * - No --enable-source-maps: it kept every loaded file's source map (about 11 MiB a process), and the dist that tsc
 *   emits reads well in a stack trace. Add it through NODE_OPTIONS when you want TypeScript positions.
 */
export const NODE_FLAGS = ['--max-semi-space-size=2', '--optimize-for-size'];
const TAIL_LINES = 40;
/** The local PayHere-compatible gateway's process entry (svc-payments, ADR 0049), run as the child `payhere`. */
const PAYHERE_ENTRY = 'svc-payments/dist/payhere/local-gateway/main.js';

/**
 * @typedef {object} StackPorts
 * @property {number} gateway
 * @property {number} auth
 * @property {number} clinic
 * @property {number} booking
 * @property {number} payments
 *
 * @typedef {object} StackOptions
 * @property {Partial<StackPorts>} [ports] default: env GATEWAY_PORT, AUTH_PORT, CLINIC_PORT, BOOKING_PORT,
 *   PAYMENTS_PORT, else 8080 and 4001..4004
 * @property {string} [dataDir] the embedded PostgreSQL cluster (without DATABASE_URL), svc-auth keys and a started NATS's
 *   store; default env DATA_DIR or ./data
 * @property {Record<string, string | undefined>} [env] overrides for every child's environment (e.g. NATS_STREAM,
 *   EVENT_SUBJECT_PREFIX, DATABASE_URL as the base URL, LOG_LEVEL); `undefined` removes a variable
 * @property {boolean} [quiet] do not print the children's log lines (they still go to logFile, and the tail of a
 *   failing child is printed)
 * @property {string} [logFile] append every child's log line here
 * @property {'stale'|'missing'|false} [build] build first: what is out of date (default), only what is missing, or not
 * @property {boolean} [startNats] without NATS_URL, start a private nats-server (default true); false: NATS_URL is
 *   required
 * @property {number} [healthTimeoutMs] default env STARTUP_TIMEOUT (seconds) or 90 s
 * @property {Partial<Record<'clinic'|'booking'|'payments', number>>} [copies] how many copies of a service to run
 *   (default 1 each). The first keeps the service's port; the others take free ports, are named `<service>-2`,
 *   `<service>-3` … and share its database and durable consumer; the gateway's `<SERVICE>_URL` lists them all
 *   (ADR 0025). svc-auth stays one copy (it holds the signing keys under DATA_DIR).
 * @property {number} [natsNodes] without NATS_URL: how many clustered nats-server nodes to start (default 1). With
 *   more, every node has the same per-service users, the nodes are named `nats`, `nats-2` … for kill/restart, NATS_URL
 *   lists them all and NATS_STREAM_REPLICAS defaults to the node count (at most 5).
 * @property {AbortSignal} [signal] aborting during start stops what was started and rejects
 * @property {(line: string) => void} [log] the stack's own messages (default console.log)
 *
 * @typedef {object} Stack
 * @property {string} url the site, e.g. http://localhost:8080
 * @property {StackPorts} ports
 * @property {string} dataDir
 * @property {string} natsUrl
 * @property {Record<string, { user: string, password: string }> | undefined} natsUsers the private nats-server's
 *   users (svc-auth … svc-payments, ops) with their passwords; undefined when NATS_URL was given
 * @property {string} databaseUrl the base URL each service's database name is derived from (DATABASE_URL, or the
 *   embedded cluster's `…/vetnow`)
 * @property {{ dir: string, port: number } | undefined} embeddedPostgres the cluster this stack started (no DATABASE_URL)
 * @property {boolean} startedNats
 * @property {{ origin: string } | undefined} payhere the local PayHere-compatible checkout this stack started (child
 *   `payhere`, without PAYHERE_MERCHANT_ID); its origin is the services' PAYHERE_BASE_URL. Undefined when the
 *   environment names a merchant (its PAYHERE_* reach the children unchanged).
 * @property {Record<string, string>} env the environment shared by every child (before per-service PORT/DATABASE_URL;
 *   the PayHere secrets are then removed from every child but svc-payments)
 * @property {() => Promise<void>} stop SIGTERM every child (SIGKILL after 5 s): the gateway, the services, the local
 *   PayHere gateway, then the NATS it started
 * @property {Promise<{ code: number, reason?: string }>} done settles when the stack has stopped: code 0 after
 *   stop(), 1 when a child died on its own (the rest is then stopped)
 * @property {(name: ChildName, signal?: NodeJS.Signals) => Promise<void>} kill kills one child (default SIGKILL) and
 *   waits for it to exit; the rest of the stack keeps running (fault tests)
 * @property {(name: ChildName, options?: { timeoutMs?: number, healthy?: boolean }) => Promise<void>} restart starts a
 *   killed child again with the same command and environment (a NATS the stack started keeps its port and store);
 *   waits until it answers /health with 200 (`healthy: false`: until its port accepts connections)
 * @property {(name: ChildName) => number | undefined} pid the process id of a running child
 *
 * @property {(service: 'auth'|'clinic'|'booking'|'payments') => string[]} copyNames the names of a service's running
 *   and stopped copies (`['booking', 'booking-2']`)
 *
 * @typedef {string} ChildName 'auth', 'clinic', 'booking', 'payments', 'notify', 'gateway', 'nats', 'payhere' (the
 *   local PayHere gateway, when started), or a copy / node: 'booking-2', 'nats-3'
 */

/** @param {StackOptions} [options] @returns {Promise<Stack>} */
export async function startStack(options = {}) {
  const log = options.log ?? ((line) => console.log(line));
  const quiet = options.quiet ?? false;
  const signal = options.signal;
  const envOverrides = options.env ?? {};
  const fromEnv = (name) => (name in envOverrides ? envOverrides[name] : process.env[name]) || undefined;

  const ports = {
    gateway: options.ports?.gateway ?? intEnv(fromEnv(GATEWAY.portEnv), GATEWAY.defaultPort, GATEWAY.portEnv),
    ...Object.fromEntries(SERVICES.map((s) => [s.service, options.ports?.[s.service] ?? intEnv(fromEnv(s.portEnv), s.defaultPort, s.portEnv)])),
  };
  // A port findFreePort answers is free, not reserved: a second call can answer it again before its first taker
  // binds it. Every port this stack hands out is taken from here, never twice (a service copy and a NATS node once
  // got the same port).
  const taken = new Set(Object.values(ports));
  const takeFreePort = async () => {
    for (;;) {
      const port = await findFreePort();
      if (taken.has(port)) continue;
      taken.add(port);
      return port;
    }
  };
  /** Every service copy: its child name and port; the first copy of each service is the service itself. */
  const copies = [];
  for (const s of SERVICES) {
    const count = options.copies?.[s.service] ?? 1;
    if (!Number.isInteger(count) || count < 1 || count > 9) throw new Error(`copies.${s.service} must be 1 to 9, got ${count}`);
    if (s.service === 'auth' && count !== 1) throw new Error('svc-auth runs as one copy here (its signing keys live under DATA_DIR)');
    copies.push({ service: s, name: s.service, port: ports[s.service] });
    for (let i = 2; i <= count; i++) copies.push({ service: s, name: `${s.service}-${i}`, port: await takeFreePort() });
  }
  const natsNodes = options.natsNodes ?? 1;
  if (!Number.isInteger(natsNodes) || natsNodes < 1 || natsNodes > 5) throw new Error(`natsNodes must be 1 to 5, got ${natsNodes}`);
  const dataDir = resolve(ROOT, options.dataDir ?? fromEnv('DATA_DIR') ?? 'data');
  // Without NATS_URL a private nats-server is started below on a free port.
  const givenNatsUrl = fromEnv('NATS_URL');
  let natsUrl = givenNatsUrl ?? '';
  /** @type {Record<string, { user: string, password: string }> | undefined} */
  let natsUsers;
  const givenDatabaseUrl = fromEnv('DATABASE_URL');
  if (givenDatabaseUrl) serviceDatabaseUrl(givenDatabaseUrl, 'auth'); // throws early on a malformed URL
  /** DATABASE_URL, or the embedded cluster's (set once it runs). */
  let baseDatabaseUrl = givenDatabaseUrl;
  /** @type {import('./embedded-postgres.mjs').EmbeddedPostgres | undefined} */
  let postgres;
  const url = `http://localhost:${ports.gateway}`;

  /** @type {Map<string, ReturnType<typeof spawnChild>>} */
  const children = new Map();
  /** How each child was started, so that `restart` can start it again the same way. */
  const specs = new Map();
  let stopping = false;
  let stopPromise;
  let settleDone;
  const done = new Promise((r) => (settleDone = r));
  let failure; // set when a child dies on its own
  let startedNats = false;
  /** The client port of each NATS node this stack started. */
  const natsPorts = new Map();
  /** The local PayHere-compatible gateway this stack started (no PAYHERE_MERCHANT_ID): its port and origin. */
  let payhere;

  const write = (line) => {
    if (options.logFile) appendFileSync(options.logFile, `${line}\n`);
  };
  if (options.logFile) mkdirSync(dirname(resolve(options.logFile)), { recursive: true });

  const killAllSync = () => {
    for (const c of children.values()) if (c.running) killGroup(c.proc.pid, 'SIGKILL');
    const pg = postgres?.pid();
    if (pg) killGroup(pg, 'SIGINT'); // fast shutdown; it finishes on its own after we are gone
  };
  process.on('exit', killAllSync);
  // The 'exit' handler does not run when this process is killed (SIGKILL, a test runner stopped mid-way): then the
  // guard's watchdog stops the children, which are detached and would otherwise live on, re-parented to PID 1.
  // Started with the first child.
  let orphanGuard;

  const stop = () => {
    if (stopPromise) return stopPromise;
    stopping = true;
    stopPromise = (async () => {
      const order = [['gateway'], copies.map((c) => c.name), ['payhere'], [...natsPorts.keys()]];
      for (const group of order) {
        await Promise.all(group.map((name) => children.get(name)?.terminate()).filter(Boolean));
      }
      // The database last, once nothing uses it.
      try {
        postgres?.stop();
      } catch (err) {
        log(`✗ could not stop the embedded PostgreSQL: ${err.message}`);
      }
      process.off('exit', killAllSync);
      orphanGuard?.release();
      settleDone(failure ? { code: 1, reason: failure } : { code: 0 });
    })();
    return stopPromise;
  };

  const onChildExit = (name, code, sig, child) => {
    if (stopping || child?.expectedExit) return;
    const how = sig ? `was killed by ${sig}` : `exited with code ${code}`;
    failure = `${displayName(name)} ${how}`;
    log(`✗ ${failure}`);
    const c = children.get(name);
    if (quiet && c) printTail(c, log);
    void stop();
  };

  const aborted = () => {
    const err = new Error('Start was interrupted');
    err.name = 'AbortError';
    return err;
  };
  /**
   * The event stream, set up as the operator before any service starts (ADR 0045): the services' users may only read
   * it. The private server's `ops` user; with NATS_URL, NATS_OPS_USER/NATS_OPS_PASSWORD of the environment (none for
   * a server without users). Refused there (another operator's bus): said, and the services wait for the stream.
   */
  const setUpStream = async () => {
    const env = { ...process.env, ...envOverrides };
    if (startedNats && natsNodes > 1 && !env.NATS_STREAM_REPLICAS) env.NATS_STREAM_REPLICAS = String(natsNodes >= 5 ? 5 : natsNodes >= 3 ? 3 : 1);
    const ops = natsUsers?.ops ?? (env.NATS_OPS_PASSWORD ? { user: env.NATS_OPS_USER ?? 'ops', password: env.NATS_OPS_PASSWORD } : undefined);
    try {
      const { stream, outcome } = await setUpEventStream({ natsUrl, user: ops?.user, password: ops?.password, env });
      if (outcome !== 'unchanged') log(`✓ ${outcome} the event stream ${stream}`);
    } catch (err) {
      if (startedNats) throw new Error(`Could not set up the event stream on the private nats-server: ${err.message}`, { cause: err });
      log(`! could not set up the event stream on ${redactUrl(natsUrl)} (${err.message}); the services wait until its operator does (node scripts/nats-config.mjs stream)`);
    }
  };
  const onAbort = () => void stop();
  signal?.addEventListener('abort', onAbort, { once: true });

  try {
    // 1. Build what is needed, then make sure every process has something to run.
    if (options.build !== false) {
      const result = await build({ mode: options.build ?? 'stale', log });
      if (!result.ok) throw new Error('The build failed (see above). Fix it, or run `npm run build` to see it again.');
    }
    if (signal?.aborted) throw aborted();
    assertBuilt();

    // 2. Ports must be free, or a second VetNow (or something else) would answer instead.
    for (const [name, port] of Object.entries(ports)) {
      if (await probeTcp('127.0.0.1', port)) {
        const envName = name === 'gateway' ? GATEWAY.portEnv : SERVICES.find((s) => s.service === name).portEnv;
        throw new Error(`Port ${port} (${displayName(name)}) is already in use — is VetNow already running? Stop it, or set ${envName} to another port.`);
      }
    }

    // 3. NATS with JetStream. Without NATS_URL: a private nats-server where every service signs in as its own user
    // (ADR 0010). With NATS_URL: that server, with the credentials of the environment (childNatsEnv). The nodes start
    // while the database does (step 4); the services start once both answer.
    mkdirSync(dataDir, { recursive: true });
    /** Resolves once the private nats-server's nodes accept connections. */
    const natsStarting = [];
    let natsStarted = '';
    if (givenNatsUrl) {
      const nats = parseNatsUrl(givenNatsUrl);
      if (!(await probeTcp(nats.host, nats.port))) {
        throw new Error(
          `No NATS server answers at ${redactUrl(givenNatsUrl)} (NATS_URL).\n` +
            '  Start it (NATS 2.9+ with JetStream and the users of `node scripts/nats-config.mjs users`), or unset NATS_URL\n' +
            '  and `npm start` runs a private, authenticated nats-server of its own.',
        );
      }
    } else {
      const binary = options.startNats === false ? undefined : findNatsServer();
      if (!binary) {
        throw new Error(
          'No nats-server to start (and NATS_URL is not set).\n' +
            '  Install one and `npm start` runs it with JetStream and per-service users:  sudo apt-get install nats-server\n' +
            '  Or point NATS_URL at a running NATS 2.9+ with JetStream and set each service\'s credentials (README,\n' +
            '  "Event bus credentials").',
        );
      }
      const storeDir = join(dataDir, 'nats');
      const { DEFAULT_EVENT_STREAM, DEFAULT_EVENT_SUBJECT_PREFIX } = await loadEventBus();
      const bus = {
        subjectPrefix: fromEnv('EVENT_SUBJECT_PREFIX') ?? DEFAULT_EVENT_SUBJECT_PREFIX,
        stream: fromEnv('NATS_STREAM') ?? DEFAULT_EVENT_STREAM,
      };
      const auth = await preparePrivateNatsAuth(storeDir, bus);
      natsUsers = auth.users;
      const nodes = [];
      while (nodes.length < natsNodes) {
        nodes.push({ name: nodes.length ? `nats-${nodes.length + 1}` : 'nats', client: await takeFreePort(), route: await takeFreePort() });
      }
      natsUrl = nodes.map((n) => `nats://127.0.0.1:${n.client}`).join(',');
      const clusterName = `vetnow-${nodes[0].client}`;
      const routes = nodes.map((n) => `nats://127.0.0.1:${n.route}`).join(',');
      let logPath = '';
      for (const [i, node] of nodes.entries()) {
        // One node: the store and log right under DATA_DIR/nats, as before; a cluster: a directory per node.
        const nodeDir = natsNodes === 1 ? storeDir : join(storeDir, `node-${i + 1}`);
        mkdirSync(nodeDir, { recursive: true });
        const nodeLog = join(nodeDir, 'nats-server.log');
        logPath ||= nodeLog;
        const args = natsServerArgs({ configFile: auth.configFile, storeDir: nodeDir, port: node.client, logFile: nodeLog });
        // The route listeners are on loopback only; the cluster's nodes are this stack's own processes.
        if (natsNodes > 1) args.push('--server_name', `${clusterName}-n${i + 1}`, '--cluster_name', clusterName, '--cluster', `nats://127.0.0.1:${node.route}`, '--routes', routes);
        natsPorts.set(node.name, node.client);
        const child = spawnChild(node.name, binary, args, process.env);
        children.set(node.name, child);
        startedNats = true;
        natsStarting.push(async () => {
          const giveUp = () => !child.running || signal?.aborted;
          const up = await eventually(`nats-server on port ${node.client}`, () => probeTcp('127.0.0.1', node.client), { timeoutMs: 10_000, intervalMs: 50, giveUp }).then(() => true, () => false);
          if (!up) {
            if (signal?.aborted) throw aborted();
            throw new Error(`nats-server did not start on port ${node.client}; see ${nodeLog}:\n${tailFile(nodeLog)}`);
          }
        });
      }
      natsStarted = `✓ started ${natsNodes > 1 ? `a ${natsNodes}-node nats-server cluster` : 'nats-server'} with JetStream and per-service users on ${natsUrl} (store ${rel(storeDir)}, credentials ${rel(auth.credentialsFile)}, log ${rel(logPath)})`;
    }

    // 3b. Card payments: without PAYHERE_MERCHANT_ID, the local PayHere-compatible gateway (ADR 0049) on a free
    // loopback port with a merchant of its own (credentials kept under DATA_DIR/payhere), started while the database
    // does; svc-payments then runs its PayHere code path against it. With PAYHERE_MERCHANT_ID: nothing to start.
    let payhereStarting;
    if (!fromEnv('PAYHERE_MERCHANT_ID')) {
      const { file, credentials, created } = localPayhereCredentials(join(dataDir, 'payhere'));
      const port = await takeFreePort();
      const origin = `http://127.0.0.1:${port}`;
      // Only what a Node process needs, its merchant and its port: none of the database's, the bus's or anyone's secrets.
      const base = { ...process.env, ...envOverrides };
      const env = cleanEnv({
        ...Object.fromEntries(Object.entries(base).filter(([k]) => PAYHERE_CHILD_ENV.test(k))),
        PAYHERE_MERCHANT_ID: credentials.merchantId,
        PAYHERE_MERCHANT_SECRET: credentials.merchantSecret,
        PAYHERE_APP_ID: credentials.appId,
        PAYHERE_APP_SECRET: credentials.appSecret,
        PAYHERE_LOCAL_PORT: String(port),
        PAYHERE_LOCAL_HOST: '127.0.0.1',
        // What it took (payments, refunds, customer tokens) outlives a restart, as at PayHere: refunds and day totals
        // of earlier payments keep working.
        PAYHERE_LOCAL_STATE_FILE: join(dataDir, 'payhere', 'ledger.jsonl'),
      });
      const child = spawnChild('payhere', process.execPath, [...NODE_FLAGS, abs(PAYHERE_ENTRY)], env);
      children.set('payhere', child);
      payhere = { port, origin, credentials };
      payhereStarting = async () => {
        const giveUp = () => !child.running || signal?.aborted;
        const up = await eventually('the local PayHere gateway healthy', async () => (await httpStatus(`${origin}/health`)).status === 200, { timeoutMs: 15_000, intervalMs: 50, giveUp }).then(() => true, () => false);
        if (!up) {
          if (signal?.aborted) throw aborted();
          const tail = child.tail.slice(-10).join('\n');
          throw new Error(`The local PayHere gateway did not start on port ${port}${tail ? `:\n${tail}` : ''}`);
        }
        log(`✓ started the local PayHere-compatible checkout on ${origin} (merchant ${credentials.merchantId}, credentials ${created ? 'created in' : 'from'} ${rel(file)})`);
      };
    }

    // 4. The database: DATABASE_URL's server, else one embedded PostgreSQL under DATA_DIR/postgres (ADR 0044).
    if (!givenDatabaseUrl) {
      warnAboutPgliteData(dataDir, log);
      const dir = join(dataDir, 'postgres');
      // Each service copy's pool holds up to 10 connections; headroom for create-admin and a psql.
      postgres = await startEmbeddedPostgres({ dir, port: await takeFreePort(), maxConnections: Math.max(100, copies.length * 10 + 20), log: (line) => log(`  ${line}`) });
      orphanGuard ??= startOrphanGuard({ graceMs: STOP_GRACE_MS });
      orphanGuard.watch(postgres.pid());
      baseDatabaseUrl = withDatabase(postgres.url, 'vetnow');
      log(`✓ started PostgreSQL 18 (embedded) on 127.0.0.1:${postgres.port} (data ${rel(join(dir, 'data'))}, log ${rel(join(dir, 'postgres.log'))})`);
    }
    for (const ready of natsStarting) await ready();
    if (natsStarted) log(natsStarted);
    await payhereStarting?.();
    if (signal?.aborted) throw aborted();
    await setUpStream();

    // 5. Services, then the gateway.
    const serviceUrl = (s) => `http://127.0.0.1:${ports[s]}`;
    const allCopiesUrl = (s) => copies.filter((c) => c.service.service === s).map((c) => `http://127.0.0.1:${c.port}`).join(',');
    const shared = cleanEnv({
      ...process.env,
      DATA_DIR: dataDir,
      SEED_DEMO: process.env.SEED_DEMO ?? 'true',
      ...Object.fromEntries(SERVICES.map((s) => [s.urlEnv, allCopiesUrl(s.service)])),
      JWKS_URL: `${serviceUrl('auth')}/.well-known/jwks.json`,
      // The site's address in e-mails (svc-notify's links), unless the environment names the public one.
      PUBLIC_URL: fromEnv('PUBLIC_URL') ?? url,
      ...envOverrides,
      // After the overrides: `NATS_URL: undefined` there means "the private server", never the kit's default.
      NATS_URL: natsUrl,
      // The local checkout this stack started; without it, the operator's PAYHERE_* as they are.
      ...(payhere && {
        PAYHERE_MODE: 'local',
        PAYHERE_BASE_URL: payhere.origin,
        PAYHERE_MERCHANT_ID: payhere.credentials.merchantId,
        PAYHERE_MERCHANT_SECRET: payhere.credentials.merchantSecret,
        PAYHERE_APP_ID: payhere.credentials.appId,
        PAYHERE_APP_SECRET: payhere.credentials.appSecret,
      }),
    });
    delete shared.PORT;
    const natsCredentials = Object.fromEntries(SERVICES.map((s) => [s.service, childNatsEnv(s.service, shared, natsUsers)]));
    for (const key of Object.keys(shared)) if (NATS_SECRET_ENV.test(key)) delete shared[key];
    for (const { service: s, name, port } of copies) {
      const env = { ...shared, ...natsCredentials[s.service], PORT: String(port) };
      env.DATABASE_URL = serviceDatabaseUrl(baseDatabaseUrl, s.service);
      // Only svc-payments signs checkouts and calls the merchant APIs.
      if (s.service !== 'payments') for (const key of PAYHERE_SECRET_ENV) delete env[key];
      children.set(name, spawnChild(name, process.execPath, [...NODE_FLAGS, abs(backendEntry(s.dir))], env));
    }
    const origins = `http://localhost:${ports.gateway},http://127.0.0.1:${ports.gateway}`;
    const gatewayEnv = { WEB_ROOT: ROOT, PUBLIC_ORIGINS: origins, ...shared, PORT: String(ports.gateway) };
    delete gatewayEnv.DATABASE_URL;
    for (const key of PAYHERE_SECRET_ENV) delete gatewayEnv[key];
    children.set('gateway', spawnChild('gateway', process.execPath, [...NODE_FLAGS, abs(backendEntry(GATEWAY.dir))], gatewayEnv));

    // 6. Wait until the gateway and every service say they are healthy.
    const timeoutMs = options.healthTimeoutMs ?? 1000 * intEnv(fromEnv('STARTUP_TIMEOUT'), 90, 'STARTUP_TIMEOUT');
    const giveUp = () => failure !== undefined || stopping || signal?.aborted;
    const healthy = await eventually('every service healthy', allHealthy, { timeoutMs, intervalMs: 100, giveUp }).then(() => true, () => false);
    if (signal?.aborted) throw aborted();
    if (failure) throw new Error(`VetNow could not start: ${failure}.`);
    if (!healthy) {
      const report = await diagnose();
      for (const name of report.down) {
        const c = children.get(name);
        if (c && quiet) printTail(c, log);
      }
      throw new Error(`VetNow did not become healthy within ${Math.round(timeoutMs / 1000)} s:\n${report.lines.join('\n')}`);
    }
    signal?.removeEventListener('abort', onAbort);
    const embeddedPostgres = postgres && { dir: postgres.dir, port: postgres.port };
    return {
      url,
      ports,
      dataDir,
      natsUrl,
      natsUsers,
      databaseUrl: baseDatabaseUrl,
      embeddedPostgres,
      startedNats,
      payhere: payhere && { origin: payhere.origin },
      env: shared,
      stop,
      done,
      kill,
      restart,
      pid,
      copyNames,
    };
  } catch (err) {
    signal?.removeEventListener('abort', onAbort);
    await stop();
    throw err;
  }

  // ---- helpers that need the closure ----

  function spawnChild(name, command, args, env) {
    specs.set(name, { command, args, env });
    const proc = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    orphanGuard ??= startOrphanGuard({ graceMs: STOP_GRACE_MS });
    orphanGuard.watch(proc.pid);
    const child = {
      name,
      proc,
      running: true,
      tail: [],
      exited: null,
      expectedExit: false,
      terminate: async () => {
        if (!child.running) return;
        killGroup(proc.pid, 'SIGTERM');
        const timer = setTimeout(() => child.running && killGroup(proc.pid, 'SIGKILL'), STOP_GRACE_MS);
        await child.exited;
        clearTimeout(timer);
      },
    };
    child.exited = new Promise((res) => {
      proc.on('exit', (code, sig) => {
        child.running = false;
        // Kill anything the child left behind in its process group.
        killGroup(proc.pid, 'SIGKILL');
        orphanGuard.unwatch(proc.pid);
        onChildExit(name, code, sig, child);
        res();
      });
      proc.on('error', (err) => {
        child.running = false;
        child.tail.push(`failed to start: ${err.message}`);
        onChildExit(name, -1, null, child);
        res();
      });
    });
    const healthRequests = new Set();
    for (const stream of [proc.stdout, proc.stderr]) {
      createInterface({ input: stream }).on('line', (raw) => {
        const line = formatLogLine(name, raw, healthRequests);
        if (line === undefined) return;
        child.tail.push(line);
        if (child.tail.length > TAIL_LINES) child.tail.shift();
        write(line);
        if (!quiet) log(colorize(name, line));
      });
    }
    return child;
  }

  function knownChild(name) {
    if (!specs.has(name)) {
      throw new Error(`No child "${name}" in this stack (known: ${[...specs.keys()].join(', ')})`);
    }
  }

  async function kill(name, sig = 'SIGKILL') {
    knownChild(name);
    const c = children.get(name);
    if (!c?.running) return;
    c.expectedExit = true;
    killGroup(c.proc.pid, sig);
    await c.exited;
  }

  async function restart(name, { timeoutMs = 60_000, healthy = true } = {}) {
    knownChild(name);
    if (stopping) throw new Error('The stack is stopping');
    if (children.get(name)?.running) throw new Error(`${displayName(name)} is still running: kill it first`);
    const { command, args, env } = specs.get(name);
    const child = spawnChild(name, command, args, env);
    children.set(name, child);
    const target = healthTarget(name);
    const up = await eventually(
      `${displayName(name)} back`,
      async () => (healthy && target ? (await httpStatus(target)).status === 200 : probeTcp('127.0.0.1', portOf(name))),
      { timeoutMs, intervalMs: 500, giveUp: () => !child.running || stopping },
    ).then(() => true, () => false);
    if (!up) {
      const tail = child.tail.slice(-10).join('\n');
      throw new Error(`${displayName(name)} did not come back within ${Math.round(timeoutMs / 1000)} s${tail ? `:\n${tail}` : ''}`);
    }
  }

  function copyNames(service) {
    return copies.filter((c) => c.service.service === service).map((c) => c.name);
  }

  function pid(name) {
    const c = children.get(name);
    return c?.running ? c.proc.pid : undefined;
  }

  function portOf(name) {
    if (natsPorts.has(name)) return natsPorts.get(name);
    if (name === 'nats') return parseNatsUrl(natsUrl).port;
    if (name === 'payhere') return payhere?.port;
    return name === 'gateway' ? ports.gateway : copies.find((c) => c.name === name)?.port;
  }

  function healthTarget(name) {
    if (name === 'nats' || natsPorts.has(name)) return undefined;
    return name === 'gateway' ? `http://127.0.0.1:${ports.gateway}/api/health` : `http://127.0.0.1:${portOf(name)}/health`;
  }

  async function allHealthy() {
    const checks = await Promise.all([
      httpStatus(`http://127.0.0.1:${ports.gateway}/api/health`),
      ...copies.map((c) => httpStatus(`http://127.0.0.1:${c.port}/health`)),
      ...(payhere ? [httpStatus(`${payhere.origin}/health`)] : []),
    ]);
    return checks.every((c) => c.status === 200);
  }

  async function diagnose() {
    const lines = [];
    const down = [];
    for (const [name, target] of [
      ...copies.map((c) => [c.name, `http://127.0.0.1:${c.port}/health`]),
      ...(payhere ? [['payhere', `${payhere.origin}/health`]] : []),
      ['gateway', `http://127.0.0.1:${ports.gateway}/api/health`],
    ]) {
      const c = children.get(name);
      const r = await httpStatus(target);
      const ok = r.status === 200;
      if (!ok) down.push(name);
      const what = !c?.running
        ? 'not running'
        : ok
          ? 'up'
          : r.status
            ? `DOWN — ${target} answered ${r.status} ${r.body.slice(0, 300)}`
            : `DOWN — ${target} does not answer (${r.error})`;
      lines.push(`  ${displayName(name).padEnd(12)} ${what}`);
    }
    return { lines, down };
  }

  function assertBuilt() {
    const missing = [];
    for (const dir of [...SERVICES.map((s) => s.dir), GATEWAY.dir]) {
      if (!existsSync(abs(backendEntry(dir)))) {
        missing.push(`${backendEntry(dir)}${hasTsconfig(dir) ? ' (no src/main.ts yet?)' : ' (no tsconfig.json yet)'}`);
      }
    }
    if (!fromEnv('PAYHERE_MERCHANT_ID') && !existsSync(abs(PAYHERE_ENTRY))) {
      missing.push(`${PAYHERE_ENTRY} (the local PayHere gateway, run without PAYHERE_MERCHANT_ID)`);
    }
    for (const { dir, marker } of FRONTENDS) {
      if (!existsSync(abs(`${dir}/${marker}`))) {
        const b = frontendBuildable(dir);
        missing.push(`${dir}/${marker}${b.ok ? '' : ` (${b.reason})`}`);
      }
    }
    if (missing.length) {
      throw new Error(`Cannot start VetNow: these builds are missing:\n${missing.map((m) => `  - ${m}`).join('\n')}\nRun \`npm run build\` and fix what it reports.`);
    }
  }
}

/** The PayHere merchant's secrets: only svc-payments gets them (not the gateway, not the other services). */
const PAYHERE_SECRET_ENV = ['PAYHERE_MERCHANT_SECRET', 'PAYHERE_APP_SECRET', 'CARD_TOKEN_KEY'];
/** What the local PayHere gateway's process takes from the environment besides its merchant and port. */
const PAYHERE_CHILD_ENV = /^(PATH|HOME|TMPDIR|LANG|LC_[A-Z]+|TZ|NODE_ENV|NODE_OPTIONS|PAYHERE_SLOW_CARD_MS)$/;

/**
 * The local PayHere gateway's merchant (ADR 0049): created once in `dir/credentials.json` (0600, `dir` 0700) and
 * reused by the next start with the same DATA_DIR; an unreadable or incomplete file is replaced (the gateway keeps
 * nothing between runs). Merchant id `1` + 6 digits, like PayHere's; app id and secrets random base64url.
 * @param {string} dir e.g. DATA_DIR/payhere
 * @returns {{ file: string, created: boolean, credentials: { merchantId: string, merchantSecret: string, appId: string, appSecret: string } }}
 */
function localPayhereCredentials(dir) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  const file = join(dir, 'credentials.json');
  let saved;
  try {
    saved = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    saved = undefined;
  }
  const secret = (v) => typeof v === 'string' && /^[A-Za-z0-9_-]{32,}$/.test(v);
  if (saved && /^1\d{6}$/.test(saved.merchantId) && typeof saved.appId === 'string' && /^[A-Za-z0-9_-]{8,}$/.test(saved.appId) && secret(saved.merchantSecret) && secret(saved.appSecret)) {
    chmodSync(file, 0o600);
    const { merchantId, merchantSecret, appId, appSecret } = saved;
    return { file, created: false, credentials: { merchantId, merchantSecret, appId, appSecret } };
  }
  const credentials = {
    merchantId: `1${String(randomInt(0, 1_000_000)).padStart(6, '0')}`,
    merchantSecret: randomBytes(32).toString('base64url'),
    appId: randomBytes(18).toString('base64url'),
    appSecret: randomBytes(32).toString('base64url'),
  };
  writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // an existing file keeps its mode on write
  return { file, created: true, credentials };
}

/** NATS credentials in the environment: one service's must not reach the others (nor the gateway). */
const NATS_SECRET_ENV = /^NATS_(USER|PASSWORD|CREDS|[A-Z]+_(USER|PASSWORD|CREDS))$/;

/**
 * A service's NATS_USER/NATS_PASSWORD (or NATS_CREDS): its private-server user; else, with NATS_URL, the
 * environment's NATS_<SERVICE>_PASSWORD (user NATS_<SERVICE>_USER, default svc-<service>) or NATS_<SERVICE>_CREDS,
 * else the shared NATS_USER/NATS_PASSWORD/NATS_CREDS.
 */
function childNatsEnv(service, env, natsUsers) {
  if (natsUsers) {
    const { user, password } = natsUsers[`svc-${service}`];
    return { NATS_USER: user, NATS_PASSWORD: password };
  }
  const key = service.toUpperCase();
  if (env[`NATS_${key}_PASSWORD`]) {
    return { NATS_USER: env[`NATS_${key}_USER`] ?? `svc-${service}`, NATS_PASSWORD: env[`NATS_${key}_PASSWORD`] };
  }
  if (env[`NATS_${key}_CREDS`]) return { NATS_CREDS: env[`NATS_${key}_CREDS`] };
  return Object.fromEntries(['NATS_USER', 'NATS_PASSWORD', 'NATS_CREDS'].filter((k) => env[k]).map((k) => [k, env[k]]));
}

/** `postgres://u@h/vetnow?x` + `auth` → `postgres://u@h/vetnow_auth?x` (database `vetnow` when the URL names none). */
export function serviceDatabaseUrl(base, service) {
  const u = new URL(base);
  if (u.protocol !== 'postgres:' && u.protocol !== 'postgresql:') throw new Error(`DATABASE_URL must be a postgres:// URL, got ${u.protocol}//…`);
  const db = decodeURIComponent(u.pathname.replace(/^\//, '')) || 'vetnow';
  u.pathname = `/${encodeURIComponent(`${db}_${service}`)}`;
  return u.toString();
}

/** postgres://…/postgres + `vetnow` → postgres://…/vetnow. */
function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Earlier versions kept each service's data in an embedded PGlite directory, DATA_DIR/<service>: say so, touch nothing. */
function warnAboutPgliteData(dataDir, log) {
  const old = SERVICES.map((s) => join(dataDir, s.service)).filter((dir) => existsSync(join(dir, 'PG_VERSION')));
  if (!old.length) return;
  log(
    `! ${old.map(rel).join(', ')} ${old.length === 1 ? 'holds' : 'hold'} data of an earlier VetNow (embedded PGlite), which this version no longer reads.\n` +
      `  VetNow now keeps its data in one PostgreSQL under ${rel(join(dataDir, 'postgres'))}, seeded with the demo accounts.\n` +
      '  Nothing was changed. Delete those directories once you no longer need them, or start with another DATA_DIR.',
  );
}

/** A URL safe to print: the password replaced by ***. */
export function redactUrl(value) {
  try {
    const u = new URL(value);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return value;
  }
}

/** Resolves true when something accepts a TCP connection at host:port within timeoutMs. */
export function probeTcp(host, port, timeoutMs = 1000) {
  return new Promise((res) => {
    const socket = new Socket();
    const finish = (ok) => {
      socket.destroy();
      res(ok);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
    socket.connect(port, host);
  });
}

/** A TCP port that is free on 127.0.0.1 right now. */
export function findFreePort() {
  return new Promise((res, rej) => {
    const server = createServer();
    server.unref();
    server.once('error', rej);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => res(port));
    });
  });
}

/**
 * Parses a pino JSON line into `LEVEL message …`; other lines pass through unchanged. Returns undefined for the
 * health-probe request lines (`npm start` polls /health while it waits), which would drown everything else.
 */
export function formatLogLine(name, raw, healthRequests = new Set()) {
  const prefix = `${name.padEnd(8)} │ `;
  if (!raw.startsWith('{')) return `${prefix}${raw}`;
  let o;
  try {
    o = JSON.parse(raw);
  } catch {
    return `${prefix}${raw}`;
  }
  const levelNumber = typeof o.level === 'number' ? o.level : (LEVEL_NUMBERS[String(o.level).toLowerCase()] ?? 30);
  const level = LEVELS[levelNumber] ?? String(o.level ?? 'INFO').toUpperCase();
  const url = typeof o.req?.url === 'string' ? o.req.url.split('?')[0] : undefined;
  if (levelNumber <= 40) {
    if (url === '/health' || url === '/api/health') {
      if (o.reqId) healthRequests.add(o.reqId);
      if (healthRequests.size > 1000) healthRequests.clear();
      return undefined;
    }
    if (o.reqId && healthRequests.delete(o.reqId)) return undefined;
  }
  const parts = [o.msg ?? o.message ?? ''];
  if (o.req && typeof o.req === 'object') parts.push(`${o.req.method ?? ''} ${o.req.url ?? ''}`.trim());
  if (o.res && typeof o.res === 'object' && o.res.statusCode !== undefined) parts.push(`→ ${o.res.statusCode}`);
  if (typeof o.responseTime === 'number') parts.push(`${Math.round(o.responseTime)} ms`);
  const err = o.err ?? o.error;
  if (err && typeof err === 'object') {
    parts.push(`— ${err.type ?? 'Error'}: ${err.message ?? ''}`);
    if (levelNumber >= 50 && typeof err.stack === 'string') parts.push(`\n${err.stack.split('\n').slice(1, 6).join('\n')}`);
  }
  return `${prefix}${level.padEnd(5)} ${parts.filter(Boolean).join(' ')}`;
}

const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const LEVEL_NUMBERS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };
const COLORS = { auth: 36, clinic: 32, booking: 35, payments: 33, notify: 96, gateway: 34, nats: 90, payhere: 93 };
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;

function colorize(name, line) {
  if (!useColor) return line;
  const bar = line.indexOf('│');
  let out = `\x1b[${COLORS[name.replace(/-\d+$/, "")] ?? 0}m${line.slice(0, bar + 1)}\x1b[0m${line.slice(bar + 1)}`;
  if (/│ (ERROR|FATAL)/.test(line)) out = out.replace(/(ERROR|FATAL)/, '\x1b[31m$1\x1b[0m');
  else if (/│ WARN/.test(line)) out = out.replace('WARN', '\x1b[33mWARN\x1b[0m');
  return out;
}

function displayName(name) {
  return name === 'gateway' || name === 'payhere' || /^nats(-\d+)?$/.test(name) ? name : `svc-${name}`;
}

function printTail(child, log) {
  if (!child.tail.length) return;
  log(`--- last lines of ${displayName(child.name)} ---`);
  for (const line of child.tail) log(line);
  log('---');
}

function killGroup(pid, sig) {
  if (!pid) return;
  try {
    process.kill(-pid, sig);
  } catch {
    try {
      process.kill(pid, sig);
    } catch {
      /* already gone */
    }
  }
}

function intEnv(value, fallback, name = 'port') {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 65535) throw new Error(`${name} must be a whole number from 1 to 65535, got "${value}"`);
  return n;
}

function cleanEnv(env) {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k, String(v)]));
}

function parseNatsUrl(value) {
  const first = value.split(',')[0].trim();
  const u = new URL(first.includes('://') ? first : `nats://${first}`);
  return { host: u.hostname.replace(/^\[|\]$/g, ''), port: Number(u.port || 4222) };
}

async function httpStatus(target) {
  try {
    const res = await fetch(target, { signal: AbortSignal.timeout(2000) });
    return { status: res.status, body: await res.text() };
  } catch (err) {
    return { status: 0, body: '', error: err.cause?.code ?? err.name ?? String(err) };
  }
}

function tailFile(path, lines = 15) {
  try {
    return readFileSync(path, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

function rel(path) {
  return path.startsWith(`${ROOT}/`) ? `./${path.slice(ROOT.length + 1)}` : path;
}
