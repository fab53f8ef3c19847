import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DayEventStream } from './day-event-stream.js';
import type { DayStreamFilter } from './desk-day-notice.js';
import { DeskDayHub } from './desk-day-hub.js';
import { DESK_EVENTS_CONFIG, type DeskEventsConfig } from './desk-events.config.js';

/** Opens the live streams of the day sheet and the doctor's day on the requests the guard let through. */
@Injectable()
export class DayStreams {
  constructor(
    private readonly hub: DeskDayHub,
    @Inject(DESK_EVENTS_CONFIG) private readonly config: DeskEventsConfig,
  ) {}

  /** Answers `request` with a stream of the changes `filter` follows, until the client goes (or shutdown). */
  open(request: FastifyRequest, reply: FastifyReply, filter: DayStreamFilter): void {
    const stream = new DayEventStream(
      reply,
      {
        date: filter.date,
        heartbeatMs: this.config.heartbeatMs,
        debounceMs: this.config.debounceMs,
        expiresAt: tokenExpiresAt(request.headers.authorization),
      },
      (closed) => this.hub.unsubscribe(closed),
    );
    if (!stream.start()) return; // the client is gone already
    if (!this.hub.accepting) return stream.end(); // shutting down: the client reconnects (to another copy)
    this.hub.subscribe(filter, stream);
  }
}

/**
 * The `exp` (as ms since the epoch) of the bearer token the guard has verified: the stream ends then, so an account
 * signed out, deactivated or changed is not told of the day longer than its token lives. Undefined without one.
 */
export function tokenExpiresAt(authorization: string | undefined): number | undefined {
  const payload = authorization?.match(/^Bearer\s+[^.]+\.([^.]+)\./i)?.[1];
  if (!payload) return undefined;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}
