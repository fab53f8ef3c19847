// The watchdog of orphan-guard.mjs: `node orphan-guard-process.mjs <graceMs>`, stdin a pipe from the guarded
// process with lines `+<pgid>` (guard this process group), `-<pgid>` (it ended) and `release` (exit, kill nothing).
// End of stdin without `release` means the guarded process is gone: SIGTERM every group still guarded, SIGKILL
// those still alive after the grace, exit.
import { createInterface } from 'node:readline';

const graceMs = Number(process.argv[2] ?? 20_000);
const groups = new Set();
let released = false;

const alive = (pgid) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
};
const signal = (pgid, sig) => {
  try {
    process.kill(-pgid, sig);
  } catch {
    // already gone
  }
};

const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  if (line === 'release') released = true;
  const pgid = Number(line.slice(1));
  if (!Number.isInteger(pgid) || pgid <= 1) return;
  if (line.startsWith('+')) groups.add(pgid);
  else if (line.startsWith('-')) groups.delete(pgid);
});
lines.on('close', async () => {
  if (released || groups.size === 0) process.exit(0);
  for (const pgid of groups) signal(pgid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline && [...groups].some(alive)) await new Promise((r) => setTimeout(r, 100));
  for (const pgid of groups) if (alive(pgid)) signal(pgid, 'SIGKILL');
  process.exit(0);
});
