import { afterEach, describe, expect, it, jest } from '@jest/globals';
import shareInTasksPlugin from './share-in-tasks-plugin';

type Hook = (args: { pkgName: string }) => Promise<{ pkgName: string }>;
const beforeLoadShare = () => shareInTasksPlugin().beforeLoadShare as unknown as Hook;

/** Drains the current task's microtasks (many more than the hook's own awaits). */
async function drainMicrotasks(): Promise<void> {
  for (let i = 0; i < 50; i++) await Promise.resolve();
}

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
});

describe('share-in-tasks runtime plugin', () => {
  it('hands each shared module on in a later task, unchanged', async () => {
    const args = { pkgName: 'react' };
    let settled: unknown;
    void beforeLoadShare()(args).then((value) => (settled = value));

    await drainMicrotasks();
    expect(settled).toBeUndefined();

    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(args);
  });

  it("yields with the browser's scheduler.yield where there is one", async () => {
    const yieldToBrowser = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldToBrowser };
    const args = { pkgName: 'i18next' };

    await expect(beforeLoadShare()(args)).resolves.toBe(args);
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });
});
