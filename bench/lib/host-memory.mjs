// How fast this machine hands a process fresh memory: the first write to newly mapped pages. On some virtual
// machines (a Firecracker guest whose host backs memory lazily and takes freed pages back) each first touch of a page
// costs microseconds, and everything a browser does that allocates (a renderer's heap, style, layout, garbage
// collection) is several times slower than the CPU's own speed, which Lighthouse's benchmarkIndex measures, suggests.
// Printed beside the load average so that Lighthouse figures from different machines can be told apart.

/** MiB per second written to freshly allocated memory (64 MiB, the best of three). */
export function firstTouchMiBPerSecond(mib = 64) {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    // alloc() zero-fills lazily (calloc of fresh pages): fill() is the first write to each page.
    const buffer = Buffer.alloc(mib * 1024 * 1024);
    const start = process.hrtime.bigint();
    buffer.fill(1);
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e9);
  }
  return Math.round(mib / best);
}
