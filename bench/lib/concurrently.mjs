// A fixed number of workers over a list: each takes the next item as soon as it is done with its own.

/** Calls `fn(item, index)` for every item, at most `concurrency` at a time; resolves once all are done. */
export async function forEachConcurrently(items, concurrency, fn) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i], i);
      }
    }),
  );
}
