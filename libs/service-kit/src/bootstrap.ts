import type { Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ServiceName } from '@vetnow/contracts/services';
import type { FastifyInstance } from 'fastify';
import { loadServiceConfig } from './config/service-config.js';
import { currentServiceEnv, runWithServiceEnv } from './config/service-env.js';
import { fastifyLoggingOptions, registerRequestIdHeader } from './logging/fastify-logging.js';
import { createLogger, type Logger } from './logging/logger.js';
import { PinoNestLogger } from './logging/pino-nest-logger.js';
import { recordRoutes } from './routing/registered-routes.js';
import { startTracing } from './tracing/tracing.js';
import { traceHttp } from './tracing/http-tracing.js';

/** Largest accepted request body (JSON payloads of the API are small). */
export const BODY_LIMIT_BYTES = 100 * 1024;

export interface ServiceAppOptions {
  service: ServiceName;
  /** Log here instead of a new stdout logger (tests capture output this way). */
  logger?: Logger;
  /** Environment the app's configuration is read from instead of `process.env` (tests). */
  env?: Record<string, string | undefined>;
}

/**
 * Every answer that does not say otherwise gets `Cache-Control: no-store`: API answers carry personal data and
 * must not be kept by a browser or a shared cache. A route that is public and cacheable (JWKS) sets its own.
 */
export function registerNoStoreDefault(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

/**
 * Creates and initialises a service's Nest app on Fastify (pino logs with request ids, 100 KB body limit,
 * `X-Forwarded-For` believed only from TRUSTED_PROXIES — the gateway —, `Cache-Control: no-store` unless a route
 * sets its own), without listening: tests call `app.inject()`.
 * `app.close()` stops the relay/consumers, closes NATS and the database.
 */
export async function createServiceApp(rootModule: Type<unknown>, options: ServiceAppOptions): Promise<NestFastifyApplication> {
  return runWithServiceEnv(options.env, async () => {
    const config = loadServiceConfig(options.service, currentServiceEnv());
    const logger = options.logger ?? createLogger(options.service, { level: config.logLevel });
    await startTracing(`svc-${options.service}`, undefined, currentServiceEnv());
    return createApp(rootModule, logger, config.trustedProxies, options.service);
  });
}

async function createApp(
  rootModule: Type<unknown>,
  logger: Logger,
  trustedProxies: readonly string[],
  service: ServiceName,
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    ...fastifyLoggingOptions(logger),
    bodyLimit: BODY_LIMIT_BYTES,
    // request.ip is the client only when the peer is a trusted proxy (the gateway); any other peer is counted
    // under its own address, whatever X-Forwarded-For it sends.
    trustProxy: [...trustedProxies],
  });
  registerRequestIdHeader(adapter.getInstance());
  registerNoStoreDefault(adapter.getInstance());
  traceHttp(adapter.getInstance(), { trustIncoming: true, service });
  recordRoutes(adapter.getInstance());
  const app = await NestFactory.create<NestFastifyApplication>(rootModule, adapter, {
    logger: new PinoNestLogger(logger),
    abortOnError: false,
  });
  // SIGTERM (the stack, Docker) and SIGINT (a terminal) shut down in order. Not Nest's default of every signal:
  // SIGUSR2 and SIGUSR1 stay free for `--heapsnapshot-signal` and the inspector.
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

/** Creates the app and listens on HOST:PORT (default 127.0.0.1); logs the URL. Exits the process if boot fails. */
export async function bootstrapService(rootModule: Type<unknown>, options: ServiceAppOptions): Promise<NestFastifyApplication> {
  const config = loadServiceConfig(options.service, options.env ?? process.env);
  const logger = options.logger ?? createLogger(options.service, { level: config.logLevel });
  try {
    const app = await createServiceApp(rootModule, { ...options, logger });
    await app.listen({ port: config.port, host: config.host });
    const address = app.getHttpServer().address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info({ port }, `svc-${options.service} listening on http://127.0.0.1:${port}`);
    return app;
  } catch (err) {
    logger.fatal({ err }, `svc-${options.service} failed to start`);
    process.exit(1);
  }
}
