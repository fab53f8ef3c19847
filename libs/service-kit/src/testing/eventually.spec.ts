import { eventually, eventuallyTrue } from './eventually.js';

describe('eventually()', () => {
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

  it('rethrows the last failure with the description once the time is up', async () => {
    let calls = 0;
    const started = Date.now();
    const failure = await eventually(
      () => {
        calls += 1;
        throw new Error(`attempt ${calls} failed`);
      },
      { timeoutMs: 120, intervalMs: 10, description: 'the outbox row published' },
    ).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(failure).toBeInstanceOf(Error);
    const message = (failure as Error).message;
    expect(message).toContain('the outbox row published did not hold within 120 ms');
    expect(message).toContain(`attempt ${calls} failed`); // the last one, not the first
    expect(calls).toBeGreaterThan(1);
    expect(((failure as Error).cause as Error).message).toBe(`attempt ${calls} failed`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('keeps a failed expect()’s message', async () => {
    await expect(eventually(() => expect(1 + 1).toBe(3), { timeoutMs: 30, intervalMs: 5 })).rejects.toThrow(
      /Expected: 3[\s\S]*Received: 2/,
    );
  });

  it('eventuallyTrue polls a boolean check', async () => {
    let n = 0;
    await eventuallyTrue(() => ++n === 4, { intervalMs: 1 });
    expect(n).toBe(4);
    await expect(eventuallyTrue(() => false, { timeoutMs: 20, intervalMs: 5, description: 'never' })).rejects.toThrow(
      /never did not hold within 20 ms[\s\S]*never is still false/,
    );
  });
});
