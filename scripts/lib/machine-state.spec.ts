import { describe, expect, it } from '@jest/globals';
import { cpuTimes, describeInterval, machineSnapshot, memory } from './machine-state.mjs';

/** The timing report's machine line (issue 37): what /proc says, read right. */
describe('machine state', () => {
  it('reads busy, idle (with iowait) and stolen jiffies from /proc/stat', () => {
    const stat = 'cpu  100 5 50 800 20 3 2 10 0 0\ncpu0 50 2 25 400 10 1 1 5 0 0\n';
    expect(cpuTimes(stat)).toEqual({ total: 990, idle: 820, steal: 10 });
  });

  it('reads MemAvailable and the swap in use, in MiB', () => {
    const meminfo = 'MemTotal: 8000000 kB\nMemAvailable: 2097152 kB\nSwapTotal: 1048576 kB\nSwapFree: 524288 kB\n';
    expect(memory(meminfo)).toEqual({ availableMiB: 2048, swapUsedMiB: 512 });
  });

  it('says how busy the CPU was between two snapshots, and what ran at the start', () => {
    const before = { cpu: { total: 1000, idle: 600, steal: 0 }, memory: { availableMiB: 4000, swapUsedMiB: 0 }, load: '1.00 0.50 0.20', processes: { node: 3, chromium: 0 } };
    const after = { cpu: { total: 2000, idle: 900, steal: 100 }, memory: { availableMiB: 3000, swapUsedMiB: 64 } };
    expect(describeInterval(before, after)).toBe(
      'CPU busy 70 %; stolen 10 %; load at start 1.00 0.50 0.20; 4000 MiB free, swap 0→64 MiB; running at start: 3 node',
    );
  });

  it('takes a snapshot of this machine', () => {
    const s = machineSnapshot();
    if (process.platform !== 'linux') return;
    expect(s.cpu?.total).toBeGreaterThan(0);
    expect(s.processes?.node).toBeGreaterThanOrEqual(1); // this test runs in node
  });
});
