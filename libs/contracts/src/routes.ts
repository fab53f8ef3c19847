import type { ServiceName } from './services.js';

/**
 * Who may call a route. `public`: anyone; `authenticated`: any signed-in account;
 * `user`, `doctor`, `admin`: only that role. Ownership of the resource is checked by the owning service.
 */
export type RouteAccess = 'public' | 'authenticated' | 'user' | 'doctor' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteSpec {
  readonly method: HttpMethod;
  /** Path under /api, with `:param` segments. */
  readonly path: string;
  readonly service: ServiceName | 'gateway';
  readonly access: RouteAccess;
}

/**
 * The one route table of the product's API (spec §7, ARCHITECTURE.md "Who owns what").
 * The gateway routes by it; the authorization suite is generated from it. Order matters only for
 * readability: matching is by exact segments, and literal segments win over `:param` ones.
 */
export const ROUTES = [
  // svc-auth
  { method: 'POST', path: '/auth/login', service: 'auth', access: 'public' },
  { method: 'POST', path: '/auth/register', service: 'auth', access: 'public' },
  { method: 'POST', path: '/auth/refresh', service: 'auth', access: 'public' },
  { method: 'POST', path: '/auth/logout', service: 'auth', access: 'public' },
  { method: 'POST', path: '/auth/doctor/register', service: 'auth', access: 'admin' },
  { method: 'GET', path: '/users/profile', service: 'auth', access: 'user' },
  { method: 'PUT', path: '/users/profile', service: 'auth', access: 'user' },
  { method: 'PUT', path: '/users/profile/password', service: 'auth', access: 'user' },
  // svc-clinic
  { method: 'GET', path: '/doctors', service: 'clinic', access: 'public' },
  { method: 'GET', path: '/doctors/dashboard/profile', service: 'clinic', access: 'doctor' },
  { method: 'PUT', path: '/doctors/dashboard/profile', service: 'clinic', access: 'doctor' },
  { method: 'GET', path: '/doctors/:id', service: 'clinic', access: 'public' },
  { method: 'GET', path: '/doctors/:id/slots', service: 'clinic', access: 'public' },
  { method: 'GET', path: '/admin/doctors', service: 'clinic', access: 'admin' },
  { method: 'POST', path: '/admin/doctors', service: 'clinic', access: 'admin' },
  { method: 'PUT', path: '/admin/doctors/:id', service: 'clinic', access: 'admin' },
  { method: 'PATCH', path: '/admin/doctors/:id/status', service: 'clinic', access: 'admin' },
  { method: 'DELETE', path: '/admin/doctors/:id', service: 'clinic', access: 'admin' },
  // svc-booking
  { method: 'POST', path: '/appointments/book', service: 'booking', access: 'user' },
  { method: 'PUT', path: '/appointments/:id/cancel', service: 'booking', access: 'user' },
  { method: 'PUT', path: '/appointments/:id/complete', service: 'booking', access: 'doctor' },
  { method: 'PUT', path: '/appointments/:id/notes', service: 'booking', access: 'doctor' },
  { method: 'GET', path: '/appointments/user/all', service: 'booking', access: 'user' },
  { method: 'GET', path: '/users/appointments', service: 'booking', access: 'user' },
  { method: 'GET', path: '/users/diagnosis-summaries', service: 'booking', access: 'user' },
  { method: 'GET', path: '/doctors/dashboard/appointments', service: 'booking', access: 'doctor' },
  { method: 'GET', path: '/admin/appointments', service: 'booking', access: 'admin' },
  { method: 'POST', path: '/diagnosis/submit', service: 'booking', access: 'user' },
  // svc-payments
  { method: 'GET', path: '/payments/saved-cards', service: 'payments', access: 'user' },
  { method: 'POST', path: '/payments/save-card', service: 'payments', access: 'user' },
  { method: 'DELETE', path: '/payments/saved-cards/:id', service: 'payments', access: 'user' },
  // gateway (composition)
  { method: 'GET', path: '/admin/dashboard/stats', service: 'gateway', access: 'admin' },
  { method: 'GET', path: '/health', service: 'gateway', access: 'public' },
] as const satisfies readonly RouteSpec[];

export type Route = (typeof ROUTES)[number];

/** Finds the route for a method and a path under /api (no query string); literal segments beat params. */
export function matchRoute(
  method: string,
  path: string,
): { route: RouteSpec; params: Record<string, string> } | undefined {
  const segments = path.split('/').filter(Boolean);
  let best: { route: RouteSpec; params: Record<string, string>; literals: number } | undefined;
  for (const route of ROUTES as readonly RouteSpec[]) {
    if (route.method !== method.toUpperCase()) continue;
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let literals = 0;
    let ok = true;
    for (let i = 0; i < pattern.length; i++) {
      const p = pattern[i]!;
      const s = segments[i]!;
      if (p.startsWith(':')) {
        try {
          params[p.slice(1)] = decodeURIComponent(s);
        } catch {
          ok = false;
          break;
        }
      } else if (p === s) literals++;
      else {
        ok = false;
        break;
      }
    }
    if (ok && (!best || literals > best.literals)) best = { route, params, literals };
  }
  return best && { route: best.route, params: best.params };
}
