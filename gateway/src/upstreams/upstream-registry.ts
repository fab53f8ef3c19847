import { Pool, type Dispatcher } from 'undici';
import type { ErrorCode } from '@vetnow/contracts/errors';
import { SERVICE_NAMES, type ServiceName } from '@vetnow/contracts/services';
import type { GatewayConfig } from '../config/gateway-config.js';

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
}

/**
 * One keep-alive connection pool per service. Every call the gateway makes to a service goes through
 * {@link UpstreamRegistry.request}, which maps connection failures to 503 and timeouts to 504.
 */
export class UpstreamRegistry {
  private readonly pools: Record<ServiceName, { pool: Pool; basePath: string }>;

  constructor(private readonly config: Pick<GatewayConfig, 'upstreams' | 'upstreamTimeoutMs'>) {
    this.pools = Object.fromEntries(
      SERVICE_NAMES.map((name) => {
        const url = new URL(config.upstreams[name]);
        const pool = new Pool(url.origin, {
          connections: 128,
          pipelining: 1,
          keepAliveTimeout: 4_000,
          connect: { timeout: Math.min(config.upstreamTimeoutMs, 5_000) },
        });
        return [name, { pool, basePath: url.pathname.replace(/\/+$/, '') }];
      }),
    ) as Record<ServiceName, { pool: Pool; basePath: string }>;
  }

  async request(service: ServiceName, req: UpstreamRequest): Promise<Dispatcher.ResponseData> {
    const { pool, basePath } = this.pools[service];
    const timeout = req.timeoutMs ?? this.config.upstreamTimeoutMs;
    try {
      return await pool.request({
        method: req.method,
        path: basePath + req.path,
        headers: req.headers,
        body: req.body,
        headersTimeout: timeout,
        bodyTimeout: timeout,
      });
    } catch (err) {
      throw toUpstreamError(service, err);
    }
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
    await Promise.all(Object.values(this.pools).map(({ pool }) => pool.close()));
  }
}

export function toUpstreamError(service: ServiceName, err: unknown): UpstreamError {
  if (err instanceof UpstreamError) return err;
  const code = (err as { code?: string } | null)?.code;
  if (code && TIMEOUT_CODES.has(code)) return new UpstreamError(504, TIMEOUT_MESSAGE, service, err);
  return new UpstreamError(503, unavailableMessage(service), service, err);
}
