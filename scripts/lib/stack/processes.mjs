// The stack's child processes: each in a process group of its own (detached), watched by the orphan guard, its log
// lines formatted, kept (a tail) and printed; stopped with SIGTERM, then SIGKILL after a grace.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { startOrphanGuard } from '../orphan-guard.mjs';
import { ROOT } from '../workspaces.mjs';
import { colorize, formatLogLine } from './log-lines.mjs';

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

/**
 * @typedef {object} Child
 * @property {string} name
 * @property {import('node:child_process').ChildProcess} proc
 * @property {boolean} running
 * @property {string[]} tail its last log lines
 * @property {Promise<void>} exited
 * @property {boolean} expectedExit killed on purpose (kill): its exit is no failure
 * @property {() => Promise<void>} terminate SIGTERM, SIGKILL after the grace; resolves once it has exited
 */

/**
 * The children of one stack, by name, and how each was started (so that it can be started again the same way).
 * @param {object} options
 * @param {(line: string) => void} options.log
 * @param {boolean} options.quiet do not print the log lines (they are still kept and written to logFile)
 * @param {string} [options.logFile] append every log line here
 * @param {(name: string, code: number | null, signal: NodeJS.Signals | null, child: Child) => void} options.onExit
 *   a child has exited (or could not start)
 */
export function createProcesses({ log, quiet, logFile, onExit }) {
  /** @type {Map<string, Child>} */
  const children = new Map();
  /** How each child was started, so that `respawn` can start it again the same way. */
  const specs = new Map();
  // The 'exit' handler of the stack does not run when this process is killed (SIGKILL, a test runner stopped
  // mid-way): then the guard's watchdog stops the children, which are detached and would otherwise live on,
  // re-parented to PID 1. Started with the first child.
  let orphanGuard;
  const guard = () => (orphanGuard ??= startOrphanGuard({ graceMs: STOP_GRACE_MS }));

  const write = (line) => {
    if (logFile) appendFileSync(logFile, `${line}\n`);
  };
  if (logFile) mkdirSync(dirname(resolve(logFile)), { recursive: true });

  /** Starts a child (replacing a stopped one of the same name). */
  function start(name, command, args, env) {
    specs.set(name, { command, args, env });
    const proc = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    guard().watch(proc.pid);
    /** @type {Child} */
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
        onExit(name, code, sig, child);
        res();
      });
      proc.on('error', (err) => {
        child.running = false;
        child.tail.push(`failed to start: ${err.message}`);
        onExit(name, -1, null, child);
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
    children.set(name, child);
    return child;
  }

  function assertKnown(name) {
    if (!specs.has(name)) {
      throw new Error(`No child "${name}" in this stack (known: ${[...specs.keys()].join(', ')})`);
    }
  }

  return {
    start,
    assertKnown,
    /** @returns {Child | undefined} */
    get: (name) => children.get(name),
    /** Starts a stopped child again with the command and environment it was started with. */
    respawn(name) {
      const { command, args, env } = specs.get(name);
      return start(name, command, args, env);
    },
    /** Kills one child's process group (default SIGKILL) and waits for it to exit; its exit is no failure. */
    async kill(name, sig = 'SIGKILL') {
      assertKnown(name);
      const c = children.get(name);
      if (!c?.running) return;
      c.expectedExit = true;
      killGroup(c.proc.pid, sig);
      await c.exited;
    },
    pid(name) {
      const c = children.get(name);
      return c?.running ? c.proc.pid : undefined;
    },
    /** Stops these children together (those not started are skipped). */
    terminate: (names) => Promise.all(names.map((name) => children.get(name)?.terminate()).filter(Boolean)),
    /** The orphan guard also watches a process the stack did not spawn itself (the embedded PostgreSQL). */
    watch: (pid) => guard().watch(pid),
    /** On the stack process's exit: SIGKILL every running child at once. */
    killAllSync() {
      for (const c of children.values()) if (c.running) killGroup(c.proc.pid, 'SIGKILL');
    },
    release: () => orphanGuard?.release(),
  };
}

/** Signals a child's whole process group (else the child alone; nothing when it is gone). */
export function killGroup(pid, sig) {
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
