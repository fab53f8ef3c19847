// What a whole-stack test file leaves behind when it fails: the end of its stack's log (the services' warnings and
// errors, and the stack's own lines), printed before the data directory that holds it is deleted.
import { existsSync, readFileSync } from 'node:fs';

/** The failed tests and hooks of the running Jest test file so far (tools/jest/counts-failures.environment.js); 0 elsewhere. */
export function failedTestsSoFar() {
  return globalThis[Symbol.for('vetnow.jest.failures')] ?? 0;
}

/** Writes the last `lines` lines of a stack's log, framed with the stack's label; nothing when there is no log. */
export function printStackLogTail(logFile, { label, lines = 200, write = (text) => process.stderr.write(text) } = {}) {
  if (!existsSync(logFile)) return;
  const all = readFileSync(logFile, 'utf8').split('\n');
  if (all.at(-1) === '') all.pop();
  const tail = all.slice(-lines);
  const skipped = all.length - tail.length;
  write(
    `\n── [${label} stack] a test failed: the last ${tail.length} lines of its log${skipped ? ` (${skipped} before them left out)` : ''} ──\n` +
      `${tail.join('\n')}\n── end of the [${label} stack] log ──\n`,
  );
}
