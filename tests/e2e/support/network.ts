import type { Browser, BrowserContext, Page, Request } from '@playwright/test';

// Live screens (the front desk's day sheet, the doctor's dashboard — ADR 0060) hold a server-sent event stream open for
// as long as they are shown, so Playwright's 'networkidle' never comes on them. The specs wait for `networkQuiet`
// instead: no request in flight for 500 ms, the open event streams left aside. Every context the worker's browser
// makes is tracked from its first request (trackContexts, an automatic worker fixture in support/test.ts).

/** A live stream: `GET /api/…/events` (the contracts' `text/event-stream` routes). */
const EVENT_STREAM = /\/api\/[^?]*\/events(\?|$)/;
const inflight = new WeakMap<BrowserContext, Set<Request>>();

function track(context: BrowserContext): void {
  const open = new Set<Request>();
  inflight.set(context, open);
  context.on('request', (r) => {
    if (!EVENT_STREAM.test(r.url())) open.add(r);
  });
  context.on('requestfinished', (r) => open.delete(r));
  context.on('requestfailed', (r) => open.delete(r));
}

/** Makes every context `browser` creates from now on tracked (called once per worker). */
export function trackContexts(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    track(context);
    return context;
  };
}

/**
 * Resolves once no request of the page's context (event streams aside) has been in flight for `quietMs`; a context the
 * worker did not track falls back to Playwright's 'networkidle'.
 */
export async function networkQuiet(page: Page, { quietMs = 500, timeoutMs = 30_000 } = {}): Promise<void> {
  await page.waitForLoadState('load');
  const open = inflight.get(page.context());
  if (!open) return page.waitForLoadState('networkidle');
  const deadline = Date.now() + timeoutMs;
  let quietSince = open.size === 0 ? Date.now() : 0;
  while (Date.now() < deadline) {
    if (open.size > 0) quietSince = 0;
    else if (quietSince === 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the network did not go quiet in ${timeoutMs} ms: ${[...open].map((r) => `${r.method()} ${r.url()}`).join(', ')}`);
}
