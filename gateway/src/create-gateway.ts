import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyCompress from '@fastify/compress';
import { LogController, type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import { createLogger, type Logger } from '@vetnow/service-kit/logging/logger';
import { fastifyLoggingOptions } from '@vetnow/service-kit/logging/fastify-logging';
import { PinoNestLogger } from '@vetnow/service-kit/logging/pino-nest-logger';
import { HttpErrorFilter } from '@vetnow/service-kit/errors/http-error.filter';
import { AppModule } from './app.module.js';
import { remoteOrigins, type GatewayConfig } from './config/gateway-config.js';
import { fastifyErrorHandler } from './common/error-answer.js';
import { proxyPlugin } from './proxy/proxy.plugin.js';
import { applySecurityHeaders, registerSecurity, securityHeaders } from './security/security-headers.js';
import { registerAccessLog } from './common/access-log.js';
import { staticSitePlugin } from './static-site/static-site.plugin.js';
import { UpstreamRegistry } from './upstreams/upstream-registry.js';

export interface CreateGatewayOptions {
  readonly config: GatewayConfig;
  /** Default: the kit's pino JSON logger at `config.logLevel`. */
  readonly logger?: Logger;
}

/**
 * Builds the gateway (not yet listening): security hooks and compression on the root Fastify instance, the
 * `/api/*` proxy, the composition controllers (Nest), and the static site.
 */
export async function createGateway(options: CreateGatewayOptions): Promise<NestFastifyApplication> {
  const { config } = options;
  const logger = options.logger ?? createLogger('gateway', { level: config.logLevel });
  const upstreams = new UpstreamRegistry(config);
  const extraOrigins = remoteOrigins(config);
  const headers = securityHeaders(extraOrigins);

  const adapter = new FastifyAdapter({
    ...fastifyLoggingOptions(logger),
    // One line per request (see registerAccessLog) instead of Fastify's two: the gateway is a hot path.
    logController: new LogController({ disableRequestLogging: true }),
    // No Nest middleware here: without middie every request skips its matching step.
    skipMiddie: true,
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    // Malformed URLs are refused by the router before any hook runs: same headers and answer shape anyway.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      applySecurityHeaders(reply.raw, headers);
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
  registerSecurity(fastify, { remoteOrigins: extraOrigins, publicOrigins: config.publicOrigins });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  await app.register(proxyPlugin, {
    upstreams,
    bodyLimitBytes: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
  });
  await app.register(staticSitePlugin, { config, warn: (message: string) => logger.warn(message) });
  fastify.addHook('onClose', async () => upstreams.close());
  return app;
}
