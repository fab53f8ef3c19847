import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthCheckLogger } from './health-check-logger.js';
import { HealthController } from './health.controller.js';
import { DatabaseHealthIndicator, NatsHealthIndicator } from './health-indicators.js';

/**
 * `GET /health` on terminus (issue 42). Config, database and NATS come from the kit's global exports.
 * Terminus' graceful-shutdown wait stays 0: the stack's SIGTERM handling already drains in order.
 */
@Module({
  imports: [TerminusModule.forRoot({ logger: HealthCheckLogger, errorLogStyle: 'json' })],
  controllers: [HealthController],
  providers: [DatabaseHealthIndicator, NatsHealthIndicator],
})
export class HealthModule {}
