import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface Script {
  url: string;
  /** gzip -9 size of the body, as `npm run bench` (f) counts it. */
  gz: number;
}

/** Every script the page downloads from now on (gzip size of each body); call the answer to collect them. */
export function recordScripts(page: Page): () => Promise<Script[]> {
  const pending: Promise<Script | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: response.url(), gz: gzipSync(body, { level: 9 }).length }))
        .catch(() => null),
    );
  });
  return async () => (await Promise.all(pending)).filter((s): s is Script => s !== null);
}
