// startStack: the whole VetNow stack as child processes, started in order (build, checks, NATS and the local
// PayHere gateway while the database starts, the event stream, the services, the gateway) until every one is
// healthy; then stopped in order, or a child killed and restarted (fault tests). The façade scripts/lib/stack.mjs
// documents the options and the answer.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from '../build.mjs';
import { eventually } from '../eventually.mjs';
import { GATEWAY, ROOT, abs, backendEntry } from '../workspaces.mjs';
import { startStackPostgres } from './database.mjs';
import { childEnvironments, intEnv, serviceDatabaseUrl, withDatabase } from './environment.mjs';
import { displayName, printTail } from './log-lines.mjs';
import { assertNatsAnswers, setUpStream, startPrivateNats } from './nats.mjs';
import { freePortTaker } from './net.mjs';
import { startLocalPayhere } from './payhere.mjs';
import { assertBuilt, assertPortsFree, natsNodeCount, serviceCopies, stackPorts } from './plan.mjs';
import { NODE_FLAGS, createProcesses, killGroup } from './processes.mjs';
import { abortError, allHealthy, notHealthyError, waitUntilBack } from './readiness.mjs';

/** @param {import('../stack.mjs').StackOptions} [options] @returns {Promise<import('../stack.mjs').Stack>} */
export async function startStack(options = {}) {
  const log = options.log ?? ((line) => console.log(line));
  const quiet = options.quiet ?? false;
  const signal = options.signal;
  const envOverrides = options.env ?? {};
  const fromEnv = (name) => (name in envOverrides ? envOverrides[name] : process.env[name]) || undefined;

  const ports = stackPorts(options, fromEnv);
  const takeFreePort = freePortTaker(new Set(Object.values(ports)));
  /** @type {import('./readiness.mjs').StackLayout} */
  const layout = { ports, copies: await serviceCopies(options, ports, takeFreePort), natsPorts: new Map(), natsUrl: '', payhere: undefined };
  const { copies } = layout;
  const natsNodes = natsNodeCount(options);
  const dataDir = resolve(ROOT, options.dataDir ?? fromEnv('DATA_DIR') ?? 'data');
  // Without NATS_URL a private nats-server is started below on a free port.
  const givenNatsUrl = fromEnv('NATS_URL');
  layout.natsUrl = givenNatsUrl ?? '';
  /** @type {Record<string, { user: string, password: string }> | undefined} */
  let natsUsers;
  const givenDatabaseUrl = fromEnv('DATABASE_URL');
  if (givenDatabaseUrl) serviceDatabaseUrl(givenDatabaseUrl, 'auth'); // throws early on a malformed URL
  /** DATABASE_URL, or the embedded cluster's (set once it runs). */
  let baseDatabaseUrl = givenDatabaseUrl;
  /** @type {import('../embedded-postgres.mjs').EmbeddedPostgres | undefined} */
  let postgres;
  const url = `http://localhost:${ports.gateway}`;

  let stopping = false;
  let stopPromise;
  let settleDone;
  const done = new Promise((r) => (settleDone = r));
  let failure; // set when a child dies on its own
  let startedNats = false;

  const processes = createProcesses({ log, quiet, logFile: options.logFile, onExit: onChildExit });
  const killAllSync = () => {
    processes.killAllSync();
    const pg = postgres?.pid();
    if (pg) killGroup(pg, 'SIGINT'); // fast shutdown; it finishes on its own after we are gone
  };
  process.on('exit', killAllSync);

  const stop = () => {
    if (stopPromise) return stopPromise;
    stopping = true;
    stopPromise = (async () => {
      const order = [['gateway'], copies.map((c) => c.name), ['payhere'], [...layout.natsPorts.keys()]];
      for (const group of order) await processes.terminate(group);
      // The database last, once nothing uses it.
      try {
        postgres?.stop();
      } catch (err) {
        log(`✗ could not stop the embedded PostgreSQL: ${err.message}`);
      }
      process.off('exit', killAllSync);
      processes.release();
      settleDone(failure ? { code: 1, reason: failure } : { code: 0 });
    })();
    return stopPromise;
  };

  function onChildExit(name, code, sig, child) {
    if (stopping || child?.expectedExit) return;
    const how = sig ? `was killed by ${sig}` : `exited with code ${code}`;
    failure = `${displayName(name)} ${how}`;
    log(`✗ ${failure}`);
    const c = processes.get(name);
    if (quiet && c) printTail(c, log);
    void stop();
  }

  const onAbort = () => void stop();
  signal?.addEventListener('abort', onAbort, { once: true });

  try {
    // 1. Build what is needed, then make sure every process has something to run.
    if (options.build !== false) {
      const result = await build({ mode: options.build ?? 'stale', log });
      if (!result.ok) throw new Error('The build failed (see above). Fix it, or run `npm run build` to see it again.');
    }
    if (signal?.aborted) throw abortError();
    assertBuilt(fromEnv);

    // 2. Ports must be free, or a second VetNow (or something else) would answer instead.
    await assertPortsFree(ports);

    // 3. NATS with JetStream. Without NATS_URL: a private nats-server where every service signs in as its own user
    // (ADR 0010). With NATS_URL: that server, with the credentials of the environment (childEnvironments). The nodes
    // start while the database does (step 4); the services start once both answer.
    mkdirSync(dataDir, { recursive: true });
    let nats = { ready: [], started: '' };
    if (givenNatsUrl) await assertNatsAnswers(givenNatsUrl);
    else {
      nats = await startPrivateNats({ allowed: options.startNats !== false, dataDir, natsNodes, fromEnv, takeFreePort, natsPorts: layout.natsPorts, processes, signal });
      ({ natsUrl: layout.natsUrl, natsUsers } = nats);
      startedNats = true;
    }

    // 3b. Card payments: without PAYHERE_MERCHANT_ID, the local PayHere-compatible gateway (ADR 0049), started while
    // the database does. With PAYHERE_MERCHANT_ID: nothing to start.
    let payhereReady;
    if (!fromEnv('PAYHERE_MERCHANT_ID')) {
      const local = await startLocalPayhere({ dataDir, env: { ...process.env, ...envOverrides }, takeFreePort, processes, signal, log });
      layout.payhere = local.payhere;
      payhereReady = local.ready;
    }

    // 4. The database: DATABASE_URL's server, else one embedded PostgreSQL under DATA_DIR/postgres (ADR 0044).
    if (!givenDatabaseUrl) {
      postgres = await startStackPostgres({ dataDir, copyCount: copies.length, takeFreePort, processes, log });
      baseDatabaseUrl = withDatabase(postgres.url, 'vetnow');
    }
    for (const ready of nats.ready) await ready();
    if (nats.started) log(nats.started);
    await payhereReady?.();
    if (signal?.aborted) throw abortError();
    await setUpStream({ natsUrl: layout.natsUrl, natsUsers, startedNats, natsNodes, env: { ...process.env, ...envOverrides }, log });

    // 5. Services, then the gateway.
    const env = childEnvironments({ fromEnv, envOverrides, dataDir, url, layout, natsUsers, baseDatabaseUrl });
    for (const copy of copies) processes.start(copy.name, process.execPath, [...NODE_FLAGS, abs(backendEntry(copy.service.dir))], env.copyEnv(copy));
    processes.start('gateway', process.execPath, [...NODE_FLAGS, abs(backendEntry(GATEWAY.dir))], env.gatewayEnv);

    // 6. Wait until the gateway and every service say they are healthy.
    const timeoutMs = options.healthTimeoutMs ?? 1000 * intEnv(fromEnv('STARTUP_TIMEOUT'), 90, 'STARTUP_TIMEOUT');
    const giveUp = () => failure !== undefined || stopping || signal?.aborted;
    const healthy = await eventually('every service healthy', () => allHealthy(layout), { timeoutMs, intervalMs: 100, giveUp }).then(() => true, () => false);
    if (signal?.aborted) throw abortError();
    if (failure) throw new Error(`VetNow could not start: ${failure}.`);
    if (!healthy) throw await notHealthyError(layout, processes, { timeoutMs, quiet, log });
    signal?.removeEventListener('abort', onAbort);
    const embeddedPostgres = postgres && { dir: postgres.dir, port: postgres.port };
    return {
      url,
      ports,
      dataDir,
      natsUrl: layout.natsUrl,
      natsUsers,
      databaseUrl: baseDatabaseUrl,
      embeddedPostgres,
      startedNats,
      payhere: layout.payhere && { origin: layout.payhere.origin },
      env: env.shared,
      stop,
      done,
      kill: processes.kill,
      restart,
      pid: processes.pid,
      copyNames: (service) => copies.filter((c) => c.service.service === service).map((c) => c.name),
    };
  } catch (err) {
    signal?.removeEventListener('abort', onAbort);
    await stop();
    throw err;
  }

  async function restart(name, { timeoutMs = 60_000, healthy = true } = {}) {
    processes.assertKnown(name);
    if (stopping) throw new Error('The stack is stopping');
    if (processes.get(name)?.running) throw new Error(`${displayName(name)} is still running: kill it first`);
    const child = processes.respawn(name);
    await waitUntilBack(layout, name, child, { timeoutMs, healthy, stopping: () => stopping });
  }
}
