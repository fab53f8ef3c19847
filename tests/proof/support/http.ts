// A small HTTP client for the proof suites: every answer with its status, headers, raw text and parsed JSON.

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  readonly json: unknown;
  /**
   * True for a server-sent event stream (`text/event-stream`, the desk's live routes): such an answer never ends, so
   * only its status and headers were read and the request was then aborted (`text` is empty).
   */
  readonly streamed?: boolean;
}

export interface CallOptions {
  readonly method?: string;
  /** Bearer token; omitted: anonymous. */
  readonly token?: string;
  /** A raw Authorization header (wins over token). */
  readonly authorization?: string;
  /** A JSON value (serialized) or, with `rawBody`, the exact text sent. */
  readonly body?: unknown;
  readonly rawBody?: string;
  readonly headers?: Record<string, string>;
  readonly timeoutMs?: number;
}

export async function call(url: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.authorization !== undefined) headers['authorization'] = options.authorization;
  else if (options.token !== undefined) headers['authorization'] = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) {
    body = options.rawBody;
    headers['content-type'] ??= 'application/json';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const stop = new AbortController();
  const res = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body,
    redirect: 'manual',
    signal: AbortSignal.any([stop.signal, AbortSignal.timeout(options.timeoutMs ?? 15_000)]),
  });
  if (isEventStream(res.headers)) {
    // An open event stream: its status and headers are the whole answer the suites look at. Waiting for its body
    // would wait for ever, so the request is aborted (the server sees the connection close) and nothing is read.
    stop.abort();
    return { status: res.status, headers: res.headers, text: '', json: undefined, streamed: true };
  }
  const text = await res.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** Whether an answer is a server-sent event stream (`Content-Type: text/event-stream`, any parameters). */
export function isEventStream(headers: Headers): boolean {
  return /^text\/event-stream\b/i.test(headers.get('content-type') ?? '');
}

/** `METHOD url → status body` (body cut short), for failure messages. */
export function describeAnswer(method: string, url: string, a: Answer, sent?: unknown): string {
  const sentText = sent === undefined ? '' : ` with ${truncate(JSON.stringify(sent) ?? String(sent), 300)}`;
  return `${method} ${url}${sentText} → ${a.status} ${a.streamed ? '(an event stream, left unread)' : truncate(a.text, 300)}`;
}

export function truncate(s: string, max: number): string {
  return s.length > max ? `${s.slice(0, max)}…(${s.length} chars)` : s;
}

/** True when the answer is `{ message: <non-empty string>, … }`. */
export function hasReadableMessage(a: Answer): boolean {
  const m = (a.json as { message?: unknown } | undefined)?.message;
  return typeof m === 'string' && m.trim().length > 0;
}

/** Status of an answer that never came because the server closed the connection during an oversized upload. */
export const REFUSED_MID_UPLOAD = 0;

/**
 * Sends a body the server will refuse for its size. A server that answers 413 and closes the connection while
 * the client is still writing makes fetch fail with EPIPE before it reads the answer; node:http reads the early
 * answer, so the suite checks the real status and message instead of a broken pipe. When the server closes the
 * connection before its answer can be read, the result has status {@link REFUSED_MID_UPLOAD} (never a 5xx).
 */
export async function callOversized(url: string, options: CallOptions & { rawBody: string }): Promise<Answer> {
  const { request } = await import('node:http');
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/json',
    ...options.headers,
    'content-length': String(Buffer.byteLength(options.rawBody)),
  };
  if (options.token !== undefined) headers['authorization'] = `Bearer ${options.token}`;
  return new Promise<Answer>((resolve, reject) => {
    let answered = false;
    const req = request(url, { method: options.method ?? 'POST', headers }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        const h = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) h.set(k, Array.isArray(v) ? v.join(', ') : v);
        resolve({ status: res.statusCode ?? 0, headers: h, text, json });
      });
    });
    req.setTimeout(options.timeoutMs ?? 20_000, () => req.destroy(new Error('timed out')));
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (answered) return; // a broken pipe after the answer arrived is the server refusing the rest
      if (err.code === 'EPIPE' || err.code === 'ECONNRESET') {
        resolve({ status: REFUSED_MID_UPLOAD, headers: new Headers(), text: `connection closed mid-upload (${err.code})`, json: undefined });
      } else reject(err);
    });
    req.end(options.rawBody);
  });
}
