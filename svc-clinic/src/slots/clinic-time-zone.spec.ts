import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Proof that the slot grid, "today" and the availableTime filter do not depend on the server's time zone:
 * the suite in __fixtures__/clinic-time-zone.tz-fixture.ts boots the whole service in a CHILD process with
 * TZ=America/Los_Angeles (a process's zone cannot be switched for code already loaded) and checks Colombo
 * times against UTC instants there. This test passes only if that child run passes all of its tests.
 */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const JEST_BIN = join(REPO_ROOT, 'node_modules', 'jest', 'bin', 'jest.js');

function runChild(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [JEST_BIN, '--config', 'svc-clinic/jest.tz.config.js', '--runInBand', '--verbose', '--colors=false'],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, TZ: 'America/Los_Angeles', NODE_OPTIONS: '--experimental-vm-modules', FORCE_COLOR: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('clinic time under another server time zone', () => {
  it('the service run under TZ=America/Los_Angeles passes the Colombo-time suite', async () => {
    const { code, output } = await runChild();
    if (code !== 0) throw new Error(`time-zone child run failed (exit ${code}):\n${output.slice(-6000)}`);
    expect(output).toMatch(/really runs in Los Angeles/);
    expect(output).toMatch(/Tests:\s+5 passed, 5 total/);
  }, 120_000);
});
