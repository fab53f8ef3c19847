/**
 * The frontends' fake API for tests (ADR 0018): MSW handlers BUILT FROM THE CONTRACTS. `handlerFor(API.x, resolve)`
 * answers the contract's method and `/api` path; the request's params, query and body are checked with the
 * contract's schemas first (a request the real service would refuse gets the same 400 VALIDATION_FAILED), and
 * every call is recorded in `apiCalls`. The MSW server itself is started, reset and closed by ./jest-setup.
 */
import { ERROR_CODES, type ErrorCode } from '@vetnow/contracts/errors';
import type { RouteContract, RouteResponse } from '@vetnow/contracts/api';
import { delay, http, HttpResponse, type HttpHandler, type HttpResponseResolver } from 'msw';
import { setupServer } from 'msw/node';
// The frontends' English for each validation code (the contracts' spec keeps it equal to the services' answer texts).
import validationTexts from '../i18n/validation.en.json' with { type: 'json' };

/** The one MSW server of a test file (listening between beforeAll and afterAll, see ./jest-setup). */
export const server = setupServer();

/** The requests no handler answered since they were last taken (MSW answered each with a network error). */
const unanswered: string[] = [];
server.events.on('request:unhandled', ({ request }) => {
  unanswered.push(`${request.method} ${new URL(request.url).pathname}`);
});

/** The requests no handler answered since the last call, each once (./jest-setup fails the test with them). */
export function takeUnansweredRequests(): string[] {
  return [...new Set(unanswered.splice(0))];
}

export interface RecordedCall {
  /** The contract's name, e.g. `booking.book`. */
  route: string;
  method: string;
  /** Path under /api with the query string, e.g. `/doctors?location=Colombo`. */
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  headers: Headers;
}

/** Every call a contract handler answered since the test began (cleared after each test). */
export const apiCalls: RecordedCall[] = [];

/** The recorded calls of one contract. */
export function callsTo(contract: RouteContract): RecordedCall[] {
  return apiCalls.filter((call) => call.route === contract.name);
}

/** An error answer as the services give it: `{ statusCode, code, message, errors? }` with the code's status. */
export function errorReply(
  code: ErrorCode,
  overrides: { message?: string; status?: number; errors?: Array<{ path: string; code?: string; message: string }> } = {},
): Response {
  const status = overrides.status ?? ERROR_CODES[code].status;
  // A validation failure's message is its first field's, as the services answer it.
  const message = overrides.message ?? overrides.errors?.[0]?.message ?? ERROR_CODES[code].message;
  const body = { statusCode: status, code, message, ...(overrides.errors ? { errors: overrides.errors } : {}) };
  return HttpResponse.json(body, { status });
}

export interface ResolverInput {
  params: Record<string, string>;
  query: Record<string, string>;
  /** The body after the contract's schema (its output), or undefined when the route takes none. */
  body: unknown;
  request: Request;
  /** 1 for the first call of this handler in the test, 2 for the next… */
  callNumber: number;
}

/** What a resolver gives back: the success body (sent with the contract's success status) or a Response. */
export type Resolver<C extends RouteContract> = (
  input: ResolverInput,
) => RouteResponse<C> | Response | Promise<RouteResponse<C> | Response>;

/** The English text of a validation code (`registration.usernameMin`), or undefined for any other message. */
function englishOf(message: string): string | undefined {
  const [group, key] = message.split('.');
  const texts = (validationTexts as Record<string, Record<string, string> | undefined>)[group ?? ''];
  return key === undefined ? undefined : texts?.[key];
}

/** A failed check's field errors as the services answer them: the code beside its English text (service-kit error-messages.ts). */
function issuesOf(error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> }) {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const english = englishOf(issue.message);
    return english === undefined ? { path, message: issue.message } : { path, code: issue.message, message: english };
  });
}

/**
 * A handler answering `contract` with `resolve` (a fixed body, or a function of the request). The body a resolver
 * returns is sent as it is: the client under test parses it with the contract's response schema.
 */
export function handlerFor<C extends RouteContract>(
  contract: C,
  resolve: Resolver<C> | RouteResponse<C> | Response,
  options: { once?: boolean } = {},
): HttpHandler {
  const method = contract.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  let calls = 0;
  const resolver = async ({ request, params: rawParams }: { request: Request; params: Record<string, unknown> }): Promise<Response> => {
    const url = new URL(request.url);
    const params = Object.fromEntries(Object.entries(rawParams).map(([k, v]) => [k, String(v)]));
    const query = Object.fromEntries(url.searchParams.entries());
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    let body: unknown = text ? (JSON.parse(text) as unknown) : undefined;
    apiCalls.push({
      route: contract.name,
      method: request.method,
      path: `${url.pathname.replace(/^\/api/, '')}${url.search}`,
      params,
      query,
      body,
      headers: request.headers,
    });
    for (const [schema, value] of [
      [contract.params, params],
      [contract.query, query],
    ] as const) {
      const checked = schema?.safeParse(value);
      if (checked && !checked.success) return errorReply('VALIDATION_FAILED', { errors: issuesOf(checked.error) });
    }
    if (contract.body) {
      const checked = contract.body.safeParse(body);
      if (!checked.success) return errorReply('VALIDATION_FAILED', { errors: issuesOf(checked.error) });
      body = checked.data;
    }
    calls += 1;
    const answer: unknown =
      typeof resolve === 'function'
        ? await (resolve as Resolver<C>)({ params, query, body, request, callNumber: calls })
        : resolve;
    // A fixed Response is answered again on every call: each gets its own copy of the body.
    if (answer instanceof Response) return answer.clone();
    const status = contract.successStatus ?? 200;
    if (status === 204) return new HttpResponse(null, { status });
    // A text route (an appointment's calendar event) answers its body as that media type.
    if (contract.responseType && contract.responseType !== 'application/json') {
      return new HttpResponse(String(answer), { status, headers: { 'content-type': `${contract.responseType}; charset=utf-8` } });
    }
    return HttpResponse.json(answer as never, { status });
  };
  // MSW types a resolver's answer as its own StrictResponse; a Response of any body is what is sent here.
  return http[method](`*/api${contract.path}`, resolver as unknown as HttpResponseResolver, { once: options.once ?? false });
}

/** Installs handlers for this test (on top of the file's, until the test ends). */
export function useHandlers(...handlers: HttpHandler[]): void {
  server.use(...handlers);
}

export { HttpResponse, delay, http };
