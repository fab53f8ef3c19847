import { Controller, Get, Header, Inject, Res } from '@nestjs/common';
import { HealthCheckService } from '@nestjs/terminus';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/auth.decorators.js';
import type { ServiceConfig } from '../config/service-config.js';
import { SERVICE_CONFIG } from '../config/service-config.tokens.js';
import { resultOfFailedCheck, toHealthBody, type HealthBody } from './health-body.js';
import { DatabaseHealthIndicator, NatsHealthIndicator } from './health-indicators.js';

/** `GET /health` → 200 when the database answers and NATS is connected, else 503 naming what is down. */
@Controller('health')
export class HealthController {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    private readonly health: HealthCheckService,
    private readonly database: DatabaseHealthIndicator,
    private readonly nats: NatsHealthIndicator,
  ) {}

  @Public()
  @Get()
  @Header('cache-control', 'no-store')
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthBody> {
    const result = await this.health
      .check([() => this.database.check(), () => this.nats.check()])
      .catch(resultOfFailedCheck);
    const body = toHealthBody(this.config.service, result);
    if (body.status !== 'ok') void reply.status(503);
    return body;
  }
}
