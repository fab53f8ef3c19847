// CPU each process of a stack has used, read from /proc/<pid>/stat (user + system time, clock ticks of 1/100 s on
// Linux): what process.cpuUsage() would report from inside each one, read from outside so no service needs an
// endpoint for it. Used by (b) (CPU per booking, one at a time), (r) (CPU per booking under load) and (s) (at rest,
// with each process's memory).
//
// `postgres` is the embedded PostgreSQL the stack started (no DATABASE_URL, as `npm start` runs it): its postmaster
// and every process it forked (backends, checkpointer, walwriter, autovacuum…), counted together. A PostgreSQL
// server given by URL is not the stack's and is not counted.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

export const CLOCK_TICK_MS = 10;

/** Every process of a stack, by name (copies of one service count under its name; `postgres`: see above). */
export const PROCESS_NAMES = ['gateway', 'nats', 'auth', 'clinic', 'booking', 'payments', 'notify', 'payhere', 'postgres'];

/**
 * The embedded PostgreSQL's processes, the postmaster first (its pid file), then its children (found by their parent
 * in /proc/<pid>/stat); empty when the stack started none or it is not running.
 * @returns {number[]}
 */
export function postgresPids(stack) {
  const dir = stack.embeddedPostgres?.dir;
  if (!dir) return [];
  let postmaster;
  try {
    postmaster = Number(readFileSync(join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
    readFileSync(`/proc/${postmaster}/stat`); // running
  } catch {
    return [];
  }
  const children = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the ")" of the command name: state is the 1st, the parent's pid the 2nd.
      if (Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === postmaster) children.push(Number(entry));
    } catch {
      /* exited */
    }
  }
  return [postmaster, ...children];
}

/**
 * `read(pid)` of every running child of the stack among `names`, summed by name (copies of one service under its
 * name) with `add`; a child that exited meanwhile is left out. `postgres`: `readPostmaster` of the postmaster plus
 * `read` of each of its children.
 */
function perProcess(stack, names, read, add = (a, b) => a + b, readPostmaster = read) {
  const out = {};
  const count = (key, pid, reader) => {
    try {
      const value = reader(pid);
      out[key] = key in out ? add(out[key], value) : value;
    } catch {
      /* exited */
    }
  };
  for (const name of names.flatMap((n) => (n === 'gateway' || n === 'nats' || n === 'postgres' || n === 'payhere' ? [n] : stack.copyNames(n)))) {
    if (name === 'postgres') {
      for (const [i, pid] of postgresPids(stack).entries()) count('postgres', pid, i === 0 ? readPostmaster : read);
      continue;
    }
    const pid = stack.pid(name);
    if (pid) count(name.replace(/-\d+$/, ''), pid, read);
  }
  return out;
}

/** Fields of /proc/<pid>/stat after the ")" of the command name: state is the 1st, utime the 12th, stime the 13th. */
const statFields = (pid) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');

/**
 * Clock ticks (user + system) of every running child of the stack by name, copies of one service summed. `postgres`:
 * its processes', with the postmaster's children that have exited meanwhile (their time is in its cutime and cstime,
 * the 14th and 15th fields, once it has reaped them: backends of closed connections, autovacuum workers).
 */
export function cpuTicks(stack) {
  return perProcess(
    stack,
    PROCESS_NAMES,
    (pid) => {
      const fields = statFields(pid);
      return Number(fields[11]) + Number(fields[12]);
    },
    undefined,
    (pid) => {
      const fields = statFields(pid);
      return Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    },
  );
}

/** A process's resident memory in MiB (VmRSS). */
/** A process's resident memory in MiB (VmRSS). */
export const rssMiB = (pid) => Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** A process's proportional set size in MiB (each shared page divided among the processes that map it). */
const pssMiB = (pid) => {
  const kB = /^Pss:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1];
  if (kB === undefined) throw new Error(`no Pss in /proc/${pid}/smaps_rollup`);
  return Number(kB) / 1024;
};

/**
 * The embedded PostgreSQL's memory: its processes' summed PSS (/proc/<pid>/smaps_rollup), where shared_buffers and
 * the other shared memory every backend maps count once, divided among them. Where PSS cannot be read (a kernel
 * before 4.14, or no permission to read another user's maps), the summed RSS instead, which counts the shared pages
 * once per process that touched them: an overestimate. Undefined when the stack started no PostgreSQL.
 * @returns {{ mib: number, measure: 'PSS' | 'RSS', processes: number } | undefined}
 */
export function postgresMemory(stack) {
  const pids = postgresPids(stack);
  if (!pids.length) return undefined;
  /** Whether the process has exited (a zombie too: it has no memory left), e.g. a backend whose client left. */
  const gone = (pid) => {
    try {
      return statFields(pid)[0] === 'Z';
    } catch {
      return true;
    }
  };
  /** The sum of `read` over the processes; one that exited meanwhile is left out; undefined if any other read fails. */
  const sum = (read) => {
    let total = 0;
    for (const pid of pids) {
      try {
        total += read(pid);
      } catch {
        if (!gone(pid)) return undefined;
      }
    }
    return total;
  };
  const pss = sum(pssMiB);
  if (pss !== undefined) return { mib: pss, measure: 'PSS', processes: pids.length };
  return { mib: sum(rssMiB) ?? 0, measure: 'RSS', processes: pids.length };
}

/**
 * Resident memory in MiB (VmRSS) of every running child of the stack by name, copies of one service summed; the
 * embedded PostgreSQL's as postgresMemory() counts it (PSS where readable).
 */
export function residentMiB(stack) {
  const out = perProcess(stack, PROCESS_NAMES.filter((n) => n !== 'postgres'), rssMiB);
  const postgres = postgresMemory(stack);
  if (postgres) out.postgres = postgres.mib;
  return out;
}

/**
 * Read and write system calls (read, readv, write, writev… as /proc/<pid>/io's syscr and syscw count them) of every
 * running child of the stack by name: each SQL statement, NATS publish or HTTP answer is one write and at least one
 * read, so their count per booking is its round trips, and it does not depend on the machine's load as CPU time does.
 */
export function syscallCounts(stack) {
  return perProcess(
    stack,
    PROCESS_NAMES.filter((n) => n !== 'nats' && n !== 'postgres'),
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
