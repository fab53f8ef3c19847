import { describe, expect, it } from '@jest/globals';
import { eventually } from './eventually.mjs';

/** The one polling helper (issue 42): both ways of calling it, its failures, its giving up. */

const failureOf = (p: Promise<unknown>): Promise<Error> =>
  p.then(
    () => {
      throw new Error('expected a failure');
    },
    (err: unknown) => err as Error,
  );

describe('eventually(check, options): an assertion', () => {
  it('returns the value of the first attempt that does not throw', async () => {
    let calls = 0;
    const value = await eventually(
      () => {
        calls += 1;
        expect(calls).toBeGreaterThanOrEqual(3);
        return `done after ${calls}`;
      },
      { intervalMs: 1, timeoutMs: 5_000 },
    );
    expect(value).toBe('done after 3');
    expect(calls).toBe(3);
  });

  it('awaits an async check', async () => {
    let ready = false;
    let calls = 0;
    await eventually(
      async () => {
        calls += 1;
        if (calls === 2) ready = true;
        await Promise.resolve();
        expect(ready).toBe(true);
      },
      { intervalMs: 1 },
    );
    expect(calls).toBe(2);
  });

  it('accepts a falsy value: only a throw is "not yet"', async () => {
    await expect(eventually(() => false, { intervalMs: 1 })).resolves.toBe(false);
  });

  it('rethrows the last failure with the description once the time is up', async () => {
    let calls = 0;
    const started = Date.now();
    const failure = await failureOf(
      eventually(
        () => {
          calls += 1;
          throw new Error(`attempt ${calls} failed`);
        },
        { timeoutMs: 120, intervalMs: 10, description: 'the outbox row published' },
      ),
    );
    expect(failure).toBeInstanceOf(Error);
    expect(failure.message).toContain('eventually: the outbox row published did not hold within 120 ms');
    expect(failure.message).toContain(`attempt ${calls} failed`); // the last one, not the first
    expect(calls).toBeGreaterThan(1);
    expect((failure.cause as Error).message).toBe(`attempt ${calls} failed`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('keeps a failed expect()’s message', async () => {
    await expect(eventually(() => expect(1 + 1).toBe(3), { timeoutMs: 30, intervalMs: 5 })).rejects.toThrow(
      /Expected: 3[\s\S]*Received: 2/,
    );
  });
});

describe('eventually(what, check, timeoutMs, intervalMs): a value', () => {
  it('returns the first truthy answer; falsy answers and throws are "not yet"', async () => {
    const answers: unknown[] = [undefined, null, false, 0, ''];
    let calls = 0;
    const value = await eventually(
      'the sixth answer',
      () => {
        calls += 1;
        if (calls === 3) throw new Error('not reachable yet');
        return calls <= answers.length ? answers[calls - 1] : { id: calls };
      },
      5_000,
      1,
    );
    expect(value).toEqual({ id: 6 });
  });

  it('names what was awaited and the last value answered', async () => {
    const failure = await failureOf(
      eventually('the row published', async () => ({ published: false }).published, 40, 5),
    );
    expect(failure.message).toMatch(
      /^eventually: the row published did not hold within 40 ms \(\d+ attempts\); last failure:\n/,
    );
    expect(failure.message).toContain('the check answered false');
    expect(failure.cause).toBeUndefined();
  });

  it('names the last error, also when a falsy answer came after it', async () => {
    let calls = 0;
    const failure = await failureOf(
      eventually(
        'the consumer',
        () => {
          calls += 1;
          if (calls === 1) throw new Error('consumer not found');
          return undefined;
        },
        40,
        5,
      ),
    );
    expect(failure.message).toContain(
      'the check answered undefined; the last error before that: consumer not found',
    );
    expect((failure.cause as Error).message).toBe('consumer not found');
    const thrown = await failureOf(
      eventually(
        'the stream',
        () => {
          throw new Error('stream not found');
        },
        20,
        5,
      ),
    );
    expect(thrown.message).toMatch(/did not hold within 20 ms .*; last failure:\nstream not found$/);
  });

  it('takes the options as its third argument, and gives up when told', async () => {
    let calls = 0;
    let exited = false;
    const started = Date.now();
    const failure = await failureOf(
      eventually(
        'the server to answer',
        () => {
          calls += 1;
          if (calls === 2) exited = true;
          return false;
        },
        { timeoutMs: 10_000, intervalMs: 1, giveUp: () => exited },
      ),
    );
    expect(failure.message).toContain('eventually: the server to answer was given up after 2 attempts');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
