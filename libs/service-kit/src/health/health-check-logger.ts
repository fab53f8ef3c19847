import { Injectable, Logger } from '@nestjs/common';

/**
 * Terminus' logger for failed checks. A Nest `Logger`, so the line goes through the app's logger (pino, with
 * redaction and the request id) and never to stdout directly; at warn, not error: a probe seeing NATS still
 * connecting at boot is expected, and the dependency's own failure is logged where it happens.
 */
@Injectable()
export class HealthCheckLogger extends Logger {
  constructor() {
    super('HealthCheck');
  }

  override error(message: unknown, ...params: unknown[]): void {
    super.warn(message, ...params);
  }
}
