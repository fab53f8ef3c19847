// Latency statistics for the bench: nearest-rank percentiles over the measured samples (milliseconds).

/**
 * The p-th percentile (0 < p ≤ 100) by the nearest-rank method: the smallest sample such that at least p % of
 * the samples are ≤ it. Always one of the samples; NaN for no samples.
 * @param {readonly number[]} samples
 * @param {number} p
 */
export function percentile(samples, p) {
  if (!(p > 0 && p <= 100)) throw new RangeError(`percentile must be in (0, 100], got ${p}`);
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/**
 * count, mean, p50, p99 and max of samples.
 * @param {readonly number[]} samples
 */
export function summarize(samples) {
  const count = samples.length;
  const mean = count ? samples.reduce((a, b) => a + b, 0) / count : Number.NaN;
  return {
    count,
    mean,
    p50: percentile(samples, 50),
    p99: percentile(samples, 99),
    max: count ? Math.max(...samples) : Number.NaN,
  };
}

/** A figure rounded for the table and the JSON: 2 decimals below 10, 1 below 100, whole above. */
export function round(value) {
  if (!Number.isFinite(value)) return value;
  const abs = Math.abs(value);
  const digits = abs < 10 ? 2 : abs < 100 ? 1 : 0;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
