import { ServiceUnavailableException } from '@nestjs/common';
import type { HealthCheckResult } from '@nestjs/terminus';
import { HEALTH_CHECKS, type HealthCheckName } from './health-indicators.js';

type Check = 'up' | 'down';

/**
 * The answer of a service's `GET /health` (read by the stack's readiness wait, the gateway's aggregate health and
 * the proof suites): our shape, not terminus' `{status, info, error, details}`.
 */
export interface HealthBody {
  status: 'ok' | 'error';
  service: string;
  checks: Record<HealthCheckName, Check>;
  /** Only on 503, so that every error answer has `{ statusCode, code, message }` (the kit's error answers, `errors/`). */
  statusCode?: 503;
  code?: 'SERVICE_UNAVAILABLE';
  message?: string;
}

/**
 * Terminus throws a ServiceUnavailableException carrying its result when a check is down or the app is shutting
 * down; that result is what we answer from. Anything else (an indicator bug) is rethrown to the error filter.
 */
export function resultOfFailedCheck(error: unknown): HealthCheckResult {
  if (error instanceof ServiceUnavailableException) {
    const result = error.getResponse() as Partial<HealthCheckResult>;
    if (typeof result.status === 'string' && typeof result.details === 'object') return result as HealthCheckResult;
  }
  throw error;
}

/** Terminus' result in our shape: each check up or down (missing counts as down), 503 fields when not ok. */
export function toHealthBody(service: string, result: HealthCheckResult): HealthBody {
  const details = result.details as Partial<Record<string, { status?: string }>>;
  const checks = Object.fromEntries(
    HEALTH_CHECKS.map((name) => [name, details[name]?.status === 'up' ? 'up' : 'down']),
  ) as Record<HealthCheckName, Check>;
  if (result.status === 'ok') return { status: 'ok', service, checks };
  const down = HEALTH_CHECKS.filter((name) => checks[name] === 'down');
  const why = down.length ? `${down.join(' and ')} down` : 'shutting down';
  return { status: 'error', service, checks, statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: `Unhealthy: ${why}` };
}
