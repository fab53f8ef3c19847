import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** As Fastify registered it, with `:param` segments (e.g. `/appointments/:id/cancel`). */
  path: string;
}

const ROUTES = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Records every route Fastify registers (the kit calls it before Nest adds the controllers' routes). */
export function recordRoutes(fastify: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  ROUTES.set(fastify, routes);
  fastify.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) routes.push({ method: String(method).toUpperCase(), path: options.url });
  });
}

/**
 * The routes the running app's router serves, as `METHOD /path` pairs, without the HEAD twins Fastify adds
 * to GET routes. Empty for an app the kit did not create.
 */
export function registeredRoutes(app: NestFastifyApplication): RegisteredRoute[] {
  const all = ROUTES.get(app.getHttpAdapter().getInstance()) ?? [];
  const gets = new Set(all.filter((r) => r.method === 'GET').map((r) => r.path));
  const seen = new Set<string>();
  return all.filter((r) => {
    const key = `${r.method} ${r.path}`;
    if ((r.method === 'HEAD' && gets.has(r.path)) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
