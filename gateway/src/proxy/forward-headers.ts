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
  /**
   * The client's address as the gateway determined it (Fastify's `request.ip`): the socket peer, or, when that
   * peer is one of GATEWAY_TRUSTED_PROXIES, the address that proxy forwarded.
   */
  readonly clientAddress: string | undefined;
  /** The client's protocol and host as the gateway saw them. */
  readonly protocol: string;
  readonly host: string;
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
  // One address, never the client's own header: the services trust the gateway's X-Forwarded-For (TRUSTED_PROXIES)
  // and count sign-in failures and rate limits under it.
  if (ctx.clientAddress) out['x-forwarded-for'] = ctx.clientAddress;
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
