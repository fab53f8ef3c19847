import { useQuery } from '@tanstack/react-query';
import { API, apiCall, errorBodyOf } from '@vetnow/web-kit/api';
import { apiQueryKey } from '@vetnow/web-kit/queries';

export type SystemHealth =
  | { status: 'ok' }
  /** Which services answered "down" (names as the gateway reports them: auth, clinic, booking, payments). */
  | { status: 'down'; services: string[] }
  /** The health check itself could not be read (gateway unreachable, timeout, unexpected answer). */
  | { status: 'unknown' };

function downServices(body: unknown): string[] | null {
  const services = (body as { services?: unknown } | null)?.services;
  if (!services || typeof services !== 'object') return null;
  return Object.entries(services as Record<string, { status?: unknown } | null>)
    .filter(([, s]) => !s || s.status !== 'ok')
    .map(([name]) => name);
}

/**
 * GET /api/health: ok only when the gateway says every service is ok; a 503 names the services that are down
 * (its body is the same health document). Never fails: an unreadable check is 'unknown'.
 */
export async function fetchSystemHealth(signal: AbortSignal): Promise<SystemHealth> {
  try {
    const health = await apiCall(API.gateway.health, { signal });
    const down = downServices(health) ?? [];
    if (health.status === 'ok' && down.length === 0) return { status: 'ok' };
    return down.length > 0 ? { status: 'down', services: down } : { status: 'unknown' };
  } catch (error) {
    if (signal.aborted) throw error;
    const down = downServices(errorBodyOf(error));
    return down && down.length > 0 ? { status: 'down', services: down } : { status: 'unknown' };
  }
}

/**
 * The overview's status line; `refetch` asks again. Not cached between visits: health is read when shown. Keyed
 * under the route's key (its answer summarised, hence the extra 'summary').
 */
export function useSystemHealthQuery() {
  return useQuery({
    queryKey: [...apiQueryKey(API.gateway.health), 'summary'],
    queryFn: ({ signal }) => fetchSystemHealth(signal),
    staleTime: 0,
    gcTime: 0,
  });
}
