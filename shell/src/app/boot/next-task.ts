/**
 * Resolves in a later task, so the browser can answer input and paint in between: Total Blocking Time counts only
 * what one task lasts past 50 ms. `scheduler.yield` (Chromium 129+) resumes ahead of other queued tasks; elsewhere
 * `setTimeout` (clamped to 4 ms when nested).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
