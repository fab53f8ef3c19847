/**
 * A screen's live updates (issue 39, server-sent events): `useEventStream(API.desk.daySheetEvents, { query, onEvent,
 * onReconnect })` keeps the route's `text/event-stream` open with the session's bearer token and hands every named
 * event to `onEvent`, its `data` parsed as JSON. The browser's EventSource cannot send an Authorization header, so the
 * stream is read with fetch (@microsoft/fetch-event-source), through the same address, token and renewal as apiCall:
 *
 * - `connecting` until the first open, and while reopening after the server ended the stream (it does when the
 *   token expires) or the tab was hidden; `live` while open; `offline` after a failure (no answer, a 5xx, nothing
 *   heard for 45 s although the server comments every 15 s) and after a refusal. A stream that ended or failed is
 *   opened again after 1, 2, 4 … s — from the server's `retry:` on, that and twice as long each time — at most 30 s.
 * - 401: the token is renewed with the refresh cookie (the kit's single-flight refresh) and the stream reopened at
 *   once; a 401 again right after a renewal, or a refresh the server refuses, ends the session as apiCall does
 *   (cleared, /login). 403: stopped, `offline`, never retried.
 * - `onReconnect` after every successful open that follows a lost one (an error, the server ending the stream, the
 *   tab hidden), so the screen refetches what it missed; not after the first open.
 * - Closed while the tab is hidden (reopened, and `onReconnect` called, when it is visible again), when `enabled` is
 *   false, and when the screen unmounts. A change of `query` opens a new stream (a first open again).
 */
import { useEffect, useRef, useState } from 'react';
import { fetchEventSource, type EventSourceMessage } from '@microsoft/fetch-event-source';
import { buildPath, buildQuery } from '@vetnow/contracts/api/client';
import type { RouteContract } from '@vetnow/contracts/api';
import { API_PREFIX, handleUnauthorized } from '@vetnow/web-kit/api';
import {
  mayRestoreSession,
  pendingRefresh,
  refreshAccessToken,
  tokenExpiresSoon,
} from '@vetnow/web-kit/session-refresh';
import { readToken } from '@vetnow/web-kit/session-store';

export type EventStreamStatus = 'connecting' | 'live' | 'offline';

/** One named event of the stream: `event: day-changed` → type, `data: {…}` → data (parsed JSON, else the text). */
export interface StreamEvent {
  type: string;
  data: unknown;
}

export interface EventStreamOptions {
  /** The route's query (e.g. `{ date }`), sent as the api client sends one (empty values left out). */
  query?: Record<string, string>;
  /** false: no stream (closed if open); status `offline`. Default true. */
  enabled?: boolean;
  onEvent: (event: StreamEvent) => void;
  /** After a reopen that followed a lost connection: refetch what may have changed meanwhile. */
  onReconnect?: () => void;
}

/** The first wait before reopening, until the server's `retry:` names its own. */
export const FIRST_RETRY_MS = 1_000;
/** The longest wait between two attempts. */
export const MAX_RETRY_MS = 30_000;
/** Nothing heard for this long (the server comments every 15 s): the connection is dead without having said so. */
export const SILENCE_LIMIT_MS = 45_000;
const EVENT_STREAM = 'text/event-stream';

/** The wait before attempt `failures + 1`: `baseMs`, then twice as long each time, at most MAX_RETRY_MS. */
export function retryDelay(failures: number, baseMs: number): number {
  return Math.min(MAX_RETRY_MS, baseMs * 2 ** Math.max(0, failures - 1));
}

/** The stream's address: the api client's prefix, the contract's path and the query built as it builds one. */
export function eventStreamUrl(contract: RouteContract, query?: Record<string, string>): string {
  return API_PREFIX + buildPath(contract.path, undefined) + buildQuery(query);
}

/** Not retried: a refusal (403), or a 401 that ended the session. */
class StreamRefused extends Error {}
/** The token was renewed: reopen at once. */
class ReopenNow extends Error {}
/** The server ended the stream: reopen after the usual wait. */
class StreamEnded extends Error {}

/** Runs a screen's callback; what it throws is reported (as an uncaught error) but never ends or reopens the stream. */
function safely(callback: () => void): void {
  try {
    callback();
  } catch (error) {
    setTimeout(() => {
      throw error;
    });
  }
}

