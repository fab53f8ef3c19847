// NATS with JetStream for a stack. Without NATS_URL: a private nats-server (or a cluster of nodes) where every
// service signs in as its own user (ADR 0010). With NATS_URL: that server, which must answer. Either way the event
// stream is set up as the operator before any service starts (ADR 0045).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadEventBus, preparePrivateNatsAuth, setUpEventStream } from '../nats-auth.mjs';
import { findNatsServer, natsServerArgs } from '../nats-server.mjs';
import { redactUrl } from './environment.mjs';
import { rel, tailFile } from './log-lines.mjs';
import { parseNatsUrl, probeTcp } from './net.mjs';
import { childAnswers } from './readiness.mjs';

/** Throws when nothing answers at the given NATS_URL. */
export async function assertNatsAnswers(givenNatsUrl) {
  const nats = parseNatsUrl(givenNatsUrl);
  if (!(await probeTcp(nats.host, nats.port))) {
    throw new Error(
      `No NATS server answers at ${redactUrl(givenNatsUrl)} (NATS_URL).\n` +
        '  Start it (NATS 2.9+ with JetStream and the users of `node scripts/nats-config.mjs users`), or unset NATS_URL\n' +
        '  and `npm start` runs a private, authenticated nats-server of its own.',
    );
  }
}

/**
 * Starts the private nats-server's nodes (`nats`, `nats-2` … on free ports, every one with the per-service users);
 * they start while the database does. Each node's client port goes into natsPorts as it is spawned.
 * @param {object} options
 * @param {boolean} options.allowed false: starting one is not allowed (StackOptions.startNats)
 * @param {string} options.dataDir the store and credentials go to DATA_DIR/nats
 * @param {number} options.natsNodes
 * @param {(name: string) => string | undefined} options.fromEnv
 * @param {() => Promise<number>} options.takeFreePort
 * @param {Map<string, number>} options.natsPorts
 * @param {ReturnType<typeof import('./processes.mjs').createProcesses>} options.processes
 * @param {AbortSignal} [options.signal]
 * @returns {Promise<{ natsUrl: string, natsUsers: Record<string, { user: string, password: string }>,
 *   ready: (() => Promise<void>)[], started: string }>} `ready`: one wait per node; `started`: the line saying so
 */
export async function startPrivateNats({ allowed, dataDir, natsNodes, fromEnv, takeFreePort, natsPorts, processes, signal }) {
  const binary = allowed ? findNatsServer() : undefined;
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
  const nodes = [];
  while (nodes.length < natsNodes) {
    nodes.push({ name: nodes.length ? `nats-${nodes.length + 1}` : 'nats', client: await takeFreePort(), route: await takeFreePort() });
  }
  const natsUrl = nodes.map((n) => `nats://127.0.0.1:${n.client}`).join(',');
  const clusterName = `vetnow-${nodes[0].client}`;
  const routes = nodes.map((n) => `nats://127.0.0.1:${n.route}`).join(',');
  const ready = [];
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
    const child = processes.start(node.name, binary, args, process.env);
    ready.push(async () => {
      const listening = () => probeTcp('127.0.0.1', node.client);
      if (!(await childAnswers(child, `nats-server on port ${node.client}`, listening, { timeoutMs: 10_000, signal }))) {
        throw new Error(`nats-server did not start on port ${node.client}; see ${nodeLog}:\n${tailFile(nodeLog)}`);
      }
    });
  }
  const started = `✓ started ${natsNodes > 1 ? `a ${natsNodes}-node nats-server cluster` : 'nats-server'} with JetStream and per-service users on ${natsUrl} (store ${rel(storeDir)}, credentials ${rel(auth.credentialsFile)}, log ${rel(logPath)})`;
  return { natsUrl, natsUsers: auth.users, ready, started };
}

/**
 * The event stream, set up as the operator before any service starts (ADR 0045): the services' users may only read
 * it. The private server's `ops` user; with NATS_URL, NATS_OPS_USER/NATS_OPS_PASSWORD of the environment (none for
 * a server without users). Refused there (another operator's bus): said, and the services wait for the stream.
 * @param {object} options
 * @param {string} options.natsUrl
 * @param {Record<string, { user: string, password: string }> | undefined} options.natsUsers the private server's
 * @param {boolean} options.startedNats
 * @param {number} options.natsNodes
 * @param {Record<string, string | undefined>} options.env
 * @param {(line: string) => void} options.log
 */
export async function setUpStream({ natsUrl, natsUsers, startedNats, natsNodes, env, log }) {
  if (startedNats && natsNodes > 1 && !env.NATS_STREAM_REPLICAS) env.NATS_STREAM_REPLICAS = String(natsNodes >= 5 ? 5 : natsNodes >= 3 ? 3 : 1);
  const ops = natsUsers?.ops ?? (env.NATS_OPS_PASSWORD ? { user: env.NATS_OPS_USER ?? 'ops', password: env.NATS_OPS_PASSWORD } : undefined);
  try {
    const { stream, outcome } = await setUpEventStream({ natsUrl, user: ops?.user, password: ops?.password, env });
    if (outcome !== 'unchanged') log(`✓ ${outcome} the event stream ${stream}`);
  } catch (err) {
    if (startedNats) throw new Error(`Could not set up the event stream on the private nats-server: ${err.message}`, { cause: err });
    log(`! could not set up the event stream on ${redactUrl(natsUrl)} (${err.message}); the services wait until its operator does (node scripts/nats-config.mjs stream)`);
  }
}
