/**
 * The typed client (ADR 0016): `createApiClient({ fetch, baseUrl }).call(API.booking.book, { body })` builds
 * the URL from the contract's path and params, sends JSON, and PARSES the answer with the contract's response
 * schema. Every failure is one ApiError (status, code, message, kind): a non-2xx answer with the server's code
 * and message (or the code of the status when the body is not an error answer) and its whole body; a success
 * body that does not match, code INVALID_RESPONSE; no answer, code NETWORK_ERROR, or TIMEOUT when `timeoutMs`
 * passed first. A caller's abort goes through as it is. Framework-free: the frontends' session wrapper (web-kit)
 * adds the token and the refresh.
 */
import { z } from '@vetnow/contracts/zod';
import {
  codeForStatus,
  fieldErrorSchema,
  isErrorCode,
  messageOfCode,
  type ErrorCode,
  type FieldError,
} from '../errors/index.js';
import type { RouteBody, RouteContract, RouteParams, RouteQuery, RouteResponse } from './define-route.js';

/** The part of `fetch` the client uses (a real fetch, a test double, or a wrapper that adds a session). */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** Codes the client itself gives: the call never reached an answer, or the answer broke the contract. */
export type ClientErrorCode = 'INVALID_RESPONSE' | 'NETWORK_ERROR' | 'TIMEOUT';

/** `http`: an answer came (`status` is its HTTP status); `timeout` / `network`: none came (`status` 0). */
export type ApiErrorKind = 'http' | 'timeout' | 'network';

/** The failures of a call that got no answer, by kind: their code and plain English message. */
const NO_ANSWER = {
  timeout: { code: 'TIMEOUT', message: 'The request timed out. Please try again.' },
  network: { code: 'NETWORK_ERROR', message: 'Network error. Please check your connection.' },
} as const satisfies Record<Exclude<ApiErrorKind, 'http'>, { code: ClientErrorCode; message: string }>;

/**
 * The one error of a failed call. `message` is a plain English fallback; screens show the text of the server's
 * code (web-kit's errorText) and read the code with errorCodeOf.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** The whole answer of a failed call: its JSON, else its text (e.g. a proxy's page); undefined without one. */
  readonly body: unknown;

  constructor(
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    readonly code: ErrorCode | ClientErrorCode | (string & {}),
    message: string,
    readonly errors?: FieldError[],
    options: { kind?: ApiErrorKind; body?: unknown; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = options.kind ?? 'http';
    this.body = options.body;
  }

  /** A call that got no answer: TIMEOUT, or NETWORK_ERROR (offline, refused, cut off); status 0. */
  static noAnswer(kind: 'timeout' | 'network', cause?: unknown): ApiError {
    return new ApiError(0, NO_ANSWER[kind].code, NO_ANSWER[kind].message, undefined, { kind, cause });
  }
}

/** Optional when the schema accepts undefined or has only optional fields. */
type Optional<K extends string, T> = undefined extends T
  ? { [P in K]?: T }
  : Record<never, never> extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What a call takes: params/query/body as the contract's input types (required when the schema requires them). */
export type CallInput<C extends RouteContract> = Optional<'params', RouteParams<C>> &
  Optional<'query', RouteQuery<C>> &
  Optional<'body', RouteBody<C>> & {
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };

export interface ApiClientOptions {
  fetch: FetchLike;
  /** Prefix of every path, e.g. `/api` or `https://vetnow.lk/api`. */
  baseUrl: string;
  /** Gives a call up after this long (its answer's body read too), failing with TIMEOUT; none when left out. */
  timeoutMs?: number;
}

export interface ApiClient {
  call<C extends RouteContract>(
    contract: C,
    ...input: Record<never, never> extends CallInput<C> ? [CallInput<C>?] : [CallInput<C>]
  ): Promise<RouteResponse<C>>;
}

/** `/doctors/:id/slots` with `{id: 'a b'}` → `/doctors/a%20b/slots`. */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const v = params?.[name];
    if (v === undefined || v === null || v === '')
      throw new Error(`Missing path parameter :${name} for ${path}`);
    return encodeURIComponent(String(v));
  });
}

