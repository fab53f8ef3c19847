import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { failedTestsSoFar, printStackLogTail } from './stack-log.mjs';

/** A whole-stack test file that failed prints the end of its stack's log before the log is deleted. */

describe('printStackLogTail', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vetnow-stack-log-spec-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the last lines, framed with the label, and says how many it left out', () => {
    const logFile = join(dir, 'stack.log');
    writeFileSync(logFile, Array.from({ length: 5 }, (_, i) => `booking  │ line ${i + 1}`).join('\n') + '\n');
    let out = '';
    printStackLogTail(logFile, { label: 'calflow', lines: 2, write: (text) => (out += text) });
    expect(out).toContain('[calflow stack] a test failed: the last 2 lines of its log (3 before them left out)');
    expect(out).toContain('booking  │ line 4\nbooking  │ line 5\n── end of the [calflow stack] log');
    expect(out).not.toContain('line 3');

    out = '';
    printStackLogTail(logFile, { label: 'calflow', write: (text) => (out += text) });
    expect(out).toContain('the last 5 lines of its log ──');
  });

  it('writes nothing when the stack never wrote its log', () => {
    let out = '';
    printStackLogTail(join(dir, 'missing.log'), { label: 'x', write: (text) => (out += text) });
    expect(out).toBe('');
  });
});

describe('the failure count of tools/jest/counts-failures.environment.js', () => {
  it('counts failed tests and failed hooks, not passing tests', async () => {
    const { default: Environment, FAILURES } = await import('../../tools/jest/counts-failures.environment.js');
    const environment = new Environment(
      { globalConfig: {}, projectConfig: { testEnvironmentOptions: {}, globals: {}, customExportConditions: [] } },
      { console, docblockPragmas: {}, testPath: __filename },
    );
    const test = (errors: unknown[]) => ({ name: 'test_done', test: { errors } });
    environment.handleTestEvent(test([]));
    expect(environment.global[FAILURES]).toBeUndefined();
    environment.handleTestEvent(test([new Error('expected 409, got 500')]));
    environment.handleTestEvent({ name: 'hook_failure' });
    expect(environment.global[FAILURES]).toBe(2);
    await environment.teardown();
  });

  it('is read where the stack is cleaned up: 0 outside that environment', () => {
    // This project runs in the plain node environment.
    expect(failedTestsSoFar()).toBe(0);
  });
});
