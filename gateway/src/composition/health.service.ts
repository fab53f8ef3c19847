import { Inject, Injectable } from '@nestjs/common';
import { BOOKING_CRITICAL_SERVICES, SERVICE_NAMES, type ServiceName } from '@vetnow/contracts/services';
import { GATEWAY_CONFIG, UPSTREAMS } from '../gateway.tokens.js';
import type { GatewayConfig } from '../config/gateway-config.js';
import { UpstreamError, type UpstreamRegistry } from '../upstreams/upstream-registry.js';

export interface ServiceHealth {
  status: 'ok' | 'down';
  checks: Record<string, string>;
  /** Why the gateway could not read the service's health, when it could not. */
  message?: string;
}

export interface SiteHealth {
  /** ok: every service; degraded: only services booking can do without are down; down: booking cannot work. */
  status: 'ok' | 'degraded' | 'down';
  services: Record<ServiceName, ServiceHealth>;
}

const isChecks = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' && v !== null && Object.values(v).every((x) => typeof x === 'string');

/** Asks every service's `GET /health` in parallel, each with its own short timeout. */
@Injectable()
export class HealthService {
  constructor(
    @Inject(UPSTREAMS) private readonly upstreams: UpstreamRegistry,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async check(): Promise<SiteHealth> {
    const results = await Promise.all(SERVICE_NAMES.map((name) => this.checkOne(name)));
    const services = Object.fromEntries(SERVICE_NAMES.map((name, i) => [name, results[i]!])) as Record<
      ServiceName,
      ServiceHealth
    >;
    const isDown = (name: ServiceName) => services[name].status !== 'ok';
    const status = !SERVICE_NAMES.some(isDown) ? 'ok' : BOOKING_CRITICAL_SERVICES.some(isDown) ? 'down' : 'degraded';
    return { status, services };
  }

  private async checkOne(name: ServiceName): Promise<ServiceHealth> {
    try {
      const { statusCode, body } = await this.upstreams.getJson(name, '/health', {}, this.config.healthTimeoutMs);
      const b = (typeof body === 'object' && body !== null ? body : {}) as { status?: unknown; checks?: unknown };
      const checks = isChecks(b.checks) ? b.checks : {};
      if (statusCode === 200 && b.status === 'ok') return { status: 'ok', checks };
      return { status: 'down', checks, message: `The ${name} service reports a problem` };
    } catch (err) {
      const message = err instanceof UpstreamError ? err.message : `The ${name} service is unavailable`;
      return { status: 'down', checks: {}, message };
    }
  }
}
