import { Inject, Injectable, Optional } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import { DATABASE_CONNECTION, type DatabaseConnection } from '../database/database.tokens.js';
import { NatsConnectionService } from '../messaging/nats-connection.service.js';

/** The dependencies `GET /health` reports, in the order of its `checks` and of its 503 message. */
export const HEALTH_CHECKS = ['database', 'nats'] as const;
export type HealthCheckName = (typeof HEALTH_CHECKS)[number];

/** `database`: up when the pool answers a ping. A ping that throws counts as down, not as a failed request. */
@Injectable()
export class DatabaseHealthIndicator {
  constructor(
    private readonly indicators: HealthIndicatorService,
    @Inject(DATABASE_CONNECTION) private readonly database: DatabaseConnection,
  ) {}

  async check() {
    const session = this.indicators.check<HealthCheckName>('database');
    const answered = await this.database.ping().catch(() => false);
    return answered ? session.up() : session.down();
  }
}

/**
 * `nats`: up when the connection is live. The service is optional (an app without the kit's messaging has
 * none): then NATS is reported down, as the service cannot publish or consume.
 */
@Injectable()
export class NatsHealthIndicator {
  constructor(
    private readonly indicators: HealthIndicatorService,
    @Optional() private readonly nats?: NatsConnectionService,
  ) {}

  check() {
    const session = this.indicators.check<HealthCheckName>('nats');
    return this.nats?.isConnected() ? session.up() : session.down();
  }
}
