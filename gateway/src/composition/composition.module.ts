import { Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';
import { StatsController } from './stats.controller.js';
import { StatsService } from './stats.service.js';

/** Routes the gateway answers itself by asking several services (route table: service `gateway`). */
@Module({
  controllers: [HealthController, StatsController],
  providers: [HealthService, StatsService],
})
export class CompositionModule {}
