// The frontends' Jest environment (ADR 0018): jsdom plus the Web APIs Node has and jsdom lacks — fetch,
// Request, Response, Headers, FormData, Blob, streams, TextEncoder, AbortController, BroadcastChannel — taken
// from Node together (mixing jsdom's AbortSignal with Node's fetch fails), so MSW's node server and the typed
// client run as in a browser. Resolution drops the 'browser' export condition for 'node': MSW's node entry and its
// interceptors are `browser: null` (the same choice as the jest-fixed-jsdom package).
// Not MessageChannel/MessagePort: React's scheduler posts its work through a MessageChannel when there is one, and
// a Node MessagePort with a listener keeps the worker alive after the tests ("Jest did not exit one second after
// the test run has completed" for a single file; "A worker process has failed to exit gracefully" in a full run).
// Without it the scheduler uses setTimeout, as in jsdom alone.
import JSDOMEnvironment from 'jest-environment-jsdom';

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'TextEncoderStream',
  'TextDecoderStream',
  'AbortController',
  'AbortSignal',
  'BroadcastChannel',
  'structuredClone',
  'URL',
  'URLSearchParams',
];

export default class WebTestEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }

  exportConditions() {
    const conditions = super.exportConditions().filter((c) => c !== 'browser');
    return conditions.includes('node') ? conditions : [...conditions, 'node'];
  }
}
