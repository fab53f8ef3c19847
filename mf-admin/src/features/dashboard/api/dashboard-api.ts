import { adminStatsSchema, type AdminStats } from '@vetnow/contracts/doctor';
import { ApiError, api } from '@vetnow/web-kit/api-client';

/** GET /api/admin/dashboard/stats — the four figures, checked (a malformed answer is a failure, never a guess). */
export async function fetchAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  const answer = await api.get<unknown>('/admin/dashboard/stats', { signal });
  return adminStatsSchema.parse(answer);
}

export type SystemHealth =
  | { status: 'ok' }
  /** Which services answered "down" (names as the gateway reports them: auth, clinic, booking, payments). */
  | { status: 'down'; services: string[] }
  /** The health check itself could not be read (gateway unreachable, timeout, unexpected answer). */
  | { status: 'unknown' };

function downServices(body: unknown): string[] | null {
  if (!body || typeof body !== 'object' || !('services' in body)) return null;
  const services = (body as { services: unknown }).services;
  if (!services || typeof services !== 'object') return null;
  return Object.entries(services as Record<string, { status?: unknown } | null>)
    .filter(([, s]) => !s || s.status !== 'ok')
    .map(([name]) => name);
}

/**
 * GET /api/health: ok only when the gateway says every service is ok (200, status 'ok'); a 503 names the
 * services that are down. Never rejects.
 */
export async function fetchSystemHealth(signal?: AbortSignal): Promise<SystemHealth> {
  try {
    const body = await api.get<unknown>('/health', { signal });
    const down = downServices(body);
    const ok = !!body && typeof body === 'object' && (body as { status?: unknown }).status === 'ok';
    if (ok && down !== null && down.length === 0) return { status: 'ok' };
    return down && down.length > 0 ? { status: 'down', services: down } : { status: 'unknown' };
  } catch (error) {
    if (signal?.aborted) throw error;
    const down = error instanceof ApiError ? downServices(error.body) : null;
    return down && down.length > 0 ? { status: 'down', services: down } : { status: 'unknown' };
  }
}
