import { describe, expect, it } from '@jest/globals';
import type { WorkboxPluginCallbackParam } from 'workbox-core/types';
import { streamScripts } from './stream-scripts';

type Param = WorkboxPluginCallbackParam['cachedResponseWillBeUsed'];
const use = (cachedResponse: Response | undefined) =>
  streamScripts.cachedResponseWillBeUsed!({ cachedResponse, cacheName: 'vetnow-precache-v2-v1', request: new Request('https://vetnow.lk/js/main.1234abcd.js') } as Param);

describe('scripts from the worker stream to the page (ADR 0095)', () => {
  it('answers a cached script as a response of its own, with the same status, headers and bytes', async () => {
    const cached = new Response('console.log("main")', {
      status: 200,
      statusText: 'OK',
      headers: { 'content-type': 'application/javascript; charset=utf-8', etag: 'W/"1"', 'x-request-id': 'abc' },
    });
    const answer = await use(cached);
    expect(answer).toBeInstanceOf(Response);
    expect(answer).not.toBe(cached);
    expect(answer!.status).toBe(200);
    expect(answer!.statusText).toBe('OK');
    expect(Object.fromEntries(answer!.headers)).toEqual(Object.fromEntries(cached.headers));
    expect(await answer!.text()).toBe('console.log("main")');
  });

  it('also for text/javascript', async () => {
    const cached = new Response('1', { headers: { 'content-type': 'text/javascript' } });
    expect(await use(cached)).not.toBe(cached);
  });

  it('leaves everything else as it is: a stylesheet, a font, a page, an answer without a type, no answer', async () => {
    for (const type of ['text/css', 'font/woff2', 'text/html; charset=utf-8', 'application/json', undefined]) {
      const cached = new Response('x', type ? { headers: { 'content-type': type } } : {});
      expect([type, await use(cached)]).toEqual([type, cached]);
    }
    expect(await use(undefined)).toBeUndefined();
  });
});
