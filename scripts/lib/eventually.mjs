// The one polling helper (issue 42) of the stack scripts, the bench and every test (the services' and the kits'
// specs through `@vetnow/service-kit/testing`, which re-exports it typed; tests/*; bench/): instead of sleeping a
// fixed time and then asserting, the caller states what must become true and it is polled, at an interval, until a
// deadline; a failure names what was awaited and the last error or the last value the check answered. A "not yet"
// is written the same way: the check observes the state that shows the thing has not happened (an outbox row still
// unpublished after the relay's pass, an inbox without the event) instead of waiting a while.
//
// Two ways to call it, one loop:
//   eventually(check, { timeoutMs, intervalMs, description, giveUp })  check is an assertion: done once it returns
//                                                                       without throwing; its value is returned.
//   eventually(what, check, timeoutMs?, intervalMs?)                    check answers the value, or something falsy
//   eventually(what, check, { timeoutMs, intervalMs, giveUp })          (undefined, null, false, 0, '') while not
//                                                                       yet; a throw is a "not yet" too.
import { inspect } from 'node:util';

/** How long a check may keep failing unless the caller says otherwise. */
export const DEFAULT_TIMEOUT_MS = 10_000;
/** The pause between two attempts unless the caller says otherwise. */
export const DEFAULT_INTERVAL_MS = 50;

/**
 * @typedef {object} EventuallyOptions
 * @property {number} [timeoutMs] how long the check may keep failing (default 10 s)
 * @property {number} [intervalMs] pause between attempts (default 50 ms)
 * @property {string} [description] what is awaited, in words (the first argument of the value form)
 * @property {() => boolean | undefined} [giveUp] asked before each attempt: true stops at once with the same kind of
 *   failure (what is awaited can no longer come, e.g. the process that should answer has exited)
 */

/**
 * Runs `check` until it holds, and returns its value; after `timeoutMs` (or once `giveUp()` is true) throws an
 * Error naming what was awaited, the number of attempts and the last failure (the thrown error, also as `cause`, or
 * the last value answered).
 * @template T
 * @param {string | (() => T | Promise<T>)} first the description (value form) or the check (assertion form)
 * @param {(() => T | Promise<T>) | EventuallyOptions} [second] the check (value form) or the options
 * @param {number | EventuallyOptions} [third] the timeout or the options (value form)
 * @param {number} [fourth] the interval (value form)
 * @returns {Promise<T>}
 */
export async function eventually(first, second, third, fourth) {
  const valueForm = typeof first === 'string';
  const check = /** @type {() => T | Promise<T>} */ (valueForm ? second : first);
  /** @type {EventuallyOptions} */
  const options = valueForm
    ? typeof third === 'object' && third !== null
      ? third
      : { timeoutMs: /** @type {number | undefined} */ (third), intervalMs: fourth }
    : (/** @type {EventuallyOptions | undefined} */ (second) ?? {});
  const { timeoutMs = DEFAULT_TIMEOUT_MS, intervalMs = DEFAULT_INTERVAL_MS, giveUp } = options;
  const description = valueForm ? first : (options.description ?? 'the condition');
  const deadline = Date.now() + timeoutMs;
  let attempts = 0;
  /** @type {{ error: unknown } | { value: unknown } | undefined} */
  let last;
  /** @type {{ error: unknown } | undefined} */
  let lastError;
  for (;;) {
    if (giveUp?.()) throw failure(`${description} was given up after ${attempts} attempts`, last, lastError);
    attempts += 1;
    try {
      const value = await check();
      if (!valueForm || value) return value;
      last = { value };
    } catch (error) {
      last = lastError = { error };
    }
    if (Date.now() + intervalMs > deadline) {
      throw failure(
        `${description} did not hold within ${timeoutMs} ms (${attempts} attempts)`,
        last,
        lastError,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * The Error thrown: `eventually: <what happened>; last failure:\n<the last error's message, or the last value>`,
 * with the last error as `cause` (and its stack under the message when the last attempt threw).
 * @param {string} what
 * @param {{ error: unknown } | { value: unknown } | undefined} last
 * @param {{ error: unknown } | undefined} lastError
 */
function failure(what, last, lastError) {
  const messageOf = (/** @type {unknown} */ err) => (err instanceof Error ? err.message : String(err));
  let detail = 'none (no attempt was made)';
  if (last && 'error' in last) detail = messageOf(last.error);
  else if (last) {
    detail = `the check answered ${inspect(last.value, { depth: 2, maxArrayLength: 10, maxStringLength: 500, breakLength: Infinity })}`;
    if (lastError) detail += `; the last error before that: ${messageOf(lastError.error)}`;
  }
  const cause = lastError?.error;
  const err = new Error(
    `eventually: ${what}; last failure:\n${detail}`,
    cause === undefined ? undefined : { cause },
  );
  if (last && 'error' in last && cause instanceof Error && cause.stack)
    err.stack = `${err.message}\n${cause.stack.split('\n').slice(1).join('\n')}`;
  return err;
}
