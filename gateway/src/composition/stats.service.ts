import { HttpException, Inject, Injectable } from '@nestjs/common';
import { codeForStatus, isErrorCode } from '@vetnow/contracts/errors';
import type { ServiceName } from '@vetnow/contracts/services';
import { UPSTREAMS } from '../gateway.tokens.js';
import { UpstreamError, unavailableMessage, type UpstreamRegistry } from '../upstreams/upstream-registry.js';

/** The admin dashboard's figures (spec: Admin stats). */
export interface AdminStats {
  totalDoctors: number;
  activeDoctors: number;
  totalAppointments: number;
  todayAppointments: number;
}

const STATS_PATH = '/internal/stats';

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/**
 * Composes the admin stats from svc-clinic (doctors) and svc-booking (appointments). Any part missing is an
 * error: the dashboard never shows invented numbers.
 */
@Injectable()
export class StatsService {
  constructor(@Inject(UPSTREAMS) private readonly upstreams: UpstreamRegistry) {}

  async adminStats(forward: Record<string, string>): Promise<AdminStats> {
    const [clinic, booking] = await Promise.all([
      this.part(forward, 'clinic', ['totalDoctors', 'activeDoctors'] as const),
      this.part(forward, 'booking', ['totalAppointments', 'todayAppointments'] as const),
    ]);
    return { ...clinic, ...booking };
  }

  private async part<K extends keyof AdminStats>(
    forward: Record<string, string>,
    service: ServiceName,
    keys: readonly K[],
  ): Promise<Pick<AdminStats, K>> {
    let answer: { statusCode: number; body: unknown };
    try {
      answer = await this.upstreams.getJson(service, STATS_PATH, forward);
    } catch (err) {
      if (err instanceof UpstreamError) {
        throw new HttpException({ statusCode: err.statusCode, code: err.code, message: err.message }, err.statusCode);
      }
      throw err;
    }
    const { statusCode, body } = answer;
    const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    // The service refused the caller: say so rather than hiding it behind "unavailable".
    if (statusCode === 401 || statusCode === 403) {
      const message = typeof b.message === 'string' ? b.message : 'Access denied';
      const code = isErrorCode(b.code) ? b.code : codeForStatus(statusCode);
      throw new HttpException({ statusCode, code, message }, statusCode);
    }
    if (statusCode !== 200 || !keys.every((k) => isCount(b[k]))) {
      throw new HttpException({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: unavailableMessage(service) }, 503);
    }
    return Object.fromEntries(keys.map((k) => [k, b[k]])) as Pick<AdminStats, K>;
  }
}
