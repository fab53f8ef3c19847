// When the stack's children are ready: each child's address and health check, every one healthy, a report of the
// ones that are not, a child waited for after a restart, and the error of a start that was interrupted.
import { eventually } from '../eventually.mjs';
import { displayName, printTail } from './log-lines.mjs';
import { httpStatus, parseNatsUrl, probeTcp } from './net.mjs';

/**
 * Where the children of a stack listen; filled in as they are started.
 * @typedef {object} StackLayout
 * @property {Record<string, number>} ports the gateway's and the first copy of each service's
 * @property {{ service: import('../workspaces.mjs').SERVICES[number], name: string, port: number }[]} copies every
 *   service copy: its child name and port; the first copy of each service is the service itself
 * @property {Map<string, number>} natsPorts the client port of each NATS node this stack started
 * @property {string} natsUrl
 * @property {{ port: number, origin: string, credentials: Record<string, string> } | undefined} payhere the local
 *   PayHere-compatible gateway this stack started (no PAYHERE_MERCHANT_ID)
 */

/** The error a start rejects with when its signal was aborted. */
export function abortError() {
  const err = new Error('Start was interrupted');
  err.name = 'AbortError';
  return err;
}

/**
 * Waits until a child just started answers `probe` (every 50 ms, at most timeoutMs). False when it did not (or
 * exited); an AbortError when the start was aborted meanwhile.
 */
export async function childAnswers(child, what, probe, { timeoutMs, signal }) {
  const giveUp = () => !child.running || signal?.aborted;
  const up = await eventually(what, probe, { timeoutMs, intervalMs: 50, giveUp }).then(() => true, () => false);
  if (!up && signal?.aborted) throw abortError();
  return up;
}

/** @param {StackLayout} layout */
function portOf(layout, name) {
  if (layout.natsPorts.has(name)) return layout.natsPorts.get(name);
  if (name === 'nats') return parseNatsUrl(layout.natsUrl).port;
  if (name === 'payhere') return layout.payhere?.port;
  return name === 'gateway' ? layout.ports.gateway : layout.copies.find((c) => c.name === name)?.port;
}

/** A child's health URL; undefined for a NATS node (its port accepting connections is its health). */
function healthTarget(layout, name) {
  if (name === 'nats' || layout.natsPorts.has(name)) return undefined;
  return name === 'gateway' ? `http://127.0.0.1:${layout.ports.gateway}/api/health` : `http://127.0.0.1:${portOf(layout, name)}/health`;
}

/** @param {StackLayout} layout @returns {Promise<boolean>} the gateway, every service copy and the local PayHere gateway answer 200 */
export async function allHealthy(layout) {
  const checks = await Promise.all([
    httpStatus(`http://127.0.0.1:${layout.ports.gateway}/api/health`),
    ...layout.copies.map((c) => httpStatus(`http://127.0.0.1:${c.port}/health`)),
    ...(layout.payhere ? [httpStatus(`${layout.payhere.origin}/health`)] : []),
  ]);
  return checks.every((c) => c.status === 200);
}

/**
 * The error of a stack that did not become healthy in time: a line per child (up, not running, or what its health
 * check answered); with `quiet`, the last log lines of those that are down are printed first.
 * @param {StackLayout} layout
 * @param {{ get: (name: string) => import('./processes.mjs').Child | undefined }} processes
 */
export async function notHealthyError(layout, processes, { timeoutMs, quiet, log }) {
  const lines = [];
  for (const [name, target] of [
    ...layout.copies.map((c) => [c.name, `http://127.0.0.1:${c.port}/health`]),
    ...(layout.payhere ? [['payhere', `${layout.payhere.origin}/health`]] : []),
    ['gateway', `http://127.0.0.1:${layout.ports.gateway}/api/health`],
  ]) {
    const c = processes.get(name);
    const r = await httpStatus(target);
    const ok = r.status === 200;
    if (!ok && c && quiet) printTail(c, log);
    const what = !c?.running
      ? 'not running'
      : ok
        ? 'up'
        : r.status
          ? `DOWN — ${target} answered ${r.status} ${r.body.slice(0, 300)}`
          : `DOWN — ${target} does not answer (${r.error})`;
    lines.push(`  ${displayName(name).padEnd(12)} ${what}`);
  }
  return new Error(`VetNow did not become healthy within ${Math.round(timeoutMs / 1000)} s:\n${lines.join('\n')}`);
}

/**
 * Waits until a restarted child answers /health with 200 (`healthy: false`, or a NATS node: until its port accepts
 * connections); throws with its last lines when it does not within timeoutMs.
 * @param {StackLayout} layout
 * @param {() => boolean} stopping
 */
export async function waitUntilBack(layout, name, child, { timeoutMs, healthy, stopping }) {
  const target = healthTarget(layout, name);
  const up = await eventually(
    `${displayName(name)} back`,
    async () => (healthy && target ? (await httpStatus(target)).status === 200 : probeTcp('127.0.0.1', portOf(layout, name))),
    { timeoutMs, intervalMs: 500, giveUp: () => !child.running || stopping() },
  ).then(() => true, () => false);
  if (!up) {
    const tail = child.tail.slice(-10).join('\n');
    throw new Error(`${displayName(name)} did not come back within ${Math.round(timeoutMs / 1000)} s${tail ? `:\n${tail}` : ''}`);
  }
}
