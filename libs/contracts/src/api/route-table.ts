/**
 * The one route table of the product's API (spec §7, ARCHITECTURE.md "Who owns what"), derived from the route
 * contracts in this folder (ADR 0016), and the matching of a request to it. The gateway routes by it; the
 * authorization suite is generated from it. Matching is by exact segments, and literal segments win over
 * `:param` ones. Public entry point: `@vetnow/contracts/routes`.
 */
import type { RouteSpec } from './define-route.js';
import { ROUTES } from './index.js';

export type { HttpMethod, RouteAccess, RouteSpec } from './define-route.js';
export { ROUTES };

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
