/**
 * The typed client (ADR 0016): `createApiClient({ fetch, baseUrl }).call(API.booking.book, { body })` builds
 * the URL from the contract's path and params, sends JSON, and PARSES the answer with the contract's response
 * schema. A non-2xx answer throws ApiCallError with the server's code and message (or the code of the status
 * when the body is not an error answer); a success body that does not match throws code INVALID_RESPONSE.
 * Framework-free: the frontends' session wrapper (web-kit) adds the token, refresh and timeout.
 */
import { z } from '@vetnow/contracts/zod';
import { codeForStatus, isErrorCode, messageOfCode, type ErrorCode } from '../errors/index.js';
import type { FieldError } from '../errors.js';
import type { RouteBody, RouteContract, RouteParams, RouteQuery, RouteResponse } from './define-route.js';

/** The part of `fetch` the client uses (a real fetch, a test double, or a wrapper that adds a session). */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** Codes the client itself gives: the call never reached an answer, or the answer broke the contract. */
export type ClientErrorCode = 'INVALID_RESPONSE' | 'NETWORK_ERROR';

export class ApiCallError extends Error {
  override readonly name = 'ApiCallError';
  constructor(
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    readonly code: ErrorCode | ClientErrorCode | (string & {}),
    message: string,
    readonly errors?: FieldError[],
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isApiCallError(err: unknown): err is ApiCallError {
  return err instanceof ApiCallError;
}

/** Optional when the schema accepts undefined or has only optional fields. */
type Optional<K extends string, T> = undefined extends T ? { [P in K]?: T } : Record<never, never> extends T ? { [P in K]?: T } : { [P in K]: T };

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
}

export interface ApiClient {
  call<C extends RouteContract>(contract: C, ...input: Record<never, never> extends CallInput<C> ? [CallInput<C>?] : [CallInput<C>]): Promise<RouteResponse<C>>;
}

/** `/doctors/:id/slots` with `{id: 'a b'}` → `/doctors/a%20b/slots`. */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const v = params?.[name];
    if (v === undefined || v === null || v === '') throw new Error(`Missing path parameter :${name} for ${path}`);
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
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await response.text();
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The ApiCallError of a non-2xx answer. */
export async function errorFromResponse(response: Response): Promise<ApiCallError> {
  const fallback = codeForStatus(response.status);
  const json = await readJson(response).catch(() => ({ ok: false as const }));
  const parsed = json.ok ? errorBodySchema.safeParse(json.value) : undefined;
  const body: z.infer<typeof errorBodySchema> = parsed?.success ? parsed.data : {};
  const code = body.code && /^[A-Z][A-Z0-9_]*$/.test(body.code) ? body.code : fallback;
  const message = body.message?.trim() ? body.message : isErrorCode(code) ? messageOfCode(code) : messageOfCode(fallback);
  return new ApiCallError(response.status, code, message, body.errors);
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
      if (signal) init.signal = signal;
      let response: Response;
      try {
        response = await options.fetch(url, init);
      } catch (err) {
        if (signal?.aborted) throw err;
        throw new ApiCallError(0, 'NETWORK_ERROR', messageOfCode('SERVICE_UNAVAILABLE'), undefined, { cause: err });
      }
      if (!response.ok) throw await errorFromResponse(response);
      const json =
        response.status === 204
          ? { ok: true as const, value: undefined }
          : mediaType === 'application/json'
            ? await readJson(response)
            : { ok: true as const, value: await response.text() };
      const parsed = json.ok ? contract.response.safeParse(json.value) : undefined;
      if (!parsed?.success) {
        throw new ApiCallError(response.status, 'INVALID_RESPONSE', messageOfCode('INTERNAL'), undefined, {
          cause: parsed?.error,
        });
      }
      return parsed.data as RouteResponse<C>;
    },
  } as ApiClient;
}
