/**
 * One contract per route (ADR 0016): method, path, who may call it, request and response schemas and the
 * error codes it answers — written once here; the gateway routes by it, the Nest handler implements it, the
 * typed client calls it and the OpenAPI document is generated from it.
 */
import type { z } from '@vetnow/contracts/zod';
import type { ErrorCode } from '../errors/index.js';
import type { ServiceName } from '../services.js';

/**
 * Who may call a route. `public`: anyone; `authenticated`: any signed-in account;
 * `user`, `doctor`, `admin`, `staff` (the front desk): only that role. Ownership of the resource is checked by the
 * owning service.
 */
export type RouteAccess = 'public' | 'authenticated' | 'user' | 'doctor' | 'admin' | 'staff';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What the gateway needs to route a request (the entries of ROUTES). */
export interface RouteSpec {
  readonly method: HttpMethod;
  /** Path under /api, with `:param` segments. */
  readonly path: string;
  readonly service: ServiceName | 'gateway';
  readonly access: RouteAccess;
}

/**
 * Whose record the id in the route's path or body is, as the owning service enforces it: `principal`, the caller's
 * own (another account of the role gets 404, a doctor may get 403); `principal-or-admin`, and the admin may act on
 * anyone's; `participants`, and the record's doctor may read it too (an appointment's calendar event).
 */
export type RecordOwnership = 'principal' | 'principal-or-admin' | 'participants';
/** A signed-in account's role. */
export type AccountRole = Exclude<RouteAccess, 'public' | 'authenticated'>;

export interface RouteContract extends RouteSpec {
  /** `<area>.<action>`, unique, e.g. `booking.book`. */
  readonly name: string;
  /** One line for the reference page and OpenAPI. */
  readonly summary: string;
  readonly description?: string;
  /** Path parameters: an object schema whose keys are exactly the path's `:param` names. */
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Media type of the request body; JSON unless given (PayHere's notify is form-encoded). */
  readonly requestType?: 'application/json' | 'application/x-www-form-urlencoded';
  /** Request headers the route reads (e.g. Idempotency-Key), as an object schema with lower-case keys. */
  readonly headers?: z.ZodType;
  /** The success answer's body; `z.undefined()` when the route answers 204 without a body. */
  readonly response: z.ZodType;
  /**
   * Media type of the success answer; JSON unless given (the reference page is HTML, an appointment's calendar
   * event iCalendar, the admin's payments export CSV). A text type's `response` schema is a string schema of the
   * whole body.
   */
  readonly responseType?: 'application/json' | 'text/html' | 'text/calendar' | 'text/csv' | 'text/event-stream';
  /** Status of the success answer; 200 unless given. */
  readonly successStatus?: 200 | 201 | 204;
  /**
   * The codes this route answers besides the common ones every route may give (validation, session,
   * permission, rate limit, unavailability — see impliedErrorCodes).
   */
  readonly errors: readonly ErrorCode[];
  // A route's static example (ADR 0072) is not here but in `api/examples/`: the route table is in every browser page.
  /** Unset: no per-account record in the path or body (lists, public reads, the admin's and the desk's routes). */
  readonly ownership?: RecordOwnership;
  /**
   * Roles the access admits but the service refuses with 403 (`authenticated` cannot say "a doctor, the desk or the
   * admin": an owner may not record cash).
   */
  readonly refusedRoles?: readonly AccountRole[];
  /** Roles besides the admin that may act on any account's record (the front desk takes any visit's cash). */
  readonly anyRecordRoles?: readonly AccountRole[];
}

/** Checks the contract's shape and keeps its literal types (method, path, schemas) for the typed client. */
export function defineRoute<const C extends RouteContract>(contract: C): C {
  const names = pathParamNames(contract.path);
  if (names.length > 0 && !contract.params) throw new Error(`Route ${contract.name} has path params but no params schema`);
  return contract;
}

/** `/doctors/:id/slots` → `['id']`. */
export function pathParamNames(path: string): string[] {
  return path
    .split('/')
    .filter((s) => s.startsWith(':'))
    .map((s) => s.slice(1));
}

/** The codes any route of this access and shape may answer, besides its own list. */
export function impliedErrorCodes(contract: RouteContract): ErrorCode[] {
  const codes: ErrorCode[] = [];
  if (contract.params || contract.query || contract.body || contract.headers) codes.push('VALIDATION_FAILED');
  if (contract.body) codes.push('MALFORMED_JSON', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE');
  if (contract.access !== 'public') codes.push('UNAUTHENTICATED', 'SESSION_EXPIRED');
  if (contract.access !== 'public' && contract.access !== 'authenticated') codes.push('FORBIDDEN');
  codes.push('RATE_LIMITED', 'INTERNAL');
  if (contract.service !== 'gateway' || contract.path === '/admin/dashboard/stats' || contract.path === '/health') {
    codes.push('SERVICE_UNAVAILABLE', 'GATEWAY_TIMEOUT');
  }
  return codes;
}

/** Own codes first, then the implied ones, without duplicates. */
export function allErrorCodes(contract: RouteContract): ErrorCode[] {
  return [...new Set<ErrorCode>([...contract.errors, ...impliedErrorCodes(contract)])];
}

// ---- Types the typed client and the Nest decorator read --------------------------------------------------------

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteParams<C extends RouteContract> = InputOf<C['params']>;
export type RouteQuery<C extends RouteContract> = InputOf<C['query']>;
export type RouteBody<C extends RouteContract> = InputOf<C['body']>;
export type RouteResponse<C extends RouteContract> = z.output<C['response']>;
/** What the handler receives after validation. */
export type RouteParamsData<C extends RouteContract> = OutputOf<C['params']>;
export type RouteQueryData<C extends RouteContract> = OutputOf<C['query']>;
export type RouteBodyData<C extends RouteContract> = OutputOf<C['body']>;
/** What the handler returns (before the response schema serialises it). */
export type RouteResult<C extends RouteContract> = z.input<C['response']>;
export type RouteErrorCode<C extends RouteContract> = C['errors'][number];
