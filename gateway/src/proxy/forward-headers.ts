import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

/** Hop-by-hop headers (RFC 9110 §7.6.1): they describe one connection and never cross the gateway. */
export const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Request headers a service receives from the browser; everything else (cookies included) stays at the gateway. */
export const FORWARDED_REQUEST_HEADERS = [
  'authorization',
  'content-type',
  'accept',
  'accept-language',
  'idempotency-key',
  'user-agent',
] as const;

export interface ForwardContext {
  readonly requestId: string;
  /** Address of the peer that connected to the gateway. */
  readonly remoteAddress: string | undefined;
  /** The client's protocol and host as the gateway saw them. */
  readonly protocol: string;
  readonly host: string;
  /** Keep the X-Forwarded-For chain a trusted proxy in front of the gateway sent. */
  readonly trustProxy: boolean;
}

/** Names listed in a Connection header are hop-by-hop for that message too. */
function connectionTokens(value: string | string[] | number | undefined): Set<string> {
  if (value === undefined) return new Set();
  const text = Array.isArray(value) ? value.join(',') : String(value);
  return new Set(
    text
      .split(',')
      .map((t) => t.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** The headers of the request to a service. */
export function upstreamRequestHeaders(incoming: IncomingHttpHeaders, ctx: ForwardContext): Record<string, string> {
  const dropped = connectionTokens(incoming.connection);
  const out: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const v = incoming[name];
    if (v !== undefined && !dropped.has(name)) out[name] = Array.isArray(v) ? v.join(', ') : v;
  }
  out['x-request-id'] = ctx.requestId;
  const previous = incoming['x-forwarded-for'];
  const chain = ctx.trustProxy && previous ? `${Array.isArray(previous) ? previous.join(', ') : previous}, ` : '';
  if (ctx.remoteAddress) out['x-forwarded-for'] = chain + ctx.remoteAddress;
  out['x-forwarded-proto'] = ctx.protocol;
  out['x-forwarded-host'] = ctx.host;
  return out;
}

/**
 * The headers of a service's answer that go back to the browser. CORS headers are the gateway's alone: a
 * service's own would widen the site's policy.
 */
export function downstreamResponseHeaders(upstream: IncomingHttpHeaders): OutgoingHttpHeaders {
  const dropped = connectionTokens(upstream.connection);
  const out: OutgoingHttpHeaders = {};
  for (const [name, v] of Object.entries(upstream)) {
    if (v === undefined || HOP_BY_HOP.has(name) || dropped.has(name) || name.startsWith('access-control-')) continue;
    out[name] = v;
  }
  return out;
}
