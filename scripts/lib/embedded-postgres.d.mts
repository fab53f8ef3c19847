// Types of embedded-postgres.mjs for TypeScript callers (the fault drills' private clusters).
export const EMBEDDED_POSTGRES_MAJOR: number;

export interface EmbeddedPostgresOptions {
  /** The cluster's directory (created if missing): data/, password, postgres.log, owner.pid. */
  dir: string;
  /** The loopback port to listen on. */
  port: number;
  /** No password: trust authentication (throwaway test clusters); default false. */
  trust?: boolean;
  /** fsync and full-page writes (default true; false for throwaway clusters). */
  durable?: boolean;
  /** Default 100. */
  maxConnections?: number;
  log?: (line: string) => void;
}

export interface EmbeddedPostgres {
  /** postgres://postgres[:password]@127.0.0.1:<port>/postgres */
  readonly url: string;
  readonly port: number;
  readonly dir: string;
  /** The postmaster's pid while it runs. */
  pid(): number | undefined;
  running(): boolean;
  /** Fast shutdown (clients disconnected, checkpoint); idempotent. */
  stop(): void;
  /** Immediate shutdown: every backend killed, no checkpoint (a crash). */
  kill(): void;
  /** Starts it again, same port and data (after stop or kill); retries while a killed postmaster's memory lingers. */
  start(): Promise<void>;
  /** The server log so far. */
  log(): string;
}

/** The shipped binaries, absolute paths. */
export function embeddedPostgresBinaries(): Promise<{ initdb: string; pg_ctl: string; postgres: string }>;

/** Initialises the cluster if its directory holds none, then starts it. Throws with the server log when it cannot start. */
export function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres>;
