/** A `text/event-stream` read with fetch (undici), as a browser's reader would, for the specs. */
export interface ServerSentEvent {
  readonly event: string;
  readonly data: string;
}

export interface EventStreamReader {
  readonly status: number;
  readonly headers: Headers;
  /** Everything received so far. */
  text(): string;
  /** The named events received so far (complete blocks only). */
  events(name?: string): ServerSentEvent[];
  /** The comment lines received so far (without the leading colon and space). */
  comments(): string[];
  /** 'open' while it streams, 'ended' when the server ended it cleanly, 'failed' when the connection broke. */
  state(): 'open' | 'ended' | 'failed';
  /** Closes the stream from the client side (as a closed tab does). */
  close(): void;
}

/** Blocks of a stream, split at blank lines: each block's lines. */
function blocks(text: string): string[][] {
  const complete = text.slice(0, text.lastIndexOf('\n\n') + 2);
  return complete
    .split('\n\n')
    .filter((b) => b.length > 0)
    .map((b) => b.split('\n'));
}

export async function openEventStream(url: string, authorization?: string): Promise<EventStreamReader> {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...(authorization ? { authorization } : {}) },
    signal: abort.signal,
  });
  let received = '';
  let state: 'open' | 'ended' | 'failed' = 'open';
  void (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) received += decoder.decode(chunk, { stream: true });
      state = 'ended';
    } catch {
      state = 'failed';
    }
  })();
  return {
    status: res.status,
    headers: res.headers,
    text: () => received,
    events: (name) =>
      blocks(received)
        .map((lines) => ({
          event: lines.find((l) => l.startsWith('event: '))?.slice(7) ?? '',
          data: lines
            .filter((l) => l.startsWith('data: '))
            .map((l) => l.slice(6))
            .join('\n'),
        }))
        .filter((e) => e.event !== '' && (name === undefined || e.event === name)),
    comments: () =>
      blocks(received)
        .flat()
        .filter((l) => l.startsWith(':'))
        .map((l) => l.replace(/^: ?/, '')),
    state: () => state,
    close: () => abort.abort(),
  };
}
