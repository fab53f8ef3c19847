// Types of stats.mjs for TypeScript callers.
export function percentile(samples: readonly number[], p: number): number;
export function summarize(samples: readonly number[]): { count: number; mean: number; p50: number; p99: number; max: number };
export function round(value: number): number;
