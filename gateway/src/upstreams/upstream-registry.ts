import type { Dispatcher } from 'undici';
import type { ErrorCode } from '@vetnow/contracts/errors';
import { SERVICE_NAMES, type ServiceName } from '@vetnow/contracts/services';
import type { GatewayConfig } from '../config/gateway-config.js';
import { ServiceCopies, type ServiceCopy } from './service-copies.js';

/** An upstream failure, already turned into the answer the browser gets. */
export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';
  constructor(
    readonly statusCode: 503 | 504,
    message: string,
    readonly service: ServiceName,
    override readonly cause?: unknown,
  ) {
    super(message);
  }

  /** The error code of the answer (ADR 0016). */
  get code(): ErrorCode {
    return this.statusCode === 504 ? 'GATEWAY_TIMEOUT' : 'SERVICE_UNAVAILABLE';
  }
}

export const TIMEOUT_MESSAGE = 'The service took too long to answer';
export const unavailableMessage = (service: ServiceName) => `The ${service} service is unavailable`;

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

export interface UpstreamRequest {
  readonly method: Dispatcher.HttpMethod;
  /** Path and query string, starting with `/`. */
  readonly path: string;
  readonly headers?: Record<string, string>;
  readonly body?: Buffer;
  /** Defaults to the configured upstream timeout. */
  readonly timeoutMs?: number;
  /**
   * A live stream (`text/event-stream`): no body timeout (it stays open between events for as long as the browser
   * keeps it; the service's heartbeat comments keep it from idling), on the copy's stream connections so that open
   * streams never take the connections of ordinary calls. Headers are still awaited `timeoutMs` at most.
   */
  readonly eventStream?: boolean;
  /** Aborts the request (the browser left). */
  readonly signal?: AbortSignal;
}

/** Failures where the request never reached the copy: safe to send to another copy whatever the method. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
/** Failures after the request may have reached the copy: another copy is tried only for idempotent requests. */
const NO_ANSWER_CODES = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE', 'UND_ERR_CLOSED']);

/** GET and HEAD, and any request carrying an Idempotency-Key (a booking): repeating them changes nothing. */
export function isIdempotent(req: Pick<UpstreamRequest, 'method' | 'headers'>): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return true;
  return Object.keys(req.headers ?? {}).some((h) => h.toLowerCase() === 'idempotency-key');
}

const errorCode = (err: unknown): string | undefined => (err as { code?: string } | null)?.code;

/**
 * The copies of every service (ADR 0025). Every call the gateway makes to a service goes through
 * {@link UpstreamRegistry.request}: it picks the next copy that is up, takes a copy that refuses connections out of
 * the rotation, sends the request once more to another copy when that is safe, and maps connection failures to
 * 503 and timeouts to 504. With more than one copy, each is asked `GET /health` every `healthIntervalMs`; a copy
 * that fails it is skipped until it passes.
 */
export class UpstreamRegistry {
  private readonly services: Record<ServiceName, ServiceCopies>;
  private readonly probe?: NodeJS.Timeout;

  constructor(
    private readonly config: Pick<GatewayConfig, 'upstreams' | 'upstreamTimeoutMs'> &
      Partial<Pick<GatewayConfig, 'healthIntervalMs' | 'healthTimeoutMs'>>,
  ) {
    const downMs = config.healthIntervalMs ?? 5_000;
    this.services = Object.fromEntries(
      SERVICE_NAMES.map((name) => [
        name,
        new ServiceCopies(config.upstreams[name], { connectTimeoutMs: Math.min(config.upstreamTimeoutMs, 5_000), downMs }),
      ]),
    ) as Record<ServiceName, ServiceCopies>;
    if (SERVICE_NAMES.some((name) => config.upstreams[name].length > 1)) {
      this.probe = setInterval(() => void this.checkHealth(), downMs);
      this.probe.unref();
    }
  }

