// The private nats-server of `npm start` (ADR 0010): where its binary is, how a node is started on DATA_DIR/nats, how
// a tool finds the one a running stack started, and a short-lived one on the same store for `npm run backup` and
// `npm run restore` while the stack is stopped (issue 41). stack.mjs starts its nodes with natsServerArgs.
import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { isAlive } from './process-alive.mjs';

/** The nats-server on PATH (or the usual sbin/bin directories), else undefined. */
export function findNatsServer() {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin', '/usr/local/bin'];
  for (const dir of dirs) {
    if (!dir) continue;
    const candidate = join(dir, 'nats-server');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      /* not here */
    }
  }
  return undefined;
}

/**
 * The command line of one node: the generated config (users and permissions, nats-auth.mjs), JetStream with its
 * store in `storeDir`, the client port on loopback, the log, and a ports file in `storeDir`
 * (`nats-server_<pid>.ports`, removed by the server when it stops) through which `npm run backup` finds the server
 * of a running stack.
 * @param {{ configFile: string, storeDir: string, port: number, logFile: string }} node
 */
export function natsServerArgs({ configFile, storeDir, port, logFile }) {
  return ['-c', configFile, '-js', '-sd', storeDir, '-p', String(port), '-a', '127.0.0.1', '-l', logFile, '--ports_file_dir', storeDir];
}

/**
 * The client URL and pid of a nats-server running on `storeDir` (or a cluster node's `storeDir/node-N`), from the
 * ports file it wrote; undefined when none runs (a ports file whose process is gone is ignored).
 * @param {string} storeDir DATA_DIR/nats
 * @returns {{ url: string, pid: number } | undefined}
 */
export function runningNatsServer(storeDir) {
  const dirs = [storeDir];
  try {
    dirs.push(...readdirSync(storeDir).filter((d) => /^node-\d+$/.test(d)).map((d) => join(storeDir, d)));
  } catch {
    return undefined;
  }
  for (const dir of dirs) {
    let files;
    try {
      files = readdirSync(dir).filter((f) => /_\d+\.ports$/.test(f));
    } catch {
      continue;
    }
    for (const file of files) {
      const pid = Number(/_(\d+)\.ports$/.exec(file)[1]);
      if (!isAlive(pid)) continue;
      try {
        const url = JSON.parse(readFileSync(join(dir, file), 'utf8')).nats?.[0];
        if (typeof url === 'string') return { url, pid };
      } catch {
        /* being written */
      }
    }
  }
  return undefined;
}

/**
 * Starts a nats-server on `storeDir` with `configFile` on a free loopback `port` and waits until it accepts
 * connections. `stop()` ends it (SIGTERM, then SIGKILL after 10 s) and waits for its exit.
 * @param {{ configFile: string, storeDir: string, port: number, logFile?: string, timeoutMs?: number }} options
 * @returns {Promise<{ url: string, pid: number, stop: () => Promise<void> }>}
 */
export async function startNatsServer({ configFile, storeDir, port, logFile = join(storeDir, 'nats-server.log'), timeoutMs = 15_000 }) {
  const binary = findNatsServer();
  if (!binary) throw new Error('No nats-server to start (install it: sudo apt-get install nats-server), or set NATS_URL.');
  const proc = spawn(binary, natsServerArgs({ configFile, storeDir, port, logFile }), { stdio: 'ignore' });
  let exited = false;
  const exit = new Promise((resolve) => proc.once('exit', () => resolve((exited = true))));
  const killOnExit = () => proc.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (exited) return;
    proc.kill('SIGTERM');
    const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
    await exit;
    clearTimeout(timer);
  };
  const deadline = Date.now() + timeoutMs;
  const { Socket } = await import('node:net');
  const accepts = () =>
    new Promise((resolve) => {
      const socket = new Socket();
      const done = (ok) => (socket.destroy(), resolve(ok));
      socket.setTimeout(500, () => done(false));
      socket.once('connect', () => done(true)).once('error', () => done(false));
      socket.connect(port, '127.0.0.1');
    });
  while (!(await accepts())) {
    if (exited || Date.now() > deadline) {
      await stop();
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-10).join('\n') : '(no log)';
      throw new Error(`nats-server did not start on port ${port}; ${logFile}:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url: `nats://127.0.0.1:${port}`, pid: proc.pid, stop };
}

