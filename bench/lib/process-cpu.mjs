// CPU each process of a stack has used, read from /proc/<pid>/stat (user + system time, clock ticks of 1/100 s on
// Linux): what process.cpuUsage() would report from inside each one, read from outside so no service needs an
// endpoint for it. Used by (b) (CPU per booking, one at a time) and (r) (CPU per booking under load).
import { readFileSync } from 'node:fs';

export const CLOCK_TICK_MS = 10;

/** Clock ticks (user + system) of every running child of the stack by name, copies of one service summed. */
export function cpuTicks(stack) {
  const names = ['gateway', 'nats', ...['auth', 'clinic', 'booking', 'payments', 'notify'].flatMap((s) => stack.copyNames(s))];
  const out = {};
  for (const name of names) {
    const pid = stack.pid(name);
    if (!pid) continue;
    const key = name.replace(/-\d+$/, '');
    try {
      // Fields after the ")" of the command name: state is the 1st, utime the 12th, stime the 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      out[key] = (out[key] ?? 0) + Number(fields[11]) + Number(fields[12]);
    } catch {
      /* exited */
    }
  }
  return out;
}

/** CPU milliseconds per unit of work of each process between two cpuTicks() readings. */
export function cpuMsPer(before, after, units) {
  const out = {};
  for (const [name, ticks] of Object.entries(after)) out[name] = Math.round((((ticks - (before[name] ?? 0)) * CLOCK_TICK_MS) / Math.max(1, units)) * 100) / 100;
  return out;
}
