// CPU each process of a stack has used, read from /proc/<pid>/stat (user + system time, clock ticks of 1/100 s on
// Linux): what process.cpuUsage() would report from inside each one, read from outside so no service needs an
// endpoint for it. Used by (b) (CPU per booking, one at a time), (r) (CPU per booking under load) and (s) (at rest,
// with each process's resident memory from /proc/<pid>/status).
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

export const CLOCK_TICK_MS = 10;

/** Every process of a stack, by name (copies of one service count under its name). */
export const PROCESS_NAMES = ['gateway', 'nats', 'auth', 'clinic', 'booking', 'payments', 'notify'];

/**
 * `read(pid)` of every running child of the stack among `names`, summed by name (copies of one service under its
 * name) with `add`; a child that exited meanwhile is left out.
 */
function perProcess(stack, names, read, add = (a, b) => a + b) {
  const out = {};
  for (const name of names.flatMap((n) => (n === 'gateway' || n === 'nats' ? [n] : stack.copyNames(n)))) {
    const pid = stack.pid(name);
    if (!pid) continue;
    const key = name.replace(/-\d+$/, '');
    try {
      const value = read(pid);
      out[key] = key in out ? add(out[key], value) : value;
    } catch {
      /* exited */
    }
  }
  return out;
}

/** Clock ticks (user + system) of every running child of the stack by name, copies of one service summed. */
export function cpuTicks(stack) {
  return perProcess(stack, PROCESS_NAMES, (pid) => {
    // Fields after the ")" of the command name: state is the 1st, utime the 12th, stime the 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  });
}

/** Resident memory in MiB (VmRSS) of every running child of the stack by name, copies of one service summed. */
export function residentMiB(stack) {
  return perProcess(stack, PROCESS_NAMES, (pid) => Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
}

/**
 * Read and write system calls (read, readv, write, writev… as /proc/<pid>/io's syscr and syscw count them) of every
 * running child of the stack by name: each SQL statement, NATS publish or HTTP answer is one write and at least one
 * read, so their count per booking is its round trips, and it does not depend on the machine's load as CPU time does.
 */
export function syscallCounts(stack) {
  return perProcess(
    stack,
    PROCESS_NAMES.filter((n) => n !== 'nats'),
    (pid) => {
      const io = Object.fromEntries(readFileSync(`/proc/${pid}/io`, 'utf8').trim().split('\n').map((line) => line.split(': ')));
      return { reads: Number(io.syscr), writes: Number(io.syscw) };
    },
    (a, b) => ({ reads: a.reads + b.reads, writes: a.writes + b.writes }),
  );
}

/** Read and write system calls per unit of work of each process between two syscallCounts() readings. */
export function syscallsPer(before, after, units) {
  const per = (n) => Math.round((n / Math.max(1, units)) * 10) / 10;
  const out = {};
  for (const [name, a] of Object.entries(after)) {
    const b = before[name] ?? { reads: 0, writes: 0 };
    out[name] = { reads: per(a.reads - b.reads), writes: per(a.writes - b.writes) };
  }
  return out;
}

/** CPU milliseconds per unit of work of each process between two cpuTicks() readings. */
export function cpuMsPer(before, after, units) {
  const out = {};
  for (const [name, ticks] of Object.entries(after)) out[name] = Math.round((((ticks - (before[name] ?? 0)) * CLOCK_TICK_MS) / Math.max(1, units)) * 100) / 100;
  return out;
}

/**
 * Waits until the stack's processes (those in `names`, default all) used at most 3 % of a core together over a whole
 * second (≤ 30 ms of CPU: their outbox relays and consumers have nothing left to do), at most `timeoutMs`. Answers
 * whether it got quiet and after how many seconds.
 * @returns {Promise<{ quiet: boolean, seconds: number }>}
 */
export async function waitUntilQuiet(stack, { names, timeoutMs = 30_000 } = {}) {
  const total = () =>
    Object.entries(cpuTicks(stack))
      .filter(([name]) => !names || names.includes(name))
      .reduce((sum, [, ticks]) => sum + ticks, 0);
  const started = performance.now();
  let before = total();
  for (;;) {
    await sleep(1000);
    const now = total();
    const seconds = (performance.now() - started) / 1000;
    if (now - before <= 3) return { quiet: true, seconds };
    if (seconds * 1000 > timeoutMs) return { quiet: false, seconds };
    before = now;
  }
}
