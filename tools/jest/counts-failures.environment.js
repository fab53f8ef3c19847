// A Jest test environment that counts the test file's failed tests and hooks so far, for code that runs in its
// afterAll: scripts/lib/isolated-stack.mjs prints its stack's log (the services' warnings and errors) before deleting
// it when a test of the file failed — a whole-stack test that failed on CI otherwise leaves no service log behind.
//   testEnvironment: <absolute path of this file>
// The count is on the test's global object under Symbol.for('vetnow.jest.failures') (read by scripts/lib/stack-log.mjs).
import { TestEnvironment } from 'jest-environment-node';

export const FAILURES = Symbol.for('vetnow.jest.failures');

export default class CountsFailuresEnvironment extends TestEnvironment {
  /** @param {import('jest-circus').Event} event */
  handleTestEvent(event) {
    const failed = (event.name === 'test_done' && event.test.errors.length > 0) || event.name === 'hook_failure';
    if (failed) this.global[FAILURES] = (this.global[FAILURES] ?? 0) + 1;
  }
}
