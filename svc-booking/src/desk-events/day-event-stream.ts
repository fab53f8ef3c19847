import type { OutgoingHttpHeaders } from 'node:http';
import { DAY_CHANGED_EVENT, type DayChangedEvent } from '@vetnow/contracts/front-desk';
import type { FastifyReply } from 'fastify';

/** What the browser waits before it reconnects (the stream's first line, `retry:`). */
export const RECONNECT_MS = 3000;
/** A client that reads nothing while this much is queued for it is dropped (it reconnects and refetches). */
const MAX_QUEUED_BYTES = 64 * 1024;

export const EVENT_STREAM_HEADERS: OutgoingHttpHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  // nginx and the like: pass each event on at once instead of buffering the answer.
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
};

export interface DayEventStreamOptions {
  readonly date: string;
  readonly heartbeatMs: number;
  readonly debounceMs: number;
  /** When the caller's access token expires (ms since the epoch): the stream ends then, the client comes back with a new one. */
  readonly expiresAt?: number;
  readonly now?: () => Date;
}

/**
 * One live stream (`text/event-stream`) on a hijacked Fastify reply: `retry:` and a comment first, then
 * `event: day-changed` with `{"date","at"}` after each change of the day (changes within `debounceMs` make one), a
 * comment every `heartbeatMs`. Ends when the client goes, when its token expires, or when `end()` is called
 * (shutdown); `onClosed` runs once, whichever it was.
 */
export class DayEventStream {
  private heartbeat?: NodeJS.Timeout;
  private pending?: NodeJS.Timeout;
  private closed = false;
  private readonly now: () => Date;

  constructor(
    private readonly reply: FastifyReply,
    private readonly options: DayEventStreamOptions,
    private readonly onClosed: (stream: DayEventStream) => void,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** Takes the reply over from Fastify and Nest and sends the stream's head; false when the client is gone already. */
  start(): boolean {
    const { reply } = this;
    const raw = reply.raw;
    reply.hijack();
    if (raw.destroyed) {
      this.closed = true;
      return false;
    }
    // The headers hooks and the route set so far (x-request-id, …), then the stream's own.
    raw.writeHead(200, { ...withoutLength(reply.getHeaders()), ...EVENT_STREAM_HEADERS });
    raw.on('close', () => this.dispose());
    raw.on('error', () => this.dispose());
    this.write(`retry: ${RECONNECT_MS}\n: day ${this.options.date}\n\n`);
    this.heartbeat = setInterval(() => this.beat(), this.options.heartbeatMs);
    this.heartbeat.unref();
    return true;
  }

  /** Something of the day changed: one `day-changed` once the debounce is over. */
  changed(): void {
    if (this.closed || this.pending) return;
    if (this.options.debounceMs <= 0) return this.sendChanged();
    this.pending = setTimeout(() => {
      this.pending = undefined;
      this.sendChanged();
    }, this.options.debounceMs);
    this.pending.unref();
  }

  /** Ends the stream cleanly (shutdown, an expired token); the client reconnects after `retry`. */
  end(): void {
    if (this.closed) return;
    this.dispose();
    this.reply.raw.end();
  }

  private sendChanged(): void {
    const event: DayChangedEvent = { date: this.options.date, at: this.now().toISOString() };
    this.write(`event: ${DAY_CHANGED_EVENT}\ndata: ${JSON.stringify(event)}\n\n`);
  }

  private beat(): void {
    if (this.options.expiresAt !== undefined && this.now().getTime() >= this.options.expiresAt) return this.end();
    this.write(': keep-alive\n\n');
  }

  private write(chunk: string): void {
    if (this.closed) return;
    const raw = this.reply.raw;
    if (raw.writableLength > MAX_QUEUED_BYTES) return this.end();
    raw.write(chunk);
  }

  private dispose(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.pending);
    this.onClosed(this);
  }
}

function withoutLength(headers: Record<string, string | number | string[] | undefined>): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && name !== 'content-length') out[name] = value;
  return out;
}
