import { Controller, Get, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AuthGuard } from '@vetnow/service-kit/auth';
import { Roles } from '@vetnow/service-kit/auth';
import { StatsService, type AdminStats } from './stats.service.js';

@Controller()
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  /** `GET /api/admin/dashboard/stats` (admin): doctors from svc-clinic, appointments from svc-booking. */
  @Get('api/admin/dashboard/stats')
  @UseGuards(AuthGuard)
  @Roles('admin')
  get(@Req() request: FastifyRequest): Promise<AdminStats> {
    // The services check the token again (defence in depth) and log under the same request id.
    return this.stats.adminStats({
      authorization: request.headers.authorization ?? '',
      'x-request-id': request.id,
    });
  }
}