/** `{date: '2026-11-24', location: undefined}` → `?date=2026-11-24` (undefined, null and '' left out). */
export function buildQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}

// Lenient on purpose: a code this build does not know still reaches the caller.
const errorBodySchema = z.object({
  statusCode: z.number().optional(),
  code: z.string().optional(),
  message: z.string().optional(),
  // Each field error keeps its validation code (ADR 0075): the forms translate by it.
  errors: z.array(fieldErrorSchema).optional(),
});

/** A success's JSON (undefined when empty), or not ok when it is not JSON. */
function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** An answer's body: its JSON, else its text; undefined when empty. */
function parseOrText(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The ApiError of a non-2xx answer, with its whole body (e.g. the services of a 503 health document). */
function errorOfAnswer(status: number, text: string): ApiError {
  const body = parseOrText(text);
  const fallback = codeForStatus(status);
  const parsed = errorBodySchema.safeParse(body);
  const said: z.infer<typeof errorBodySchema> = parsed.success ? parsed.data : {};
  const code = said.code && /^[A-Z][A-Z0-9_]*$/.test(said.code) ? said.code : fallback;
  const message = said.message?.trim()
    ? said.message
    : isErrorCode(code)
      ? messageOfCode(code)
      : messageOfCode(fallback);
  return new ApiError(status, code, message, said.errors, { body });
}

/**
 * The signal a call is sent with: the caller's, aborted too once `timeoutMs` has passed (then `timedOut()`).
 * `done()` stops the clock.
 */
function deadline(caller: AbortSignal | undefined, timeoutMs: number | undefined) {
  if (timeoutMs === undefined) return { signal: caller, timedOut: () => false, done: () => {} };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abortFromCaller = () => controller.abort();
  if (caller?.aborted) controller.abort();
  caller?.addEventListener('abort', abortFromCaller);
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      caller?.removeEventListener('abort', abortFromCaller);
    },
  };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    async call<C extends RouteContract>(contract: C, input?: CallInput<C>): Promise<RouteResponse<C>> {
      const { params, query, body, headers, signal } = (input ?? {}) as unknown as {
        params?: Record<string, unknown>;
        query?: Record<string, unknown>;
        body?: unknown;
        headers?: Record<string, string>;
        signal?: AbortSignal;
      };
      const url = base + buildPath(contract.path, params) + buildQuery(query);
      const mediaType = contract.responseType ?? 'application/json';
      const init: RequestInit = { method: contract.method, headers: { accept: mediaType, ...headers } };
      if (body !== undefined) {
        init.body = JSON.stringify(body);
        (init.headers as Record<string, string>)['content-type'] = 'application/json';
      }
      const clock = deadline(signal, options.timeoutMs);
      if (clock.signal) init.signal = clock.signal;
      let response: Response;
      let text: string;
      try {
        try {
          response = await options.fetch(url, init);
        } catch (err) {
          if (clock.timedOut()) throw ApiError.noAnswer('timeout', err);
          if (signal?.aborted) throw err; // the caller cancelled: its AbortError goes through
          throw ApiError.noAnswer('network', err);
        }
        // Read before the clock stops: a body still streaming when the timeout passes is a timeout too. A body
        // cut off otherwise reads as none (an error answer then falls back to the code of its status).
        text = await response.text().catch((err: unknown) => {
          if (clock.timedOut()) throw ApiError.noAnswer('timeout', err);
          return '';
        });
      } finally {
        clock.done();
      }
      if (!response.ok) throw errorOfAnswer(response.status, text);
      const json =
        response.status === 204
          ? { ok: true as const, value: undefined }
          : mediaType === 'application/json'
            ? parseJson(text)
            : { ok: true as const, value: text };
      const parsed = json.ok ? contract.response.safeParse(json.value) : undefined;
      if (!parsed?.success) {
        throw new ApiError(response.status, 'INVALID_RESPONSE', messageOfCode('INTERNAL'), undefined, {
          cause: parsed?.error,
        });
      }
      return parsed.data as RouteResponse<C>;
    },
  } as ApiClient;
}
