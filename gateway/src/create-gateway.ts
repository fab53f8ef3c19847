import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyCompress from '@fastify/compress';
import { LogController, type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import { createLogger, type Logger } from '@vetnow/service-kit/logging';
import { fastifyLoggingOptions } from '@vetnow/service-kit/logging';
import { PinoNestLogger } from '@vetnow/service-kit/logging';
import { HttpErrorFilter } from '@vetnow/service-kit/errors';
import { startTracing, traceHttp } from '@vetnow/service-kit/tracing';
import { AppModule } from './app.module.js';
import { GatewayConfigError, remoteOrigins, type GatewayConfig } from './config/gateway-config.js';
import { fastifyErrorHandler } from './common/error-answer.js';
import { proxyPlugin } from './proxy/proxy.plugin.js';
import { closeServer, listenHttpsRedirect } from './security/https-redirect.js';
import {
  applySecurityHeaders,
  registerApiNoStore,
  registerSecurity,
  securityHeaders,
} from './security/security-headers.js';
import { registerAccessLog } from './common/access-log.js';
import { staticSitePlugin } from './static-site/static-site.plugin.js';
import { UpstreamRegistry } from './upstreams/upstream-registry.js';
import { gatewayMetrics, listenMetrics } from './metrics/gateway-metrics.js';
import type { Registry } from 'prom-client';

const METRICS = new WeakMap<NestFastifyApplication, Registry>();

export interface CreateGatewayOptions {
  readonly config: GatewayConfig;
  /** Default: the kit's pino JSON logger at `config.logLevel`. */
  readonly logger?: Logger;
}

/**
 * Builds the gateway (not yet listening): helmet, CORS and compression on the root Fastify instance, the
 * `/api/*` proxy, the composition controllers (Nest), and the static site.
 */
export async function createGateway(options: CreateGatewayOptions): Promise<NestFastifyApplication> {
  const { config } = options;
  const logger = options.logger ?? createLogger('gateway', { level: config.logLevel });
  const upstreams = new UpstreamRegistry(config);
  const extraOrigins = remoteOrigins(config);
  // The same policy on every answer (API, pages, errors): the pages also POST PayHere's checkout form.
  const formOrigins = config.paymentFormOrigins;
  const headers = securityHeaders(extraOrigins, formOrigins);

  const adapter = new FastifyAdapter({
    ...fastifyLoggingOptions(logger),
    // One line per request (see registerAccessLog) instead of Fastify's two: the gateway is a hot path.
    logController: new LogController({ disableRequestLogging: true }),
    // No Nest middleware here: without middie every request skips its matching step.
    skipMiddie: true,
    // X-Forwarded-* believed only from the proxies listed (none by default: the gateway is the edge).
    trustProxy: config.trustedProxies.length ? [...config.trustedProxies] : false,
    ...(config.tls ? { https: readTls(config.tls) } : {}),
    bodyLimit: config.bodyLimitBytes,
    // Malformed URLs are refused by the router before any hook runs: same headers and answer shape anyway.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      applySecurityHeaders(reply.raw, headers, request.protocol === 'https');
      reply.header('x-request-id', request.id);
      fastifyErrorHandler(error, request, reply);
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot({ config, upstreams }),
    adapter,
    { logger: new PinoNestLogger(logger), bodyParser: false },
  );
  app.useGlobalFilters(new HttpErrorFilter());
  const fastify = app.getHttpAdapter().getInstance();

  // The kit's registerRequestIdHeader is not used: its per-request AsyncLocalStorage costs the proxy more than
  // it gives (the gateway logs through request.log, which carries reqId); the security hook echoes the id.
  registerAccessLog(fastify);
  METRICS.set(app, gatewayMetrics(fastify, upstreams));
  // The gateway starts each trace (a browser's own traceparent is not taken) and hands it to the services.
  await startTracing('gateway');
  traceHttp(fastify, { trustIncoming: false, service: 'gateway' });
  await registerSecurity(fastify, { remoteOrigins: extraOrigins, formOrigins, publicOrigins: config.publicOrigins });
  registerApiNoStore(fastify);
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  await app.register(proxyPlugin, {
    upstreams,
    bodyLimitBytes: config.bodyLimitBytes,
  });
  await app.register(staticSitePlugin, {
    config,
    upstreams,
    warn: (message: string) => logger.warn(message),
  });
  fastify.addHook('onClose', async () => upstreams.close());
  return app;
}

/** The PEM certificate chain and key of TLS_CERT_FILE / TLS_KEY_FILE; an unreadable file stops the boot, naming it. */
function readTls(tls: NonNullable<GatewayConfig['tls']>): { cert: Buffer; key: Buffer } {
  const read = (name: string, file: string) => {
    try {
      return readFileSync(file);
    } catch (err) {
      throw new GatewayConfigError(`${name} ${file} cannot be read: ${(err as Error).message}`);
    }
  };
  return { cert: read('TLS_CERT_FILE', tls.certFile), key: read('TLS_KEY_FILE', tls.keyFile) };
}

export interface GatewayListening {
  /** `http://host:port` or, with TLS, `https://host:port`. */
  readonly url: string;
  /** The HTTP → HTTPS redirect listener (TLS with HTTP_PORT), e.g. `http://host:port`. */
  readonly redirectUrl?: string;
  /** `GET /metrics` on the internal metrics listener (GATEWAY_METRICS_PORT). */
  readonly metricsUrl?: string;
}

/**
 * Listens on `port`/`host` (default the configured ones) and, when the gateway serves TLS and HTTP_PORT is set,
 * starts the plain-HTTP listener that redirects to HTTPS on the same interface; it closes with the app.
 */
export async function listenGateway(
  app: NestFastifyApplication,
  config: GatewayConfig,
  where: { port: number; host: string } = { port: config.port, host: config.host },
): Promise<GatewayListening> {
  await app.listen(where);
  const server = app.getHttpServer();
  const { port } = server.address() as AddressInfo;
  const urlHost = (h: string) => (h === '0.0.0.0' || h === '::' ? '127.0.0.1' : h.includes(':') ? `[${h}]` : h);
  const url = `${config.tls ? 'https' : 'http'}://${urlHost(where.host)}:${port}`;
  let metricsUrl: string | undefined;
  const registry = METRICS.get(app);
  if (config.metrics && registry) {
    const metrics = await listenMetrics(registry, config.metrics.port, config.metrics.host);
    server.once('close', () => void closeServer(metrics.server));
    metricsUrl = metrics.url;
  }
  const extra = metricsUrl ? { metricsUrl } : {};
  if (!config.tls || config.httpPort === undefined) return { url, ...extra };
  const redirect = await listenHttpsRedirect({ port: config.httpPort, host: where.host, httpsPort: port });
  server.once('close', () => void closeServer(redirect));
  const redirectPort = (redirect.address() as AddressInfo).port;
  return { url, redirectUrl: `http://${urlHost(where.host)}:${redirectPort}`, ...extra };
}
