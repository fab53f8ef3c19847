import { Controller, Get, Inject, Optional, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/auth.decorators.js';
import type { ServiceConfig } from '../config/service-config.js';
import { SERVICE_CONFIG } from '../config/service-config.tokens.js';
import { DATABASE_CONNECTION, type DatabaseConnection } from '../database/database.tokens.js';
import { NatsConnectionService } from '../messaging/nats-connection.service.js';

type Check = 'up' | 'down';
export interface HealthBody {
  status: 'ok' | 'error';
  service: string;
  checks: { database: Check; nats: Check };
  /** Only on 503, so that every error answer has `{ statusCode, code, message }`. */
  statusCode?: 503;
  code?: 'SERVICE_UNAVAILABLE';
  message?: string;
}

/** `GET /health` → 200 when the database answers and NATS is connected, else 503 naming what is down. */
@Controller('health')
export class HealthController {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    @Inject(DATABASE_CONNECTION) private readonly database: DatabaseConnection,
    @Optional() private readonly nats?: NatsConnectionService,
  ) {}

  @Public()
  @Get()
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthBody> {
    const checks = {
      database: (await this.database.ping()) ? 'up' : 'down',
      nats: this.nats?.isConnected() ? 'up' : 'down',
    } satisfies HealthBody['checks'];
    void reply.header('cache-control', 'no-store');
    if (checks.database === 'up' && checks.nats === 'up') return { status: 'ok', service: this.config.service, checks };
    const down = Object.entries(checks)
      .filter(([, v]) => v === 'down')
      .map(([k]) => k);
    void reply.status(503);
    return {
      status: 'error',
      service: this.config.service,
      checks,
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: `Unhealthy: ${down.join(' and ')} down`,
    };
  }
}
