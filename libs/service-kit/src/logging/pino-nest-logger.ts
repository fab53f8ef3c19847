import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';
import { currentRequestId } from './request-context.js';

type PinoLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** Nest's chatty boot messages, logged at debug instead of info. */
const QUIET_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

/**
 * Nest {@link LoggerService} writing to pino, so `new Logger('Context').log(…)` anywhere in a service
 * ends up as one JSON line with `context`. Objects are merged into the line (and redacted), errors go
 * under `err`.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly pino: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    const context = takeContext(params);
    this.write(context && QUIET_CONTEXTS.has(context) ? 'debug' : 'info', message, context, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    // Nest passes (message, stack?, context?) for errors.
    let context: string | undefined;
    let stack: string | undefined;
    if (params.length >= 2) {
      context = typeof params[params.length - 1] === 'string' ? (params.pop() as string) : (params.pop(), undefined);
      const first = params.shift();
      if (typeof first === 'string') stack = first;
    } else if (params.length === 1 && typeof params[0] === 'string') {
      if (/\n\s+at /.test(params[0])) stack = params.shift() as string;
      else context = params.shift() as string;
    } else if (params.length === 1 && params[0] === undefined) {
      params.shift();
    }
    this.write('error', message, context, params, stack);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, takeContext(params), params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, takeContext(params), params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, takeContext(params), params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, takeContext(params), params);
  }

  private write(level: PinoLevel, message: unknown, context: string | undefined, extra: unknown[], stack?: string): void {
    const fields: Record<string, unknown> = context ? { context } : {};
    const reqId = currentRequestId();
    if (reqId) fields.reqId = reqId;
    let msg: string | undefined;
    if (message instanceof Error) {
      fields.err = message;
      msg = message.message;
    } else if (message !== null && typeof message === 'object') {
      const { msg: m, message: mm, ...rest } = message as Record<string, unknown>;
      Object.assign(fields, rest);
      msg = typeof m === 'string' ? m : typeof mm === 'string' ? mm : undefined;
    } else {
      msg = String(message);
    }
    if (stack) fields.stack = stack;
    if (extra.length) fields.details = extra;
    this.pino[level](fields, msg);
  }
}

function takeContext(params: unknown[]): string | undefined {
  if (params.length && typeof params[params.length - 1] === 'string') return params.pop() as string;
  return undefined;
}
