import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ROUTE_CONTRACTS } from '@vetnow/contracts/api';
import type { ServiceName } from '@vetnow/contracts/services';
import { registeredRoutes } from '../routing/registered-routes.js';

/** Routes every service serves besides its contracts: the kit's health check. */
export const KIT_ROUTES: readonly string[] = ['GET /health', 'GET /metrics'];

export interface RouteCoverage {
  /** `METHOD /path` of the service's contracts the app does not serve. */
  missing: string[];
  /** `METHOD /path` the app serves that is neither a contract of the service, a kit route nor listed as internal. */
  extra: string[];
}

/**
 * Compares the routes the running app's router serves with the service's contracts in `API`: a service must
 * serve exactly its contracts, the kit's routes and the internal routes it names (not reachable through the
 * gateway, e.g. `GET /.well-known/jwks.json`).
 */
export function routeCoverage(app: NestFastifyApplication, service: ServiceName, internal: readonly string[] = []): RouteCoverage {
  const served = new Set(registeredRoutes(app).map((r) => `${r.method} ${r.path}`));
  const contracts = ROUTE_CONTRACTS.filter((c) => c.service === service).map((c) => `${c.method} ${c.path}`);
  const allowed = new Set([...contracts, ...KIT_ROUTES, ...internal]);
  return {
    missing: contracts.filter((r) => !served.has(r)).sort(),
    extra: [...served].filter((r) => !allowed.has(r)).sort(),
  };
}
