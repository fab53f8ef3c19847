/**
 * A fake server for the live streams (`useEventStream`, issue 39) in tests: `fakeEventStreams()` answers every fetch
 * of a `text/event-stream` route of the contracts with a ReadableStream the test writes to (`send`, `sendEvent`, `end`)
 * and errors it when the client aborts, as a browser does; any other fetch goes on to the kit's MSW server. Install
 * it in a test (after the MSW server listens) and `restore()` it after:
 *
 *     let live: FakeEventStreams;
 *     beforeEach(() => (live = fakeEventStreams()));
 *     afterEach(() => live.restore());
 *     …
 *     act(() => live.streams[0]!.sendEvent('day-changed', { date: '2026-11-25', at: '2026-11-25T04:30:00.000Z' }));
 */
import { ROUTE_CONTRACTS } from '@vetnow/contracts/api';

export interface FakeEventStreamRequest {
  /** As fetched: `/api/desk/day-sheet/events?date=2026-11-25`. */
  url: string;
  authorization: string | null;
  accept: string | null;
  signal: AbortSignal;
}

export interface FakeEventStream {
  /** Writes raw text (`retry: 3000\n\n`, `: keep-alive\n\n`, part of an event…). */
  send(text: string): void;
  /** Writes one named event with `data` as JSON. */
  sendEvent(type: string, data: unknown): void;
  /** The server ends the stream cleanly. */
  end(): void;
}

/** What the fake answers to stream request number n (1-based). */
export type FakeEventStreamReply = 'stream' | Response | Error;

export interface FakeEventStreams {
  /** Every stream request, in order. */
  readonly requests: FakeEventStreamRequest[];
  /** The streams answered with 'stream', in order. */
  readonly streams: FakeEventStream[];
  /** Decides each answer: an open stream (the default), a Response (401, 403…), or an Error (no answer). */
  reply: (n: number) => FakeEventStreamReply;
  /** Puts the fetch it replaced back. */
  restore(): void;
}

/** The stream routes' paths as fetched (none has a path parameter). */
const STREAM_PATHS = ROUTE_CONTRACTS.filter((contract) => contract.responseType === 'text/event-stream').map(
  (contract) => `/api${contract.path}`,
);

function isStreamUrl(url: string): boolean {
  const path = new URL(url, 'http://localhost').pathname;
  return STREAM_PATHS.includes(path);
}

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

export function fakeEventStreams(): FakeEventStreams {
  const replaced = globalThis.fetch;
  const encoder = new TextEncoder();
  const fake: FakeEventStreams = {
    requests: [],
    streams: [],
    reply: () => 'stream',
    restore: () => {
      globalThis.fetch = replaced;
    },
  };
  globalThis.fetch = async (input, init) => {
    const url = urlOf(input);
    if (!isStreamUrl(url)) return replaced(input, init);
    const headers = new Headers(init?.headers);
    const signal = init?.signal ?? new AbortController().signal;
    fake.requests.push({
      url,
      authorization: headers.get('authorization'),
      accept: headers.get('accept'),
      signal,
    });
    const answer = fake.reply(fake.requests.length);
    if (answer instanceof Error) throw answer;
    if (answer instanceof Response) return answer;
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    signal.addEventListener('abort', () => {
      try {
        controller.error(new DOMException('The operation was aborted.', 'AbortError'));
      } catch {
        // already ended
      }
    });
    const send = (text: string) => controller.enqueue(encoder.encode(text));
    fake.streams.push({
      send,
      sendEvent: (type, data) => send(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`),
      end: () => controller.close(),
    });
    return new Response(body, {
      status: 200,
      headers: { 'content-type': 'text/event-stream; charset=utf-8' },
    });
  };
  return fake;
}
