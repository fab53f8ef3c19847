// Types of schedule.mjs for TypeScript callers (its spec).
export function parseTimeOfDay(value: string): { hour: number; minute: number };
export function nextRunAfter(now: Date, time: { hour: number; minute: number }): Date;
