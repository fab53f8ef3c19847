// A small HTTP client for the proof suites: every answer with its status, headers, raw text and parsed JSON.

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  readonly json: unknown;
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
  const res = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** `METHOD url → status body` (body cut short), for failure messages. */
export function describeAnswer(method: string, url: string, a: Answer, sent?: unknown): string {
  const sentText = sent === undefined ? '' : ` with ${truncate(JSON.stringify(sent) ?? String(sent), 300)}`;
  return `${method} ${url}${sentText} → ${a.status} ${truncate(a.text, 300)}`;
}

export function truncate(s: string, max: number): string {
  return s.length > max ? `${s.slice(0, max)}…(${s.length} chars)` : s;
}

/** True when the answer is `{ message: <non-empty string>, … }`. */
export function hasReadableMessage(a: Answer): boolean {
  const m = (a.json as { message?: unknown } | undefined)?.message;
  return typeof m === 'string' && m.trim().length > 0;
}

/** Polls `check` until it returns something other than undefined/false, or throws after `timeoutMs`. */
export async function eventually<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs = 15_000, everyMs = 250): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const v = await check();
      if (v !== undefined && v !== false) return v;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) {
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${last ? `: ${(last as Error).message}` : ''}`);
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
