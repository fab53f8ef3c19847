import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from '@jest/globals';
import { eventually } from './eventually.mjs';

/** The stack's children outlive neither a clean stop nor a killed runner (issue 15: orphans of a stopped Playwright). */

const PARENT = fileURLToPath(new URL('./__fixtures__/guarded-parent.mjs', import.meta.url));
const started: number[] = [];
const parents: ChildProcess[] = [];

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Starts the stand-in parent; resolves with its pid, its child's and its watchdog's. */
async function startParent(graceMs: number, ...flags: string[]) {
  const parent = spawn(process.execPath, [PARENT, String(graceMs), ...flags], { stdio: ['ignore', 'pipe', 'inherit'] });
  parents.push(parent);
  const [line] = (await once(createInterface({ input: parent.stdout! }), 'line')) as [string];
  const { child, watchdog } = JSON.parse(line) as { child: number; watchdog: number };
  started.push(child, watchdog);
  return { parent, child, watchdog };
}

afterEach(() => {
  for (const p of parents.splice(0)) p.kill('SIGKILL');
  for (const pid of started.splice(0)) if (alive(pid)) process.kill(pid, 'SIGKILL');
});

describe('orphan guard', () => {
  it('kill -9 of the parent: its detached child is stopped (SIGTERM) and the watchdog exits', async () => {
    const { parent, child, watchdog } = await startParent(20_000);
    expect(alive(child)).toBe(true);
    parent.kill('SIGKILL');
    await eventually(() => expect(alive(child)).toBe(false), { timeoutMs: 10_000, description: 'the orphaned child gone' });
    await eventually(() => expect(alive(watchdog)).toBe(false), { timeoutMs: 10_000, description: 'the watchdog gone' });
  });

  it('a child that ignores SIGTERM is killed after the grace', async () => {
    const { parent, child } = await startParent(1_000, 'stubborn');
    parent.kill('SIGKILL');
    await eventually(() => expect(alive(child)).toBe(false), { timeoutMs: 10_000, description: 'the stubborn child gone' });
  });

  it('a released guard (the stack stopped its children itself) kills nothing when the parent goes', async () => {
    const { parent, child, watchdog } = await startParent(1_000, 'release');
    await eventually(() => expect(alive(watchdog)).toBe(false), { timeoutMs: 10_000, description: 'the released watchdog gone' });
    parent.kill('SIGKILL');
    await once(parent, 'exit');
    expect(alive(child)).toBe(true);
  });
});
