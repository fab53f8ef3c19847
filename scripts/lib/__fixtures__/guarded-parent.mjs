/* global setInterval */
// A stand-in for a process that runs a stack (a Playwright or Jest run): starts the orphan guard and one detached
// child the way stack.mjs does, prints `{"child": <pid>, "watchdog": <pid>}` and waits to be killed.
//   node guarded-parent.mjs <graceMs> [stubborn] [release]
// stubborn: the child ignores SIGTERM (only the SIGKILL after the grace ends it). release: the guard is released
// at once (as `stop()` does after stopping the children itself).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { startOrphanGuard } from '../orphan-guard.mjs';

const [graceMs = '20000', ...flags] = process.argv.slice(2);
const guard = startOrphanGuard({ graceMs: Number(graceMs) });
const ignoreTerm = flags.includes('stubborn') ? "process.on('SIGTERM', () => {}); " : '';
const body = `${ignoreTerm}setInterval(() => {}, 1000); console.log('ready')`;
const child = spawn(process.execPath, ['-e', body], { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
guard.watch(child.pid);
await once(createInterface({ input: child.stdout }), 'line'); // its SIGTERM handler is in place
if (flags.includes('release')) guard.release();
process.stdout.write(`${JSON.stringify({ child: child.pid, watchdog: guard.pid })}\n`);
setInterval(() => {}, 1000);
