import { Pool } from 'undici';

/** One running copy of a service: its keep-alive pool and whether it is taken out of the rotation. */
export interface ServiceCopy {
  readonly url: string;
  readonly pool: Pool;
  /** The live streams' connections (one each, as many as are open), apart from `pool`'s 128. */
  readonly streams: Pool;
  readonly basePath: string;
  /** Skipped until this time (ms since the epoch): it refused a connection or failed its health check. */
  downUntil: number;
}

export interface CopiesOptions {
  readonly connectTimeoutMs: number;
  /** How long a copy that refused a connection stays out of the rotation before it is tried again. */
  readonly downMs: number;
  readonly now?: () => number;
}

/**
 * The copies of one service, picked in turn (round robin), skipping the ones that are down. When every copy is
 * down they are all tried in turn anyway, so the first request after a restart reaches it without waiting for a
 * health check.
 */
export class ServiceCopies {
  readonly copies: readonly ServiceCopy[];
  private next = 0;
  private readonly now: () => number;

  constructor(
    urls: readonly string[],
    private readonly options: CopiesOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.copies = urls.map((raw) => {
      const url = new URL(raw);
      const pool = new Pool(url.origin, {
        connections: 128,
        pipelining: 1,
        keepAliveTimeout: 4_000,
        connect: { timeout: options.connectTimeoutMs },
      });
      const streams = new Pool(url.origin, { pipelining: 1, connect: { timeout: options.connectTimeoutMs } });
      return { url: raw, pool, streams, basePath: url.pathname.replace(/\/+$/, ''), downUntil: 0 };
    });
  }

  /** The next copy in turn that is up (any copy when none is), other than `except`. */
  pick(except?: ServiceCopy): ServiceCopy | undefined {
    const now = this.now();
    const candidates = this.copies.filter((c) => c !== except);
    if (candidates.length === 0) return undefined;
    const up = candidates.filter((c) => c.downUntil <= now);
    const from = up.length > 0 ? up : candidates;
    const chosen = from[this.next % from.length]!;
    this.next = (this.next + 1) % Number.MAX_SAFE_INTEGER;
    return chosen;
  }

  markDown(copy: ServiceCopy, forMs = this.options.downMs): void {
    copy.downUntil = this.now() + forMs;
  }

  markUp(copy: ServiceCopy): void {
    copy.downUntil = 0;
  }

  async close(): Promise<void> {
    // A stream still open here is cut (close() would wait for its end); the proxy ends them cleanly first.
    await Promise.all(this.copies.flatMap((c) => [c.pool.close(), c.streams.destroy()]));
  }
}
