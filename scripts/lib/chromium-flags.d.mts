// Types of chromium-flags.mjs for TypeScript callers (tests/e2e).
/** Flags that keep Chromium quiet and working in a container without a GPU or a sandbox. */
export const CHROMIUM_CONTAINER_ARGS: readonly string[];
