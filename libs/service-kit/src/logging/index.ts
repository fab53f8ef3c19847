/** `@vetnow/service-kit/logging` — pino with redaction and request ids (used by the gateway too). */
export { createLogger, type Logger } from './logger.js';
export { fastifyLoggingOptions } from './fastify-logging.js';
export { PinoNestLogger } from './pino-nest-logger.js';
