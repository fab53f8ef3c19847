import type { WorkboxPlugin } from 'workbox-core/types';

/**
 * A Workbox plugin (ADR 0095): a script the worker answers from Cache Storage goes to the page as a new response over
 * the same body, not as the cached entry itself. Chromium keeps a code cache beside a Cache Storage entry and, when
 * the entry itself answers a repeat visit, reads it on the main thread before the script runs: 340–500 ms on
 * /doctors on this machine, with main.js, react-dom and zod each one long task, since the compile hint (ADR 0089)
 * puts every function into that cache. A response that is not the entry itself has none, so the page streams the
 * script and compiles it on a background thread, as on a first visit. Anything else passes unchanged.
 */
export const streamScripts: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse && isScript(cachedResponse) ? overSameBody(cachedResponse) : cachedResponse,
};

function isScript(response: Response): boolean {
  return /^(?:text|application)\/javascript\b/i.test(response.headers.get('content-type') ?? '');
}

/** The same status, headers and bytes, as a response of its own (the body is streamed, not copied). */
function overSameBody(response: Response): Response {
  const { status, statusText, headers } = response;
  return new Response(response.body, { status, statusText, headers });
}
