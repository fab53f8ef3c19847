// Child processes that do not outlive the process that started them, even when it is killed with SIGKILL (a
// Playwright or Jest run stopped mid-way): the stack's children are detached (a process group each, so a Ctrl-C in
// the terminal reaches the stack, which stops them in order) and so are not killed with their parent.
//
// startOrphanGuard() starts one small watchdog process (orphan-guard.sh, a POSIX shell script) that holds the read end of a pipe
// from this process and the process groups to guard. When this process dies in any way, the kernel closes the pipe;
// the watchdog reads end-of-file and stops the groups (SIGTERM, so each service shuts down as on `stop()`, then
// SIGKILL after the grace). A normal stop releases the guard first, and the watchdog exits without killing anything.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const WATCHDOG = fileURLToPath(new URL('./orphan-guard.sh', import.meta.url));

/**
 * @typedef {object} OrphanGuard
 * @property {(pid: number | undefined) => void} watch the process group `pid` (a detached child's pid) is stopped
 *   if this process dies first
 * @property {(pid: number | undefined) => void} unwatch the group ended on its own (or was stopped by us)
 * @property {() => void} release this process stops its children itself: the watchdog exits, killing nothing
 * @property {number | undefined} pid the watchdog's pid
 */

/**
 * @param {{ graceMs?: number }} [options] how long the groups get between SIGTERM and SIGKILL (default 20 s)
 * @returns {OrphanGuard}
 */
export function startOrphanGuard({ graceMs = 20_000 } = {}) {
  const watchdog = spawn('/bin/sh', [WATCHDOG, String(graceMs)], {
    detached: true, // its own group: a Ctrl-C or a kill of our group does not take it down before it did its job
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  // Neither the watchdog nor the pipe keeps this process alive.
  watchdog.unref();
  /** @type {import('node:net').Socket} */ (/** @type {unknown} */ (watchdog.stdin)).unref();
  watchdog.stdin.on('error', () => {}); // the watchdog died (killed by hand): nothing left to tell it
  let released = false;
  const send = (line) => {
    if (!released && watchdog.stdin.writable) watchdog.stdin.write(`${line}\n`);
  };
  return {
    pid: watchdog.pid,
    watch: (pid) => pid && send(`+${pid}`),
    unwatch: (pid) => pid && send(`-${pid}`),
    release() {
      if (released) return;
      send('release');
      released = true;
      watchdog.stdin.end();
    },
  };
}