function parseData(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** fetch with the session's current token (read at each attempt: a renewal in between is used), as apiCall sends. */
const withToken: typeof fetch = async (input, init) => {
  const current = readToken();
  if (current === null)
    await pendingRefresh(); // a reload is restoring the session: wait for its token
  else if (tokenExpiresSoon(current)) await refreshAccessToken();
  const headers = new Headers(init?.headers);
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else headers.delete('Authorization');
  return fetch(input, { ...init, headers, credentials: 'same-origin' });
};

interface Callbacks {
  setStatus: (status: EventStreamStatus) => void;
  onEvent: (event: StreamEvent) => void;
  onReconnect: () => void;
}

/**
 * Keeps `url` open while the page is visible, until `signal` aborts. Each reopen after a lost connection calls
 * onReconnect; a refusal stops it for good.
 */
function keepOpen(url: string, signal: AbortSignal, callbacks: Callbacks): void {
  let attempt: AbortController | null = null;
  let refused = false;
  /** Something may have happened that the stream did not tell (it was lost, or opened late). */
  let missed = false;
  let failures = 0;
  let baseMs = FIRST_RETRY_MS;
  let renewed = false;
  let silence: ReturnType<typeof setTimeout> | undefined;
  /** (Re)starts the wait for the next line; when it runs out, the stream is opened again. */
  const listen = () => {
    clearTimeout(silence);
    silence = setTimeout(() => {
      stop();
      missed = true;
      callbacks.setStatus('offline');
      start();
    }, SILENCE_LIMIT_MS);
  };

  const start = () => {
    const controller = new AbortController();
    attempt = controller;
    fetchEventSource(url, {
      signal: controller.signal,
      headers: { accept: EVENT_STREAM },
      fetch: withToken,
      openWhenHidden: true, // hiding is handled below: the library's own handling can open two streams at once
      async onopen(response) {
        if (response.status === 401) {
          void response.body?.cancel().catch(() => undefined);
          if (renewed || (readToken() === null && !mayRestoreSession())) throw endSession();
          const outcome = await refreshAccessToken();
          if (outcome.kind === 'signed-out') throw endSession();
          if (outcome.kind === 'unavailable') throw new Error('The session could not be renewed');
          renewed = true;
          throw new ReopenNow();
        }
        if (response.status === 403) throw new StreamRefused('Forbidden');
        if (!response.ok || !response.headers.get('content-type')?.startsWith(EVENT_STREAM)) {
          void response.body?.cancel().catch(() => undefined);
          throw new Error(`Unexpected answer ${response.status}`);
        }
        failures = 0;
        renewed = false;
        listen();
        callbacks.setStatus('live');
        if (missed) safely(callbacks.onReconnect);
        missed = false;
      },
      onmessage(message: EventSourceMessage) {
        listen();
        if (message.retry) baseMs = message.retry;
        // Comments (keep-alives) and a bare `retry:` come through as messages without a name.
        const { event, data } = message;
        if (event) safely(() => callbacks.onEvent({ type: event, data: parseData(data) }));
      },
      onclose() {
        throw new StreamEnded();
      },
      onerror(error: unknown) {
        clearTimeout(silence);
        if (error instanceof ReopenNow) return 0;
        missed = true;
        renewed = false;
        callbacks.setStatus(error instanceof StreamEnded ? 'connecting' : 'offline');
        if (error instanceof StreamRefused) throw error; // ends fetchEventSource: no retry
        failures += 1;
        return retryDelay(failures, baseMs);
      },
    }).catch(() => {
      // Only a refusal rejects (an abort resolves): this stream stays closed, hidden or visible.
      refused = true;
      if (attempt === controller) attempt = null;
    });
  };
  const endSession = () => {
    handleUnauthorized();
    return new StreamRefused('Unauthorized');
  };
  const stop = () => {
    clearTimeout(silence);
    attempt?.abort();
    attempt = null;
  };
  const onVisibility = () => {
    if (document.hidden) {
      if (!attempt) return;
      stop();
      missed = true;
      callbacks.setStatus('connecting');
    } else if (!attempt && !refused) start();
  };

  document.addEventListener('visibilitychange', onVisibility);
  signal.addEventListener('abort', () => {
    document.removeEventListener('visibilitychange', onVisibility);
    stop();
  });
  if (document.hidden)
    missed = true; // opened later: the screen's data may be old by then
  else start();
}

/**
 * The live stream of `contract` (a `text/event-stream` route) for the signed-in session — see the file's comment.
 * `onEvent` and `onReconnect` may change between renders; the latest are called.
 */
export function useEventStream<C extends RouteContract>(
  contract: C,
  options: EventStreamOptions,
): { status: EventStreamStatus } {
  const { query, enabled = true, onEvent, onReconnect } = options;
  const url = eventStreamUrl(contract, query);
  const key = enabled ? url : '';
  const latest = useRef({ onEvent, onReconnect });
  useEffect(() => {
    latest.current = { onEvent, onReconnect };
  }, [onEvent, onReconnect]);
  // The status of the stream `key` names; another (a new query, enabled changed) starts over.
  const [state, setState] = useState<{ key: string; status: EventStreamStatus }>({
    key,
    status: 'connecting',
  });

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    keepOpen(key, controller.signal, {
      setStatus: (status) => {
        if (!controller.signal.aborted) setState({ key, status });
      },
      onEvent: (event) => latest.current.onEvent(event),
      onReconnect: () => latest.current.onReconnect?.(),
    });
    return () => controller.abort();
  }, [key]);

  if (!enabled) return { status: 'offline' };
  return { status: state.key === key ? state.status : 'connecting' };
}
