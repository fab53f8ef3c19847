// The machine around a test phase (issue 37): the same code took 612 s and 1154 s for the e2e phase in two fresh-clone
// runs, and 646 s alone. Each phase's report line says what the machine did meanwhile — CPU busy and stolen by the
// hypervisor (/proc/stat), the load, the memory left and swap used, and what was already running when it began
// (processes a previous phase may have left) — so that the next slow run says why. Linux only; elsewhere it is empty.
import { readdirSync, readFileSync } from 'node:fs';

/**
 * Processes worth counting at a phase's start: what the test stacks and browsers are made of. (A process's `comm` is
 * cut at 15 characters: Debian's chromium-headless-shell is `chromium-headle`.)
 */
const WATCHED = ['node', 'chromium', 'chromium-headle', 'chrome', 'headless_shell', 'postgres', 'nats-server'];

const read = (path) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

/** CPU jiffies since boot: all, idle (idle + iowait) and stolen. */
export function cpuTimes(stat = read('/proc/stat')) {
  const line = stat?.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return undefined;
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
  const total = user + nice + system + idle + iowait + irq + softirq + (steal ?? 0);
  return { total, idle: idle + iowait, steal: steal ?? 0 };
}

/** MemAvailable and swap in use, in MiB. */
export function memory(meminfo = read('/proc/meminfo')) {
  if (!meminfo) return undefined;
  const kib = (name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(meminfo)?.[1] ?? NaN);
  return { availableMiB: Math.round(kib('MemAvailable') / 1024), swapUsedMiB: Math.round((kib('SwapTotal') - kib('SwapFree')) / 1024) };
}

/** How many processes of each watched name are running. */
export function watchedProcesses() {
  const counts = Object.fromEntries(WATCHED.map((n) => [n, 0]));
  let pids;
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return counts;
  }
  for (const pid of pids) {
    const comm = read(`/proc/${pid}/comm`)?.trim();
    if (comm && comm in counts) counts[comm] += 1;
  }
  return counts;
}

/** A snapshot to compare with a later one. */
export function machineSnapshot() {
  return { cpu: cpuTimes(), memory: memory(), load: read('/proc/loadavg')?.split(' ').slice(0, 3).join(' '), processes: watchedProcesses() };
}

/** One line: what the machine did between `before` and `after` (CPU busy and stolen in %, the state at the start). */
export function describeInterval(before, after) {
  const parts = [];
  if (before.cpu && after.cpu && after.cpu.total > before.cpu.total) {
    const total = after.cpu.total - before.cpu.total;
    const busy = 1 - (after.cpu.idle - before.cpu.idle) / total;
    const steal = (after.cpu.steal - before.cpu.steal) / total;
    parts.push(`CPU busy ${Math.round(busy * 100)} %`, `stolen ${Math.round(steal * 100)} %`);
  }
  if (before.load) parts.push(`load at start ${before.load}`);
  if (before.memory) parts.push(`${before.memory.availableMiB} MiB free, swap ${before.memory.swapUsedMiB}→${after.memory?.swapUsedMiB ?? '?'} MiB`);
  const running = Object.entries(before.processes ?? {}).filter(([, n]) => n > 0).map(([name, n]) => `${n} ${name}`);
  if (running.length) parts.push(`running at start: ${running.join(', ')}`);
  return parts.join('; ');
}
