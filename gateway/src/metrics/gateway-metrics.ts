import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SERVICE_NAMES } from '@vetnow/contracts/services';
import { observeHttp, processMetrics } from '@vetnow/service-kit/metrics';
import type { FastifyInstance } from 'fastify';
import { Gauge, Registry } from 'prom-client';
import { contractRouteOf } from '../proxy/proxy.plugin.js';
import type { UpstreamRegistry } from '../upstreams/upstream-registry.js';

/**
 * The gateway's Prometheus registry (issue 16): HTTP rate, errors and latency labelled by the contract route an API
 * call matched (`/appointments/:id/cancel`), the static site by its pattern, and whether each copy of each service
 * is in the rotation. Served by {@link listenMetrics} on its own internal port, never on the public one.
 */
export function gatewayMetrics(fastify: FastifyInstance, upstreams: UpstreamRegistry): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'gateway' });
  observeHttp(fastify, registry, contractRouteOf);
  new Gauge({
    name: 'vetnow_gateway_upstream_up',
    help: '1 while a copy of a service is in the rotation, 0 while it is skipped (refused connections or failed /health)',
    labelNames: ['upstream', 'url'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const name of SERVICE_NAMES) {
        for (const copy of upstreams.copies(name)) this.set({ upstream: name, url: copy.url }, copy.up ? 1 : 0);
      }
    },
  });
  return registry;
}

/** An HTTP listener answering only `GET /metrics` (Prometheus text), for the scraper inside the deployment. */
export async function listenMetrics(registry: Registry, port: number, host: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    Promise.all([registry.metrics(), processMetrics().metrics()]).then(
      ([own, process]) => res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(`${own}\n${process}`),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return { server, url: `http://${host.includes(':') ? `[${host}]` : host}:${bound}/metrics` };
}
