import { PassThrough, type Readable } from 'node:stream';
import { ROUTE_CONTRACTS } from '@vetnow/contracts/api';
import type { RouteSpec } from '@vetnow/contracts/routes';

/** `METHOD /path` of the routes whose contract answers `text/event-stream` (the front desk's live streams). */
const EVENT_STREAM_ROUTES = new Set(
  ROUTE_CONTRACTS.filter((c) => c.responseType === 'text/event-stream').map((c) => `${c.method} ${c.path}`),
);

/** Whether the matched route is a live stream: no body timeout, its own connections, ended at shutdown. */
export function isEventStreamRoute(route: Pick<RouteSpec, 'method' | 'path'>): boolean {
  return EVENT_STREAM_ROUTES.has(`${route.method} ${route.path}`);
}

/**
 * The live streams the gateway is passing on (issue 39). Each service's stream is relayed through a PassThrough as it
 * comes (no buffering; Fastify writes every chunk on): when the browser goes, Fastify destroys the relay and the
 * service's answer is destroyed with it (undici closes that connection, the service unsubscribes); when the service
 * ends its stream (its shutdown), the browser's ends cleanly. `endAll()` (the gateway's preClose) ends every browser's
 * stream cleanly and closes the service's side, so that closing the gateway never waits on an open stream.
 */
export class OpenEventStreams {
  private readonly ends = new Set<() => void>();

  /** How many streams are open. */
  get size(): number {
    return this.ends.size;
  }

  /** The body to send the browser for the service's streaming answer `body`. */
  relay(body: Readable): Readable {
    const out = new PassThrough();
    const end = () => {
      body.unpipe(out);
      out.end();
    };
    this.ends.add(end);
    body.on('error', (err) => out.destroy(err)); // the service's side broke: so does the browser's (it reconnects)
    out.on('close', () => {
      this.ends.delete(end);
      if (!body.destroyed) body.destroy();
    });
    body.pipe(out);
    return out;
  }

  /** Ends every open stream cleanly (the browsers reconnect after their `retry:`). */
  endAll(): void {
    for (const end of [...this.ends]) end();
  }
}
