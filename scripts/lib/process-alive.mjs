// Whether a process runs: the one answer the runner, the build lock, the embedded PostgreSQL and the backup share.
import { readFileSync } from 'node:fs';

/**
 * Whether process `pid` exists and is not a zombie (a killed process its parent has not reaped yet still answers
 * signal 0). Another user's process (EPERM) counts as running. Where there is no /proc, existence alone decides.
 * @param {number} pid
 */
export function isAlive(pid) {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if (err.code !== 'EPERM') return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return process.platform !== 'linux';
  }
}