  /** The copies of a service and whether each is in the rotation (for tests and the operations view). */
  copies(service: ServiceName): Array<{ url: string; up: boolean }> {
    const now = Date.now();
    return this.services[service].copies.map((c) => ({ url: c.url, up: c.downUntil <= now }));
  }

  async request(service: ServiceName, req: UpstreamRequest): Promise<Dispatcher.ResponseData> {
    const copies = this.services[service];
    const first = copies.pick()!;
    try {
      const answer = await this.send(first, req);
      copies.markUp(first); // it answered: back in the rotation (a copy tried while all were down)
      return answer;
    } catch (err) {
      const code = errorCode(err);
      const notSent = code !== undefined && NOT_SENT_CODES.has(code);
      if (notSent) copies.markDown(first);
      const retry = notSent || (code !== undefined && NO_ANSWER_CODES.has(code) && isIdempotent(req));
      const second = retry ? copies.pick(first) : undefined;
      if (!second) throw toUpstreamError(service, err);
      try {
        const answer = await this.send(second, req);
        copies.markUp(second);
        return answer;
      } catch (again) {
        if (NOT_SENT_CODES.has(errorCode(again) ?? '')) copies.markDown(second);
        throw toUpstreamError(service, again);
      }
    }
  }

  private send(copy: ServiceCopy, req: UpstreamRequest): Promise<Dispatcher.ResponseData> {
    const timeout = req.timeoutMs ?? this.config.upstreamTimeoutMs;
    return (req.eventStream ? copy.streams : copy.pool).request({
      method: req.method,
      path: copy.basePath + req.path,
      headers: req.headers,
      body: req.body,
      headersTimeout: timeout,
      bodyTimeout: req.eventStream ? 0 : timeout,
      ...(req.signal ? { signal: req.signal } : {}),
    });
  }

  /** Asks every copy of each service that has several `GET /health`; a failing copy leaves the rotation until it passes. */
  async checkHealth(): Promise<void> {
    const timeout = this.config.healthTimeoutMs ?? 2_000;
    const interval = this.config.healthIntervalMs ?? 5_000;
    const checks = SERVICE_NAMES.filter((name) => this.services[name].copies.length > 1).flatMap((name) =>
      this.services[name].copies.map(async (copy) => {
        const copies = this.services[name];
        try {
          const res = await copy.pool.request({
            method: 'GET',
            path: `${copy.basePath}/health`,
            headersTimeout: timeout,
            bodyTimeout: timeout,
          });
          await res.body.dump();
          if (res.statusCode === 200) copies.markUp(copy);
          else copies.markDown(copy, interval * 2);
        } catch {
          copies.markDown(copy, interval * 2);
        }
      }),
    );
    await Promise.all(checks);
  }

  /** Calls a service and reads its JSON answer, whatever its status; no answer or no JSON is an {@link UpstreamError}. */
  async getJson(
    service: ServiceName,
    path: string,
    headers: Record<string, string> = {},
    timeoutMs?: number,
  ): Promise<{ statusCode: number; body: unknown }> {
    const res = await this.request(service, {
      method: 'GET',
      path,
      headers: { accept: 'application/json', ...headers },
      timeoutMs,
    });
    let body: unknown;
    try {
      body = await res.body.json();
    } catch (err) {
      throw toUpstreamError(service, err);
    }
    return { statusCode: res.statusCode, body };
  }

  async close(): Promise<void> {
    if (this.probe) clearInterval(this.probe);
    await Promise.all(Object.values(this.services).map((copies) => copies.close()));
  }
}

export function toUpstreamError(service: ServiceName, err: unknown): UpstreamError {
  if (err instanceof UpstreamError) return err;
  const code = (err as { code?: string } | null)?.code;
  if (code && TIMEOUT_CODES.has(code)) return new UpstreamError(504, TIMEOUT_MESSAGE, service, err);
  return new UpstreamError(503, unavailableMessage(service), service, err);
}
