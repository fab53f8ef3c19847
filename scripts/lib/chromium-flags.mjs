// The Chromium switches the e2e run (tests/e2e/support/browser.ts) and the bench (bench/lib/web-measures.mjs) both
// launch the system Chromium with: one list, so a flag this machine needs is not fixed in one of them only.

/** Flags that keep Chromium quiet and working in a container without a GPU or a sandbox (STACK-NOTES). */
export const CHROMIUM_CONTAINER_ARGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);
