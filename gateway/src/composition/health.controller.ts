import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { HealthService, type SiteHealth } from './health.service.js';

@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /**
   * `GET /api/health`: 200 `{status:'ok', services:{…}}` when every service is healthy; 200 `{status:'degraded', …}`
   * when only services booking can do without are down (each one's state in `services`); 503 with the same document
   * plus `{statusCode, code, message}` naming the failing ones when booking cannot work.
   */
  @Get('api/health')
  async get(
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SiteHealth | (SiteHealth & { statusCode: number; code: 'SERVICE_UNAVAILABLE'; message: string })> {
    const result = await this.health.check();
    reply.header('cache-control', 'no-store');
    if (result.status !== 'down') return result;
    const failing = Object.entries(result.services)
      .filter(([, s]) => s.status !== 'ok')
      .map(([name]) => name);
    reply.code(503);
    return { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: `Some services are unavailable: ${failing.join(', ')}`, ...result };
  }
}
