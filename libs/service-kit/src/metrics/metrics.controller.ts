import { Controller, Get, Header } from '@nestjs/common';
import { register } from 'prom-client';
import { Public } from '../auth/auth.decorators.js';
import { KitMetrics } from './kit-metrics.js';

/**
 * `GET /metrics` in Prometheus text format, for the scraper inside the deployment. Not a contract route, so the
 * gateway never routes it from the public `/api` (ADR 0026).
 */
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: KitMetrics) {}

  @Public()
  @Get()
  @Header('content-type', register.contentType)
  @Header('cache-control', 'no-store')
  text(): Promise<string> {
    return this.metrics.text();
  }
}
