import type { Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ServiceName } from '@vetnow/contracts/services';
import { loadServiceConfig } from './config/service-config.js';
import { currentServiceEnv, runWithServiceEnv } from './config/service-env.js';
import { fastifyLoggingOptions, registerRequestIdHeader } from './logging/fastify-logging.js';
import { createLogger, type Logger } from './logging/logger.js';
import { PinoNestLogger } from './logging/pino-nest-logger.js';

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
 * Creates and initialises a service's Nest app on Fastify (pino logs with request ids, 100 KB body limit,
 * proxy headers trusted — services sit behind the gateway), without listening: tests call `app.inject()`.
 * `app.close()` stops the relay/consumers, closes NATS and the database.
 */
export async function createServiceApp(rootModule: Type<unknown>, options: ServiceAppOptions): Promise<NestFastifyApplication> {
  return runWithServiceEnv(options.env, async () => {
    const config = loadServiceConfig(options.service, currentServiceEnv());
    const logger = options.logger ?? createLogger(options.service, { level: config.logLevel });
    return createApp(rootModule, logger);
  });
}

async function createApp(rootModule: Type<unknown>, logger: Logger): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    ...fastifyLoggingOptions(logger),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: true,
  });
  registerRequestIdHeader(adapter.getInstance());
  const app = await NestFactory.create<NestFastifyApplication>(rootModule, adapter, {
    logger: new PinoNestLogger(logger),
    abortOnError: false,
  });
  app.enableShutdownHooks();
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
